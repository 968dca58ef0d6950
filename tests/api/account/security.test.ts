// Cross-cutting protections of accounts (ADR 0005; docs/architecture.md §3): unsafe methods from
// another site refused with 403 (Origin / Sec-Fetch-Site), per-IP rate limits with 429 and a Spanish
// wait message, production cookie flags, and the outbox folder when there is no SMTP server.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, registerMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, GOOD_PASSWORD, login, type AccountTestApp } from './helpers';

let t: AccountTestApp;

beforeAll(async () => {
  t = await buildAccountApp({
    config: { publicUrl: 'https://buscagym.example' },
    env: {
      RATE_LIMIT_LOGIN_MAX: '3',
      RATE_LIMIT_REGISTER_MAX: '2',
      RATE_LIMIT_RESET_MAX: '3',
      ALLOWED_ORIGINS: 'https://app.buscagym.example',
    },
  });
  await createAccount(t.handle, { email: 'ana@example.com', name: 'Ana' });
});
afterAll(async () => t?.close());

/** A login attempt from `ip` with the given browser headers (no Client defaults). */
const attempt = (headers: Record<string, string>, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/service/login',
    remoteAddress: ip,
    headers: { host: 'buscagym.example', ...headers },
    payload: { username: 'ana@example.com', password: GOOD_PASSWORD },
  });

describe('cross-site requests (CSRF)', () => {
  let nextIp = 0;

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'Sec-Fetch-Site same-site from a sibling',
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.buscagym.example.org' },
    ],
    ['a foreign Origin without fetch metadata', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['cross-site metadata without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and the Spanish message', async (_label, headers) => {
    const res = await attempt(headers, '10.1.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.crossSite });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['same-origin fetch metadata', { 'sec-fetch-site': 'same-origin', origin: 'https://buscagym.example' }],
    ['the PUBLIC_URL origin', { origin: 'https://buscagym.example' }],
    ['the request host (dev proxy)', { origin: 'http://buscagym.example' }],
    ['an ALLOWED_ORIGINS origin', { 'sec-fetch-site': 'same-site', origin: 'https://app.buscagym.example' }],
    ['no browser headers at all', {}],
  ])('accepts %s', async (_label, headers) => {
    nextIp += 1;
    const res = await attempt(headers, `10.2.0.${nextIp}`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site account deletion even with a valid session cookie', async () => {
    const c = new Client(t.app);
    await c.request({
      method: 'POST',
      url: '/api/service/login',
      payload: { username: 'ana@example.com', password: GOOD_PASSWORD },
      remoteAddress: '10.3.0.1',
    });
    const res = await c.request({
      method: 'PUT',
      url: '/api/service/deleteuseraccount/',
      payload: { userId: '00000000-0000-4000-8000-000000000000', password: GOOD_PASSWORD },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: accountMessages.crossSite });
  });

  it('lets cross-site GETs through (safe methods)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('per-IP rate limits', () => {
  it('login: the 4th call from one IP within the window gets 429, Retry-After and a Spanish wait message', async () => {
    const ip = '192.0.2.10';
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await attempt({}, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const limited = await attempt({}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Demasiados intentos desde tu conexión\. Esperá 15 minutos/,
    );
    expect((await attempt({}, '192.0.2.11')).statusCode).toBe(200);
  });

  it('register: counted per IP, before validation', async () => {
    const ip = '192.0.2.20';
    const call = () =>
      t.app.inject({ method: 'POST', url: '/api/service/register', remoteAddress: ip, payload: {} });
    expect((await call()).json()).toMatchObject({ fields: { name: registerMessages.allRequired } });
    expect((await call()).statusCode).toBe(400);
    expect((await call()).statusCode).toBe(429);
  });

  it('reset: request, submission and activation resend share one allowance', async () => {
    const ip = '192.0.2.30';
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });
    expect((await inject('GET', '/api/service/updatepassword?userName=ana@example.com')).statusCode).toBe(
      200,
    );
    expect(
      (await inject('POST', '/api/service/activation/resend', { username: 'ana@example.com' })).statusCode,
    ).toBe(202);
    const third = await inject('POST', '/api/service/updatepassword', {
      userId: '00000000-0000-4000-8000-000000000000',
      secretToken: 'ABCDEFGH',
      newPassword: 'Otra-Clave-Larga-1',
    });
    expect(third.statusCode).toBe(400);
    const fourth = await inject('GET', '/api/service/updatepassword?userName=ana@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toHaveProperty('message');
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the activation mail to DATA_DIR/outbox as .eml with the link from PUBLIC_URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/register',
      remoteAddress: '192.0.2.40',
      payload: { name: 'Olga Ruiz', username: 'olga@example.com', password: GOOD_PASSWORD, type: 'user' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.idle();
    const files = (await readdir(t.config.outboxDir)).filter((f) => f.endsWith('.eml'));
    const contents = await Promise.all(files.map((f) => readFile(path.join(t.config.outboxDir, f), 'utf8')));
    const mail = contents.find((c) => c.includes('To: olga@example.com'));
    expect(mail).toBeDefined();
    expect(mail?.replace(/=\r?\n/g, '')).toMatch(
      /https:\/\/buscagym\.example\/activation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/,
    );
  });
});

describe('production cookie', () => {
  it('is Secure and __Host- prefixed when NODE_ENV is production', async () => {
    const prod = await buildAccountApp({ handle: t.handle, config: { env: 'production' } });
    try {
      const res = await login(new Client(prod.app), 'ana@example.com');
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-buscagym_session=/);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    } finally {
      await prod.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every account call at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/service/register',
        '/api/service/activation/{userId}/{secretToken}',
        '/api/service/activation/resend',
        '/api/service/login',
        '/api/service/logout',
        '/api/service/google/auth',
        '/api/service/google/auth/profile',
        '/api/service/updatepassword',
        '/api/service/deleteuseraccount/',
        '/api/user/profile/{id}',
      ]),
    );
  });
});
