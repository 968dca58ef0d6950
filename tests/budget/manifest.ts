/**
 * Reads Vite's build manifest (`dist/web/.vite/manifest.json`) and answers which JavaScript a page
 * loads: the entry chunk of `index.html`, the lazy chunks of the page's screens, and every chunk those
 * import statically (the browser fetches them before running the importer, Vite preloads them).
 * Sizes are gzip level 9 of the built files: deterministic for a given build.
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One manifest entry (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The manifest: source path relative to the Vite root (`src/web`) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The web build folder. */
export const WEB_DIST = path.resolve('dist/web');

/** Reads the manifest of the last `vite build`. @throws Error when there is no build */
export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JavaScript files a page loads.
 * @param manifest - the build manifest
 * @param modules - manifest keys of the page's entry points: `index.html` and its lazy screens' modules
 * @returns chunk file paths (relative to the build folder), without duplicates
 * @throws Error when a module is not in the manifest (renamed or no longer a chunk of its own)
 */
export function chunksOf(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js'));
}

/** Gzipped size (level 9) of one built file, in bytes. */
export function gzipBytes(file: string, dist = WEB_DIST): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}
