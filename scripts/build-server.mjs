// Bundles the server's entry points with esbuild into dist/server (ESM for Node 20, dependencies left
// as imports of node_modules, so a production install needs only the runtime dependencies) and copies
// the SQL migrations beside them (src/server/db/client.ts reads them next to the running module).
// Decision and alternatives: docs/decisions/0011-operations-and-production-build.md.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (this file lives in scripts/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the compiled server goes. */
export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');

/** Entry points: output name → source. */
const ENTRIES = {
  server: 'src/server/server.ts',
  'admin-cli': 'src/server/modules/account/registration/admin-cli.ts',
  'seed-cli': 'src/server/seed/cli.ts',
  'import-cli': 'src/server/modules/imports/cli.ts',
};

/**
 * Builds dist/server, or `outDir` (inside the project, so that the bundles find node_modules; the crash
 * bench builds its own there while e2e may rebuild dist/server). Needs the dev dependency esbuild.
 * @returns the build time in ms
 * @throws when esbuild is not installed or the sources do not compile
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const started = performance.now();
  const { build } = await import('esbuild');
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(ROOT, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return Math.round(performance.now() - started);
}
