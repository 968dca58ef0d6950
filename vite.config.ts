// Vite builds the React app from src/web into dist/web; in dev it proxies /api and /uploads to the API.
// vite-plugin-pwa adds the web app manifest and the Workbox service worker (scripts/pwa-options.ts, ADR 0030).
// Source maps are build artifacts ('hidden': no sourceMappingURL in the bundles); production does not
// serve them (src/server/plugins/static.ts).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/pwa-options';

/** Writes .br/.gz copies of the built files once the bundle is written (scripts/precompress.mjs, ADR 0013). */
const precompressPlugin = (): Plugin => {
  // The folder this build writes: dist/web, or the one a caller chose (src/server/web-build.ts).
  let outDir = path.resolve('dist/web');
  return {
    name: 'buscagym-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // @ts-expect-error -- a plain ES module script without type declarations
      const { precompress } = (await import('./scripts/precompress.mjs')) as {
        precompress: (dir: string) => Promise<unknown>;
      };
      await precompress(outDir);
    },
  };
};

/**
 * The server render never registers a service worker (the status line renders in the browser only,
 * ADR 0046): its build resolves vite-plugin-pwa's virtual modules to a registration that does nothing.
 */
const noServiceWorkerOnServer = (): Plugin => ({
  name: 'buscagym-ssr-no-service-worker',
  resolveId: (id) => (id.startsWith('virtual:pwa-register') ? `\0${id}` : undefined),
  load: (id) =>
    id.startsWith('\0virtual:pwa-register')
      ? 'export const registerSW = () => async () => undefined;'
      : undefined,
});

// `vite build --ssr entry-server.tsx` (scripts/build.mjs, src/server/web-build.ts) builds the server
// render of the public pages for Node into <outDir>/.ssr (ADR 0046): no service worker, no compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve('src/web'),
  publicDir: path.resolve('src/web/public'),
  plugins: isSsrBuild
    ? [react(), noServiceWorkerOnServer()]
    : [react(), VitePWA(pwaOptions), precompressPlugin()],
  // Browser zod without eval (src/web/lib/zod.ts); the wrapper itself imports `zod/v4`.
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod.ts') }] },
  build: isSsrBuild
    ? { outDir: path.resolve('dist/web/.ssr'), emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: path.resolve('dist/web'), emptyOutDir: true, sourcemap: 'hidden', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
