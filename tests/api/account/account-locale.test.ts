// An account's language (ADR 0055): `PUT /api/account/locale` validates and stores it in users.locale,
// registering stores the language the request named (none when it named none), and a signed-in request is answered in it ahead of the idioma
// cookie and Accept-Language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from './helpers';

let t: AccountTestApp;
beforeAll(async () => {
  t = await buildAccountApp();
});
afterAll(async () => t?.close());

const LOCALE_URL = '/api/account/locale';
const NO_ROUTE = {
  'es-AR': 'Esa dirección de la API no existe.',
  'pt-BR': 'Esse endereço da API não existe.',
};

const storedLocale = async (id: string) =>
  (await t.handle.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

/** A missing route's answer to `client` with `headers`: its message and Content-Language. */
async function answerOf(client: Client, headers: Record<string, string> = {}) {
  const res = await client.request({ method: 'GET', url: '/api/no-such-route', headers });
  expect(res.statusCode).toBe(404);
  return { message: res.json<{ message: string }>().message, language: res.headers['content-language'] };
}

describe("an account's language", () => {
  it('is stored by PUT /api/account/locale, one of the three locales only, for the signed-in', async () => {
    const id = await createAccount(t.handle, { email: 'idioma.guardado@example.com' });
    const client = await sessionFor(t, id);
    expect(await storedLocale(id)).toBeNull();

    for (const locale of ['en', 'pt-br', 'pt', '', 42]) {
      const bad = await client.put(LOCALE_URL, { locale });
      expect(bad.statusCode, String(locale)).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('Elegí un idioma de la lista.');
    }
    expect((await client.put(LOCALE_URL, {})).statusCode).toBe(400);
    expect(await storedLocale(id)).toBeNull();

    const ok = await client.put(LOCALE_URL, { locale: 'es-MX' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ locale: 'es-MX' });
    expect(await storedLocale(id)).toBe('es-MX');

    const anonymous = new Client(t.app);
    expect((await anonymous.put(LOCALE_URL, { locale: 'pt-BR' })).statusCode).toBe(401);
  });

  it('answers a signed-in request in pt-BR without any header and over an idioma cookie of es-MX', async () => {
    const id = await createAccount(t.handle, { email: 'idioma.pt@example.com' });
    const client = await sessionFor(t, id);
    expect(await answerOf(client)).toEqual({ message: NO_ROUTE['es-AR'], language: 'es-AR' });
    expect((await client.put(LOCALE_URL, { locale: 'pt-BR' })).statusCode).toBe(200);

    expect(await answerOf(client)).toEqual({ message: NO_ROUTE['pt-BR'], language: 'pt-BR' });
    client.cookies.set('idioma', 'es-MX');
    expect(await answerOf(client, { 'accept-language': 'es-AR' })).toEqual({
      message: NO_ROUTE['pt-BR'],
      language: 'pt-BR',
    });
    // A body's validation answers in it too.
    const bad = await client.put(LOCALE_URL, { locale: 'fr' });
    expect(bad.json<{ message: string }>().message).toBe('Escolha um idioma da lista.');
    expect(bad.headers['content-language']).toBe('pt-BR');

    // Signed out, the same browser is answered by its cookie again.
    expect((await client.post('/api/service/logout')).statusCode).toBe(200);
    expect((await answerOf(client)).language).toBe('es-MX');
  });

  it('without a preference, a signed-in request follows the cookie, then Accept-Language', async () => {
    const id = await createAccount(t.handle, { email: 'idioma.ninguno@example.com' });
    const client = await sessionFor(t, id);
    expect((await answerOf(client, { 'accept-language': 'pt-BR' })).language).toBe('pt-BR');
    client.cookies.set('idioma', 'es-MX');
    expect((await answerOf(client, { 'accept-language': 'pt-BR' })).language).toBe('es-MX');
  });

  it('is documented at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths[LOCALE_URL] ?? {})).toEqual(['put']);
  });

  it('is the language a visitor registers in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/register',
      headers: { 'accept-language': 'pt-BR', 'sec-fetch-site': 'same-origin' },
      payload: {
        name: 'Joana Souza',
        username: 'joana.registro@example.com',
        password: 'Caballito-Parque-2024',
        type: 'user',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'joana.registro@example.com'));
    expect(row?.locale).toBe('pt-BR');
  });

  it('stays unset when the registering request named no language, so the visitor’s cookie keeps deciding', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/register',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {
        name: 'Marta Gómez',
        username: 'marta.registro@example.com',
        password: 'Caballito-Parque-2024',
        type: 'user',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.handle.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'marta.registro@example.com'));
    expect(row?.locale).toBeNull();
  });
});
