// Vite builds the React app from src/web into dist/web; in dev it proxies /api and /uploads to the API.
// Source maps are build artifacts ('hidden': no sourceMappingURL in the bundles); production does not
// serve them (src/server/plugins/static.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('src/web/public'),
  plugins: [react()],
  build: { outDir: path.resolve('dist/web'), emptyOutDir: true, sourcemap: 'hidden', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
