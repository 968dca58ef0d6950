/**
 * The size rules of the house (docs/architecture.md §2): no source file of `src/`, `tests/`, `bench/` or
 * `scripts/` over {@link MAX_LINES} lines (migrations, generated history, excepted), and no folder of a
 * server module or a web feature holding more than {@link MAX_FILES_A_ROOM} files (cut into sub-folders by
 * subject past that; unit tests beside their file count too). The import rules
 * (web → shared ← server, no circle, the doors of modules and features) are dependency-cruiser rules,
 * checked by `npm run lint` and src/boundaries.test.ts (ADR 0040).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(ROOT, 'src');
/** Longest source file, in lines (docs/architecture.md §2: "aim < 300 lines"). */
const MAX_LINES = 300;
const SOURCE = /\.(?:ts|tsx|css|mjs)$/;
/** Most files directly in one folder of a module or a feature (docs/architecture.md §2.4). */
const MAX_FILES_A_ROOM = 12;
/** Migrations are history, written by drizzle-kit, never edited (docs/architecture.md). */
const NOT_MEASURED = [path.join(SRC, 'server', 'db', 'migrations')];

/** Every file under `dir`, as absolute paths. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (NOT_MEASURED.some((skip) => full.startsWith(skip))) return [];
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(SRC).filter((file) => SOURCE.test(file));
/** Every source file the line limit measures: the product and the code that tests and measures it. */
const measured = [
  ...files,
  ...['tests', 'bench', 'scripts'].flatMap((dir) => walk(path.join(ROOT, dir))),
].filter((file) => SOURCE.test(file));
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('the structure of src/', () => {
  it(`has no source file over ${MAX_LINES} lines (src/, tests/, bench/, scripts/)`, () => {
    expect(measured.length).toBeGreaterThan(files.length + 100);
    const long = measured
      .map((file) => ({
        file: relative(file),
        lines: readFileSync(file, 'utf8').trimEnd().split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });

  it(`has no module or feature folder of more than ${MAX_FILES_A_ROOM} files`, () => {
    const rooms = [path.join(SRC, 'server', 'modules'), path.join(SRC, 'web', 'features')];
    const folders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => [path.join(dir, entry.name), ...folders(path.join(dir, entry.name))]);
    const all = rooms.flatMap(folders);
    expect(all.length).toBeGreaterThan(60);
    const crowded = all
      .map((dir) => ({
        dir,
        files: readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).length,
      }))
      .filter(({ files }) => files > MAX_FILES_A_ROOM)
      .map(({ dir, files }) => `${relative(dir)}: ${files}`);
    expect(crowded).toEqual([]);
  });
});
