// The language of a page (ADR 0055): the visitor's `idioma` cookie, else Accept-Language, else es-AR;
// written on <html lang>, in Content-Language and in the texts React renders on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { loadDevRender, type WebRender } from '../../../src/server/plugins/pages/web-render';
import { buildTestApp, type TestApp } from '../helpers/app';
import { NOW, REVIEWED, decode, insertPageFixtures } from './page-fixtures';

let t: TestApp;
let render: WebRender;
beforeAll(async () => {
  render = await loadDevRender(PROJECT_ROOT);
  t = await buildTestApp({ prepare: insertPageFixtures, now: () => NOW, webRender: render });
});
afterAll(async () => {
  await t?.close();
  await render?.close();
});

/** A page as a browser with these headers gets it. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  return { html: decode(res.body), language: res.headers['content-language'], vary: res.headers.vary };
}
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

// The top bar's "Sos propietario? Unite!" (SPEC §1) in each catalogue.
const OWNER_PITCH = {
  'es-AR': 'Sos propietario? Unite!',
  'es-MX': '¿Eres propietario? ¡Únete!',
  'pt-BR': 'Tem uma academia? Cadastre-se!',
};

describe('the language of a page', () => {
  it('is es-AR, the spec text, for a browser that asks for none of ours', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'es' },
    ];
    for (const headers of asked) {
      const { html, language, vary } = await page('/', headers);
      expect(langOf(html)).toBe('es-AR');
      expect(language).toBe('es-AR');
      expect(vary).toContain('accept-language');
      expect(html).toContain(OWNER_PITCH['es-AR']);
    }
  });

  it('follows Accept-Language, by its weights and without regard to case (RFC 9110 §12.5.4)', async () => {
    for (const [header, locale] of [
      ['pt-BR,pt;q=0.9', 'pt-BR'],
      ['pt-PT, pt;q=0.8', 'pt-BR'],
      ['es-mx', 'es-MX'],
      ['en;q=0.9, es-MX;q=0.5, pt-BR;q=0.4', 'es-MX'],
    ] as const) {
      const { html, language } = await page('/', { 'accept-language': header });
      expect({ header, lang: langOf(html), language }).toEqual({ header, lang: locale, language: locale });
      expect(html).toContain(OWNER_PITCH[locale]);
      expect(html).not.toContain(OWNER_PITCH['es-AR']);
      // The footer's language picker shows the page's language chosen.
      expect(html).toMatch(new RegExp(`<option value="${locale}"[^>]*selected`));
    }
  });

  it('takes the visitor’s choice (the idioma cookie) over Accept-Language, and ignores an unknown one', async () => {
    const chosen = await page('/', { 'accept-language': 'pt-BR', cookie: 'idioma=es-MX' });
    expect(langOf(chosen.html)).toBe('es-MX');
    expect(chosen.html).toContain(OWNER_PITCH['es-MX']);
    const unknown = await page('/', { 'accept-language': 'pt-BR', cookie: 'idioma=fr-FR' });
    expect(langOf(unknown.html)).toBe('pt-BR');
  });

  it('is written on the frame of a page the browser renders too', async () => {
    const { html, language } = await page('/login', { 'accept-language': 'pt-BR' });
    expect(langOf(html)).toBe('pt-BR');
    expect(language).toBe('pt-BR');
  });

  // The server render reads the API in-process (ADR 0046); those reads ask in the page's language, so
  // what the API words comes with the page as the browser would read it, not in es-AR.
  it("carries the API's answers in the page's language (a gym's monthly fee)", async () => {
    const FEE = { 'es-AR': 'Cuota mensual', 'es-MX': 'Mensualidad', 'pt-BR': 'Mensalidade' };
    for (const [locale, fee] of Object.entries(FEE)) {
      const { html } = await page(`/detail/gym/${REVIEWED.id}`, { cookie: `idioma=${locale}` });
      expect(html, locale).toContain(`"name":"${fee}"`);
      for (const other of Object.values(FEE).filter((name) => name !== fee))
        expect(html, locale).not.toContain(`"name":"${other}"`);
    }
  });
});
