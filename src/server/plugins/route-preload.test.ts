import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadTags, routePages, type Manifest } from './route-preload';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_leaflet-1.js': { file: 'assets/leaflet-1.js', css: ['assets/leaflet-1.css'] },
  'features/gyms/pages/GymMapPage.tsx': {
    file: 'assets/GymMapPage-1.js',
    imports: ['_shared-1.js', '_leaflet-1.js', 'index.html'],
    css: ['assets/GymMapPage-1.css'],
  },
};

describe('preloadTags', () => {
  it("names a screen's chunks, their imports and stylesheets, but nothing the entry already loads", () => {
    const tags = preloadTags(manifest, ['features/gyms/pages/GymMapPage.tsx']).split(/\s*\n\s*/);
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/GymMapPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/leaflet-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/GymMapPage-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/leaflet-1.css">',
    ]);
  });

  it('gives nothing for a module that is not in the manifest', () => {
    expect(preloadTags(manifest, ['features/nope.tsx'])).toBe('');
  });
});

describe('routePages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'buscagym-preload-'));
  const html =
    '<!doctype html><html><head><title>BuscaGym</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dir, 'index.html'), html);

  it('adds the preloads of the address’s screen to the head, and nothing for other addresses', () => {
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const pageFor = routePages(dir);
    const maps = pageFor('/maps');
    expect(maps).toContain('<link rel="modulepreload" crossorigin href="/assets/GymMapPage-1.js">');
    expect(maps.indexOf('GymMapPage-1.js')).toBeLessThan(maps.indexOf('</head>'));
    expect(pageFor('/profile/user/ana/1')).not.toContain('modulepreload');
    expect(pageFor('/mapsx')).not.toContain('modulepreload');
  });

  it("leaves #root empty: the page's content is the server render's or the first paint's", () => {
    const pageFor = routePages(dir);
    expect(pageFor('/maps')).toContain('<div id="root"></div>');
    expect(pageFor('/profile/user/ana/1')).toBe(html);
  });
});
