import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, preloadTags, routePages, stylesheetsOf, type Manifest } from './route-preload';

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

describe('preloadTags and stylesheetsOf', () => {
  it("name a screen's chunks, their imports and stylesheets, but nothing the entry already loads", () => {
    const tags = preloadTags(manifest, ['features/gyms/pages/GymMapPage.tsx']).split(/\s*\n\s*/);
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/GymMapPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/leaflet-1.js">',
    ]);
    expect(stylesheetsOf(manifest, ['features/gyms/pages/GymMapPage.tsx'])).toEqual([
      'assets/GymMapPage-1.css',
      'assets/leaflet-1.css',
    ]);
  });

  it('give nothing for a module that is not in the manifest', () => {
    expect(preloadTags(manifest, ['features/nope.tsx'])).toBe('');
    expect(stylesheetsOf(manifest, ['features/nope.tsx'])).toEqual([]);
  });
});

describe('inlineStylesheet', () => {
  it('carries the rules and leaves a disabled link for the chunk loader to find', () => {
    expect(inlineStylesheet('assets/a-1.css', '.a{color:red}')).toBe(
      '<style data-href="/assets/a-1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>',
    );
  });

  it('links a stylesheet whose text would close the style element', () => {
    expect(inlineStylesheet('assets/a-1.css', '.a:after{content:"</style>"}')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a-1.css">',
    );
  });
});

describe('routePages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'buscagym-preload-'));
  const html =
    '<!doctype html><html><head><title>BuscaGym</title>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
    '<body><div id="root"></div></body></html>';
  writeFileSync(path.join(dir, 'index.html'), html);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', 'index-1.css'), '.entry{margin:0}');
  writeFileSync(path.join(dir, 'assets', 'GymMapPage-1.css'), '.map-page{margin:0}');
  const entryStyle = inlineStylesheet('assets/index-1.css', '.entry{margin:0}');

  it('carries the entry’s stylesheets in every page, with or without a manifest', () => {
    expect(routePages(dir)('/profile/user/ana/1')).toBe(
      html.replace('<link rel="stylesheet" crossorigin href="/assets/index-1.css">', entryStyle),
    );
  });

  it('adds the preloads and stylesheets of the address’s screen to the head, nothing for others', () => {
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const pageFor = routePages(dir);
    const maps = pageFor('/maps');
    expect(maps).toContain('<link rel="modulepreload" crossorigin href="/assets/GymMapPage-1.js">');
    expect(maps.indexOf('GymMapPage-1.js')).toBeLessThan(maps.indexOf('</head>'));
    expect(maps).toContain(inlineStylesheet('assets/GymMapPage-1.css', '.map-page{margin:0}'));
    expect(maps.indexOf(entryStyle)).toBeLessThan(maps.indexOf('.map-page{'));
    // A file that cannot be read stays a link.
    expect(maps).toContain('<link rel="stylesheet" crossorigin href="/assets/leaflet-1.css">');
    expect(pageFor('/profile/user/ana/1')).not.toContain('modulepreload');
    expect(pageFor('/mapsx')).not.toContain('modulepreload');
  });

  it("leaves #root empty: the page's content is the server render's or the first paint's", () => {
    const pageFor = routePages(dir);
    expect(pageFor('/maps')).toContain('<div id="root"></div>');
    expect(pageFor('/profile/user/ana/1')).toContain('<div id="root"></div>');
  });
});
