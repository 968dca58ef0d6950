/**
 * Global setup of the e2e suite (Playwright `globalSetup`, once per run, before any worker): compiles
 * dist/server from the sources as `npm start` does (scripts/build-server.mjs, esbuild, about a second)
 * and builds the web app when it is older than its sources (src/server/web-build.ts), so the servers
 * the workers start (./e2e-server.ts) run what the checkout holds and never build side by side.
 * Nothing to do when the suite runs against a server that is already up (E2E_BASE_URL).
 * @module
 */
import path from 'node:path';
import { buildServer, ROOT } from '../../scripts/build-server.mjs';
import { ensureWebBuild } from '../../src/server/web-build';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  await buildServer();
  const distDir = process.env.E2E_WEB_DIST_DIR ?? path.join(ROOT, 'dist', 'web');
  await ensureWebBuild(ROOT, distDir, (line) => console.log(line));
}
