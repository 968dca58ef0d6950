// The landing page's libraries and the route preloads, checked on the build output (`vite build` runs
// first in `npm run test:e2e`); the reasons for the chunk layout are in ADR 0013. The JavaScript budgets
// of the first screens are measured in Chromium (tests/e2e/budgets.spec.ts, tests/budget/pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routePages } from '../../src/server/plugins/route-preload';
import { chunksOf, readManifest, WEB_DIST } from './manifest';

/** The landing page's entry points in the manifest: `index.html` and its screen's chunk. */
const LANDING_MODULES = ['index.html', 'features/landing/pages/index.ts'];

/** Libraries that only forms and account screens need: never on the landing page. */
const NOT_ON_LANDING = [
  'zod',
  'libphonenumber-js',
  'react-hook-form',
  'leaflet',
  'date-fns',
  'qrcode',
  '@tanstack/table-core',
];

describe('the landing page (build output)', () => {
  const manifest = readManifest();

  it('keeps form, map and date libraries out of the landing page', () => {
    const files = chunksOf(manifest, LANDING_MODULES);
    const maps = files.map((file) => readMap(file));
    for (const library of NOT_ON_LANDING) {
      const found = maps.flat().filter((source) => source.includes(`node_modules/${library}/`));
      expect(found, `${library} on the landing page`).toEqual([]);
    }
  });
});

/** The source files bundled into a chunk, from its (hidden) source map. */
function readMap(file: string): string[] {
  const map = path.join(WEB_DIST, `${file}.map`);
  if (!existsSync(map)) return []; // chunks without code of their own (the bundler's runtime)
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

describe('route preloads (src/server/plugins/route-preload.ts)', () => {
  const manifest = readManifest();

  it('names only modules that are chunks of this build', () => {
    for (const { modules } of ROUTE_MODULES) {
      for (const module of modules) expect(manifest[module], module).toBeDefined();
    }
  });

  it("puts the map screen's chunk in the page sent for /maps", () => {
    const pageFor = routePages(WEB_DIST);
    const mapChunk = manifest['features/gyms/pages/GymMapPage.tsx']?.file ?? '';
    expect(pageFor('/maps')).toContain(`<link rel="modulepreload" crossorigin href="/${mapChunk}">`);
    expect(pageFor('/')).not.toContain(mapChunk);
  });
});
