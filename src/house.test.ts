// Rules of the house that no linter knows. Comments, TSDoc and test names cite the spec section
// (`SPEC §4`), a standard (RFC, OWASP ASVS, ISO) or an ADR (`docs/decisions/`), or say the reason in
// their own words, never a work item of the tracker: the reader of later years has the code, the spec
// and the ADRs, and a tracker's numbers and titles point at nothing. This test reads every text file of
// src/, tests/, bench/ and scripts/ (this one included) and fails on a citation of a work item: the word
// issue (or issues) followed by a quoted title, a number, `#` and a number, or a spec-like `§`, also when
// a comment's line break falls in between. zod's validation "issues" (`ctx.addIssue`, `error.issues`, an
// `issue` variable) are never followed by one of those, so they pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'tests', 'bench', 'scripts'];
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|css|sql|md|html|json)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Whitespace between two words, allowed to cross a line break and the next line's comment marker. */
const GAP = String.raw`(?:[ \t]|\r?\n[ \t]*(?:\*(?!/)|//|--)?)+`;
/** A line break inside a quoted title, with the next line's comment marker. */
const BREAK = String.raw`\r?\n[ \t]*(?:\*(?!/)|//|--)?`;
/**
 * A work-item citation: the word, then a quoted title (which may itself cross a comment line break), a
 * number, `#` + number or a section sign.
 */
const CITATION = new RegExp(String.raw`\bissues?${GAP}(?:"(?:[^"\n]|${BREAK}){1,80}"|#?\d+\b|§)`, 'gi');

/**
 * Files whose citations are still to be rewritten by the owner of the accounts code (its module, its
 * plugins, its texts and its pages). An entry must go when its file is clean: the test says so.
 */
const PENDING = new Set<string>([]);

/** Every citation in `text`, as `line: excerpt`. */
function citationsIn(text: string): string[] {
  return [...text.matchAll(CITATION)].map((m) => {
    const line = text.slice(0, m.index).split('\n').length;
    return `${line}: ${m[0].replace(new RegExp(GAP, 'g'), ' ')}`;
  });
}

function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : textFiles(relative);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [relative] : [];
  });
}

const files = SCANNED.flatMap(textFiles);
const found = new Map(
  files
    .map((file) => [file, citationsIn(readFileSync(path.join(ROOT, file), 'utf8'))] as const)
    .filter(([, citations]) => citations.length > 0),
);

describe('comments cite the spec, a standard or an ADR, never a work item', () => {
  it('finds none in src/, tests/, bench/ and scripts/', () => {
    expect(files.length).toBeGreaterThan(500);
    const offending = [...found]
      .filter(([file]) => !PENDING.has(file))
      .flatMap(([file, citations]) => citations.map((c) => `${file}:${c}`));
    expect(offending, 'cite SPEC §n, an RFC/ASVS/ISO or ADR nnnn, or give the reason').toEqual([]);
  });

  it('lists as pending only files that still hold a citation', () => {
    const clean = [...PENDING].filter((file) => !found.has(file));
    expect(clean, 'these files are clean now: remove them from PENDING').toEqual([]);
  });

  it('recognises a citation, also across a comment line break, and not zod issues', () => {
    // Built from parts, so that this file holds no citation of its own.
    const word = 'iss' + 'ue';
    expect(citationsIn(`// rules (${word} "Partners" §3)`)).toEqual([`1: ${word} "Partners"`]);
    expect(citationsIn(`/**\n * as asked (${word}\n * "Members" §4)\n */`)).toHaveLength(1);
    expect(citationsIn(`/**\n * as asked (${word} "Tests that\n * speak") here\n */`)).toHaveLength(1);
    expect(citationsIn(`-- ${word}s "Partners" and "Members"`)).toHaveLength(1);
    expect(citationsIn(`// see ${word} 12 and ${word} #4, ${word} §5`)).toHaveLength(3);
    expect(
      citationsIn(`ctx.addIssue({ code: 'custom' });\nfor (const ${word} of error.${word}s) {}`),
    ).toEqual([]);
    expect(citationsIn(`const ${word}s = parse(body).error.${word}s;\n// any ${word} of zod`)).toEqual([]);
  });
});
