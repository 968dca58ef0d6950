import { describe, expect, it } from 'vitest';
import { clientPage } from './page-html';

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
