// `npm start` and the CLIs: runs a compiled entry of dist/server (`server` by default; `admin-cli`,
// `seed-cli`). Where the build tools are installed (a development checkout) the server is compiled
// first, which takes about a second, so the bundle always matches the sources; a production install
// (`npm ci --omit=dev` after `npm run build`) runs the bundle as built. The web app is built by the
// server itself when stale (src/server/web-build.ts), outside production.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

const entry = process.argv[2] ?? 'server';
const target = path.join(SERVER_OUT_DIR, `${entry}.js`);
// The CLIs read their own arguments after the entry name.
process.argv.splice(2, 1);

let hasBuildTools = true;
try {
  await import('esbuild');
} catch {
  hasBuildTools = false;
}
if (hasBuildTools) {
  await buildServer();
} else if (!existsSync(target)) {
  console.error(`Falta ${path.relative(process.cwd(), target)}: corré "npm run build" antes de iniciar.`);
  process.exit(1);
}
await import(pathToFileURL(target).href);
