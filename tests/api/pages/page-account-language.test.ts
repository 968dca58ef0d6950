// A server-rendered page in a signed-in account's language (ADR 0055): users.locale comes ahead of the
// idioma cookie and Accept-Language, on <html lang>, in Content-Language and in the rendered texts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { loadDevRender, type WebRender } from '../../../src/server/plugins/pages/web-render';
import { createAccount, sessionFor } from '../account/helpers';
import { buildTestApp, type TestApp } from '../helpers/app';
import { NOW, decode, insertPageFixtures } from './page-fixtures';

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

describe("a page's language for a signed-in account", () => {
  it('is its pt-BR over an idioma cookie of es-MX and an es-AR Accept-Language', async () => {
    const id = await createAccount(t.handle, { email: 'pagina.pt@example.com' });
    await t.handle.db.execute(sql`update users set locale = 'pt-BR' where id = ${id}`);
    const session = (await sessionFor(t, id)).session ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: {
        accept: 'text/html',
        'accept-language': 'es-AR',
        cookie: `buscagym_session=${session}; idioma=es-MX`,
      },
    });
    const html = decode(res.body);
    expect(res.headers['content-language']).toBe('pt-BR');
    expect(/<html lang="([^"]*)"/.exec(html)?.[1]).toBe('pt-BR');
    expect(html).toMatch(/<option value="pt-BR"[^>]*selected/);

    // Without the session, the same browser gets its cookie's language.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-language': 'es-AR', cookie: 'idioma=es-MX' },
    });
    expect(visitor.headers['content-language']).toBe('es-MX');
  });
});
