/**
 * Builds the web app before `npm start` serves it, when needed (`npm start` alone runs the product on a
 * fresh machine; ADR 0011). Vite is loaded only when a build is due, so a deployment
 * that ships `dist/web` without dev dependencies never imports it.
 * @module
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { serverMessages } from '../shared/messages';
import { ssrDir, ssrEntryPath } from './plugins/pages/web-render';

/** Sources whose change makes the built app stale, relative to the project root. */
const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts'];

/** Last modification time (ms) of `p`, or `null` when it does not exist. */
async function mtime(p: string): Promise<number | null> {
  try {
    return (await stat(p)).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest file under `p` (a file or a directory, searched recursively), or `null` when there is none. */
async function newestFile(p: string): Promise<{ file: string; mtimeMs: number } | null> {
  let info;
  try {
    info = await stat(p);
  } catch {
    return null;
  }
  if (!info.isDirectory()) return { file: p, mtimeMs: info.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const entry of await readdir(p, { withFileTypes: true })) {
    const found = await newestFile(path.join(p, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Why the web app must be built, or `null` when `dist/web/index.html` exists and is newer than every
 * file under src/web, src/shared and the Vite config. No sources (a deployment with `dist/web` only) → `null`.
 * @param root - the project root (where vite.config.ts lives)
 * @param distDir - the built app's directory (Config.webDistDir)
 */
export async function webBuildReason(root: string, distDir: string): Promise<string | null> {
  const hasSources = (await mtime(path.join(root, 'src/web'))) !== null;
  if (!hasSources) return null;
  const built = await mtime(path.join(distDir, 'index.html'));
  if (built === null || (await mtime(ssrEntryPath(distDir))) === null) return serverMessages.webMissing;
  for (const input of WEB_INPUTS) {
    const newest = await newestFile(path.join(root, input));
    if (newest && newest.mtimeMs > built) return serverMessages.webOutdated(path.relative(root, newest.file));
  }
  return null;
}

/**
 * Builds the web app into `distDir` and its server render (`entry-server.tsx`, ADR 0046) into
 * `distDir/.ssr`, with the project's vite.config.ts. Needs the dev dependency Vite.
 * @throws when Vite is not installed or a build fails
 */
export async function buildWeb(root: string, distDir: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  // Vite keeps a NODE_ENV the process already has: under a test runner ('test') or a development
  // server it would bundle React's development build (no service worker, a third more JavaScript).
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    await build({
      configFile,
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir: ssrDir(distDir), emptyOutDir: true },
    });
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
}

/**
 * Runs {@link buildWeb} when {@link webBuildReason} says so.
 * @param log - receives the Spanish progress lines
 * @returns true when a build ran
 * @throws when Vite is not installed or the build fails
 */
export async function ensureWebBuild(
  root: string,
  distDir: string,
  log: (msg: string) => void,
): Promise<boolean> {
  const reason = await webBuildReason(root, distDir);
  if (!reason) return false;
  log(serverMessages.buildingWeb(reason));
  const started = performance.now();
  await buildWeb(root, distDir);
  log(serverMessages.webBuilt(Math.round(performance.now() - started)));
  return true;
}
