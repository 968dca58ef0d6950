// `npm run build`: the production build — the server bundle (dist/server), the web app (dist/web) and
// the server render of its public pages (dist/web/.ssr, `vite build --ssr`; ADR 0046).
import path from 'node:path';
import { buildServer, ROOT } from './build-server.mjs';

const serverMs = await buildServer();
console.log(`servidor compilado en dist/server (${serverMs} ms)`);
// Vite keeps a NODE_ENV the caller's shell has ('test', 'development'): the web app would ship React's
// development build. A production build is what this script is for.
process.env.NODE_ENV = 'production';
const started = performance.now();
const { build } = await import('vite');
const configFile = path.join(ROOT, 'vite.config.ts');
await build({ configFile, logLevel: 'warn' });
await build({ configFile, logLevel: 'warn', build: { ssr: 'entry-server.tsx' } });
console.log(`web compilada en dist/web (${Math.round(performance.now() - started)} ms)`);
