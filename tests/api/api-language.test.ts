// The API answers in the request's language (ADR 0055): the idioma cookie, else Accept-Language,
// else es-AR, for the messages read while answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NO_ROUTE = {
  'es-AR': 'Esa dirección de la API no existe.',
  'es-MX': 'Esa dirección de la API no existe.',
  'pt-BR': 'Esse endereço da API não existe.',
};

describe('the language of an API answer', () => {
  it('is es-AR unless the request asks for another of ours', async () => {
    for (const headers of [{}, { 'accept-language': 'en' }, { 'accept-language': 'es-AR' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(NO_ROUTE['es-AR']);
      expect(res.headers['content-language']).toBe('es-AR');
    }
  });

  it('follows Accept-Language and the idioma cookie', async () => {
    const pt = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(pt.json<{ message: string }>().message).toBe(NO_ROUTE['pt-BR']);
    expect(pt.headers['content-language']).toBe('pt-BR');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'pt-BR', cookie: 'idioma=es-MX' },
    });
    expect(chosen.headers['content-language']).toBe('es-MX');
  });

  it('keeps the language of a request with a body through its validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/login',
      headers: { 'accept-language': 'pt-BR', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('O corpo da solicitação não é um JSON válido.');
  });

  // A schema is built once, at module load; its messages are read per issue (ADR 0055 decision 7).
  it('gives a refused field its message in the language of the header or of the cookie', async () => {
    const CASES = [
      {
        asked: (locale: string) => ({ 'accept-language': locale }),
        payload: { name: 'Ana Pérez', username: 'ana.idioma@example.com', password: 'ab', type: 'user' },
        texts: {
          'es-AR': 'La constraseña debe tener un mínimo de tres caracteres',
          'es-MX': 'La contraseña debe tener un mínimo de tres caracteres',
          'pt-BR': 'A senha deve ter no mínimo três caracteres',
        },
      },
      {
        asked: (locale: string) => ({ cookie: `idioma=${locale}` }),
        payload: { username: 'ana.idioma@example.com', password: 'secreta-larga', type: 'user' },
        texts: {
          'es-AR': 'Por favor complete todos los campos',
          'es-MX': 'Por favor completa todos los campos',
          'pt-BR': 'Por favor, preencha todos os campos',
        },
      },
    ];
    for (const { asked, payload, texts } of CASES)
      for (const [locale, text] of Object.entries(texts)) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/service/register',
          headers: asked(locale),
          payload,
        });
        expect(res.statusCode, locale).toBe(400);
        expect(res.json<{ message: string }>().message, locale).toBe(text);
      }
  });
});
