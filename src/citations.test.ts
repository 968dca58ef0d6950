// Every citation of the design document and of the decisions points at something in this repository:
// `docs/architecture.md §n` at a numbered section `## n.` of docs/architecture.md, `ADR nnnn` at a file
// `docs/decisions/nnnn-*.md`. Read over the code (src, tests, bench, scripts, .ci), README.md and docs/.
// The document's name is written out in full wherever it is cited, so a citation of a document that is
// not in the repository cannot hide behind a short name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READ = ['src', 'tests', 'bench', 'scripts', '.ci', 'docs'];
const TEXT = /\.(ts|tsx|mjs|js|css|html|md|sql)$|^run$/;

/** Repository-relative paths of the text files under `dir` (node_modules and build output left out). */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative);
    return entry.isFile() && TEXT.test(entry.name) ? [relative] : [];
  });
}

/** The numbered sections of docs/architecture.md (`## 5. Money and commerce` → 5). */
function sections(): Set<number> {
  const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  return new Set([...doc.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
}

/** The ADR numbers that have a file in docs/decisions/. */
function adrs(): Set<number> {
  return new Set(
    readdirSync(path.join(ROOT, 'docs/decisions'))
      .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  );
}

/**
 * The citations of `text` that point at nothing, as `file:line → citation`. A section citation may list
 * more numbers (`§1, §3`, `§4–§6`): each is checked.
 */
export function deadCitations(
  file: string,
  text: string,
  known: { sections: Set<number>; adrs: Set<number> },
): string[] {
  const dead: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?:ARCHITECTURE(?:\.md)?|docs\/architecture\.md)((?:[ ,–-]*§\d+)+)/g)) {
      const cited = [...(m[1] ?? '').matchAll(/§(\d+)/g)].map((n) => Number(n[1]));
      if (m[0].startsWith('ARCHITECTURE') || cited.some((n) => !known.sections.has(n)))
        dead.push(`${file}:${i + 1} → ${m[0]}`);
    }
    for (const m of line.matchAll(/\bADRs? (\d{4})\b/g))
      if (!known.adrs.has(Number(m[1]))) dead.push(`${file}:${i + 1} → ${m[0]}`);
  });
  return dead;
}

describe('citations of the design document and the ADRs', () => {
  const known = { sections: sections(), adrs: adrs() };

  it('reads the numbered sections and the decisions', () => {
    expect(known.sections.size).toBeGreaterThanOrEqual(7);
    expect(known.adrs.size).toBeGreaterThan(30);
  });

  it('every citation in the repository points at a section or an ADR that exists', () => {
    // This file's own samples below are citations that point at nothing on purpose.
    const files = ['README.md', ...READ.flatMap(filesUnder)].filter((f) => f !== 'src/citations.test.ts');
    expect(files.length).toBeGreaterThan(500);
    const dead = files.flatMap((file) =>
      deadCitations(file, readFileSync(path.join(ROOT, file), 'utf8'), known),
    );
    expect(dead, 'cite docs/architecture.md §n of a numbered section, or an ADR of docs/decisions/').toEqual(
      [],
    );
  });

  it('finds a section that does not exist, an ADR that does not, and the outside document', () => {
    const known1 = { sections: new Set([1, 2]), adrs: new Set([8]) };
    // Built from parts, so that no reader of the repository takes this sample for a real citation.
    const missingAdr = ['ADR', '0099'].join(' ');
    const text = [
      'fine: docs/architecture.md §2, ADR 0008',
      'docs/architecture.md §1, §9 names a missing section',
      `${missingAdr} is missing`,
      'ARCHITECTURE §2 is a document outside the repository',
    ].join('\n');
    expect(deadCitations('f.ts', text, known1)).toEqual([
      'f.ts:2 → docs/architecture.md §1, §9',
      `f.ts:3 → ${missingAdr}`,
      'f.ts:4 → ARCHITECTURE §2',
    ]);
  });
});
