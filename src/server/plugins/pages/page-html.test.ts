import { describe, expect, it } from 'vitest';
import { clientPage, lowPriorityScripts } from './page-html';

const template =
  '<!doctype html><html><head><title>BuscaGym</title></head><body><div id="root"></div></body></html>';

describe('clientPage', () => {
  it('paints the top bar and the sign-in heading inside #root before any script runs', () => {
    const login = clientPage(template, '/login');
    expect(login).toMatch(/<div id="root"><div class="app"><header class="topbar">.*<h1>/);
    expect(clientPage(template, '/profile/user/ana/1')).toContain(
      '<main id="main" class="app__main"></main>',
    );
  });

  it('keeps private screens out of search engines, but not the public pages the browser renders', () => {
    for (const path of ['/login', '/cart', '/profile/user/ana/1', '/nope'])
      expect(clientPage(template, path), path).toContain('<meta name="robots" content="noindex"></head>');
    for (const path of ['/fuentes', '/arrepentimiento', '/baja'])
      expect(clientPage(template, path), path).not.toContain('noindex');
  });
});

describe('lowPriorityScripts', () => {
  it('asks for the entry and the preloaded chunks at low priority, and leaves other tags alone', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="manifest" href="/manifest.webmanifest">';
    expect(lowPriorityScripts(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">' +
        '<link rel="manifest" href="/manifest.webmanifest">',
    );
  });
});
