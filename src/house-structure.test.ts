/**
 * The structure rules of the house (docs/architecture.md §2 "Rules of the house", docs/architecture.md):
 * - imports flow web → shared ← server: `src/shared` imports neither side, web and server never
 *   import each other;
 * - no import circle in `src/`, `import type` included (a circle of types still ties two files so that
 *   neither can move or change alone);
 * - no source file of `src/`, `tests/`, `bench/` or `scripts/` over {@link MAX_LINES} lines (migrations,
 *   generated history, excepted).
 *
 * The import graph comes from the TypeScript compiler itself: `ts.preProcessFile` lists every import,
 * export-from and `import()` of a file (type-only ones too) and `ts.resolveModuleName` resolves them
 * with the project's own `tsconfig.json` options, as `tsc` does. Circles are the strongly connected
 * components of that graph (Tarjan, "Depth-first search and linear graph algorithms", SIAM J. Comput.
 * 1972).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = path.join(ROOT, 'src');
/** Longest source file, in lines (docs/architecture.md §2: "aim < 300 lines"). */
const MAX_LINES = 300;
const SOURCE = /\.(?:ts|tsx|css|mjs)$/;
const CODE = /\.(?:ts|tsx|mjs)$/;
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

/** The project's compiler options, as `tsc -p tsconfig.json` reads them. */
function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

/** Import graph of `src/`: file → the files of `src/` it imports (values and types). */
function importGraph(): Map<string, Set<string>> {
  const options = compilerOptions();
  const graph = new Map<string, Set<string>>();
  for (const file of files.filter((f) => CODE.test(f))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && resolved.resolvedFileName.startsWith(SRC))
        targets.add(path.resolve(resolved.resolvedFileName));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file that imports itself. */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.map(relative).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const room = (file: string) => relative(file).split('/')[1];

describe('the structure of src/', () => {
  const graph = importGraph();

  it('reads the imports it should (the graph is not empty)', () => {
    const edges = [...graph.values()].reduce((n, targets) => n + targets.size, 0);
    expect(graph.size).toBeGreaterThan(300);
    expect(edges).toBeGreaterThan(1000);
  });

  it('has no import circle, import type included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      circles(
        new Map([
          [a, new Set([b])],
          [b, new Set([a])],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  it('imports flow web → shared ← server', () => {
    const wrong: string[] = [];
    for (const [from, targets] of graph) {
      for (const to of targets) {
        const [a, b] = [room(from), room(to)];
        const allowed = a === b || b === 'shared' || !['shared', 'server', 'web'].includes(a ?? '');
        // Tests beside shared rules may read the server's seed data they check (unit tests only).
        const sharedTest = a === 'shared' && b === 'server' && /\.test\.tsx?$/.test(from);
        if (!allowed && !sharedTest) wrong.push(`${relative(from)} → ${relative(to)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

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
});
