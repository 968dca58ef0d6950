// `npm run build`: the production build — the server bundle (dist/server) and the web app (dist/web).
import path from 'node:path';
import { buildServer, ROOT } from './build-server.mjs';

const serverMs = await buildServer();
console.log(`servidor compilado en dist/server (${serverMs} ms)`);
const started = performance.now();
const { build } = await import('vite');
await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
console.log(`web compilada en dist/web (${Math.round(performance.now() - started)} ms)`);
