// Every relative link of the project's documentation (README.md and docs/**/*.md) points at a file or a
// folder that exists, so a moved or renamed file cannot leave the next reader at a dead end. External
// links (http, https, mailto or any other scheme) and links to an anchor of the same page are skipped;
// a link's `#anchor` and `?query` are cut off and only its path is checked.
//
// Why a regular expression and not a Markdown parser: the project depends on no Markdown parser, and
// adding one (micromark, markdown-it) for one test is more weight than the job needs. The documents use
// only inline links `[text](path)`, images `![alt](path)` and, possibly, reference definitions
// `[id]: path`; the expressions below read those as CommonMark does for the forms written here, after
// removing fenced code blocks and inline code spans (where brackets are code, not links). Not read:
// link destinations that contain parentheses or spaces without angle brackets, and HTML `<a href>`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A fenced code block (``` or ~~~, three or more), up to its closing fence or the end of the text. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
/** An inline code span: a run of backticks up to the same run. */
const CODE_SPAN = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;
/**
 * An inline link or image: `[text](destination "title")`. The text may hold one level of nested
 * brackets (`[see [ADR]](…)`); the destination is `<…>` or a run without spaces and parentheses.
 */
const INLINE_LINK =
  /!?\[(?:[^[\]\n]|\[[^[\]\n]*\])*\]\(\s*(?:<([^<>\n]*)>|([^\s()<>]+))(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
/** A reference definition at the start of a line: `[id]: destination`. */
const REFERENCE = /^ {0,3}\[[^\]\n]+\]:[ \t]*(?:<([^<>\n]*)>|(\S+))/gm;
/** A destination with a scheme (`https:`, `mailto:`…): not a file of this repository. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The relative link destinations of a Markdown text, in order, with their line numbers; code blocks and
 * code spans are blanked out first (keeping their line breaks, so line numbers stay right).
 * @param markdown - the text of one Markdown file
 */
function relativeLinks(markdown: string): { line: number; target: string }[] {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  const text = markdown.replace(FENCE, blank).replace(CODE_SPAN, blank);
  const found = [...text.matchAll(INLINE_LINK), ...text.matchAll(REFERENCE)]
    .map((m) => ({ index: m.index, target: (m[1] ?? m[2] ?? '').trim() }))
    .filter(({ target }) => target !== '' && !target.startsWith('#') && !SCHEME.test(target))
    .sort((a, b) => a.index - b.index);
  return found.map(({ index, target }) => ({ line: text.slice(0, index).split('\n').length, target }));
}

/**
 * The repository path a link of `fromFile` points at: anchor and query cut off, percent-escapes decoded,
 * resolved against the linking file's folder (a leading `/` means the repository's root, as on GitHub).
 */
function linkedPath(fromFile: string, target: string): string {
  const bare = decodeURIComponent(target.replace(/[?#].*$/, ''));
  return bare.startsWith('/')
    ? path.join(ROOT, bare)
    : path.resolve(path.dirname(path.join(ROOT, fromFile)), bare);
}

/** README.md and every `.md` file under docs/, as repository-relative paths. */
function documents(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return under(relative);
      return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
    });
  return ['README.md', ...under('docs')];
}

/** The broken links of one document, as `file:line → target`. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(path.join(ROOT, file), 'utf8');
  return relativeLinks(markdown)
    .filter(({ target }) => !existsSync(linkedPath(file, target)))
    .map(({ line, target }) => `${file}:${line} → ${target}`);
}

describe('relative links of README.md and docs/', () => {
  const files = documents();

  it('reads README.md and the documents under docs/', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(10);
  });

  it.each(files)('%s links only to files and folders that exist', (file) => {
    expect(brokenLinks(file), 'fix the path or the link').toEqual([]);
  });
});

describe('relativeLinks', () => {
  it('finds inline links, images and reference definitions, and cuts nothing off the path', () => {
    const text = [
      'See [ADR 0008](docs/decisions/0008-commerce.md) and ![logo](src/web/public/favicon.svg "Logo").',
      '[nested [brackets]](<docs/with space.md#part>)',
      '[ref]: ./bench/README.md',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([
      { line: 1, target: 'docs/decisions/0008-commerce.md' },
      { line: 1, target: 'src/web/public/favicon.svg' },
      { line: 2, target: 'docs/with space.md#part' },
      { line: 3, target: './bench/README.md' },
    ]);
  });

  it('skips external links, same-page anchors, code blocks and code spans', () => {
    const text = [
      '[site](https://example.com/x.md) [mail](mailto:a@b.c) [top](#run-it) <https://example.com>',
      '```sh',
      '[not a link](missing.md)',
      '```',
      'Inline `[code](missing.md)` too, then [real](src/house.test.ts).',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([{ line: 5, target: 'src/house.test.ts' }]);
  });

  it('resolves against the linking file and ignores the anchor', () => {
    expect(linkedPath('docs/architecture.md', '../src/house.test.ts#L1')).toBe(
      path.join(ROOT, 'src/house.test.ts'),
    );
    expect(linkedPath('docs/decisions/0008-commerce.md', '0009-commerce-web.md')).toBe(
      path.join(ROOT, 'docs/decisions/0009-commerce-web.md'),
    );
    expect(linkedPath('README.md', '/bench/README.md')).toBe(path.join(ROOT, 'bench/README.md'));
  });
});
