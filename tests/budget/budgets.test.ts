// JavaScript budgets of the first screens, checked on the build output (`vite build` runs first in
// `npm run test:e2e`). A phone on a slow network pays for every kilobyte before the page works;
// the budgets and the reasons for the chunk layout are in ADR 0013.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routePages } from '../../src/server/plugins/route-preload';
import { chunksOf, gzipBytes, readManifest, WEB_DIST } from './manifest';

const KB = 1024;

/** Each page: the manifest modules it loads (the entry and its lazy screens) and its budget in bytes. */
const PAGES = [
  // 120 KB until the catalogue gained "Con clases hoy", next-class labels and the review count (ADR 0013,
  // amendment of 2026-11-25); 122 KB until every page's footer carried the consumer's legal buttons
  // (Ley 24.240 art. 34, Disp. 954/2025; ADR 0027) and the screens of the offline data their note (ADR 0030).
  // 123 KB until a screen whose code cannot be downloaded reloaded once and said so in Spanish, the list
  // said why it is empty or offline and from where it measures, and money screens showed what was
  // refunded (ADR 0038, 0037).
  { page: '/', modules: ['index.html', 'features/landing/pages/index.ts'], budget: 124 * KB },
  {
    page: '/maps',
    modules: ['index.html', 'features/gyms/pages/GymMapPage.tsx'],
    budget: 200 * KB,
  },
  // Not named by the budgets of ADR 0013, kept from growing: the sign-in screen loads its zod schema
  // and the account calls with the first check or submit. 140 KB until the legal buttons, 141 KB until
  // the failed-chunk screen (as `/`), 142 KB until Pase BuscaGym's routes and menu link (ADR 0045), which
  // `/` absorbed by taking the account screens' texts out of the first screen's chunk (session.web).
  { page: '/login', modules: ['index.html', 'features/auth/pages/LoginPage.tsx'], budget: 143 * KB },
  {
    // The location map loads when it comes near the screen, not with the page (GymLocationMap).
    page: '/detail/gym/{id}',
    modules: ['index.html', 'features/gyms/pages/GymDetailPage.tsx'],
    budget: 200 * KB,
  },
] as const;

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

describe('JavaScript budgets (gzip -9 of the build output)', () => {
  const manifest = readManifest();

  for (const { page, modules, budget } of PAGES) {
    it(`${page} loads at most ${budget / KB} KB of JavaScript`, () => {
      const files = chunksOf(manifest, modules);
      const sizes = files.map((file) => ({ file, bytes: gzipBytes(file) }));
      const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
      console.info(
        `${page}: ${(total / KB).toFixed(1)} KB in ${files.length} files\n` +
          sizes.map((s) => `  ${(s.bytes / KB).toFixed(1).padStart(6)} KB ${s.file}`).join('\n'),
      );
      expect(total).toBeLessThanOrEqual(budget);
    });
  }

  it('keeps form, map and date libraries out of the landing page', () => {
    const files = chunksOf(manifest, PAGES[0].modules);
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
