/**
 * The project's root folder (the nearest folder above this module with a `package.json`), the same
 * whether the server runs from `src/server` (tests, tsx) or from the bundle in `dist/server`
 * (`npm start`, production): data files such as `data/seed/` are found from it.
 * @module
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `start` holding a `package.json`.
 * @throws Error when no folder up to the file-system root has one
 */
export function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
}

/** Absolute path of the project root. */
export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
