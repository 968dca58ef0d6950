// Request log lines carry no personal data (OWASP Logging Cheat Sheet "Data to exclude"; Ley 25.326):
// the app's real log output, read line by line while account calls run with e-mail addresses in the
// query (`?userName=` of SPEC §7's reset call), in the path (an administrator's unlock) and in bodies,
// and an activation link's secret in the path. No line may hold an e-mail address or the secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../../src/server/plugins/logger';
import {
  buildAccountApp,
  Client,
  createAccount,
  GOOD_PASSWORD,
  sessionFor,
  type AccountTestApp,
} from './helpers';
import { activationLinkOf, startSmtp, type TestSmtp } from './smtp';

const EMAIL = 'ana.quiroga@example.com';
const NEW_EMAIL = 'bruno.sosa@example.com';
/** Any e-mail address, raw or percent-encoded. */
const ANY_EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/i;

let t: AccountTestApp;
let smtp: TestSmtp;
let lines: string[];

beforeAll(async () => {
  lines = [];
  smtp = await startSmtp();
  t = await buildAccountApp({
    config: { smtpUrl: smtp.url, publicUrl: 'https://buscagym.test', logLevel: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await createAccount(t.handle, { email: EMAIL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The `req.url` of every "incoming request" line so far. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '');

describe('request log lines', () => {
  it('hold no e-mail address and no activation secret, while still naming each call', async () => {
    const client = new Client(t.app);
    const since = smtp.messages.length;
    expect((await client.get(`/api/service/updatepassword?userName=${EMAIL}`)).statusCode).toBe(200);
    expect(
      (await client.get(`/api/service/updatepassword?userName=${encodeURIComponent(EMAIL)}`)).statusCode,
    ).toBe(200);
    const register = await client.post('/api/service/register', {
      name: 'Bruno Sosa',
      username: NEW_EMAIL,
      password: GOOD_PASSWORD,
      type: 'user',
    });
    expect(register.statusCode).toBe(201);
    const link = activationLinkOf(await smtp.waitFor(NEW_EMAIL, { since }));
    expect((await client.get(`/api/service/activation/${link.userId}/${link.secretToken}`)).statusCode).toBe(
      200,
    );
    expect(
      (await client.post('/api/service/login', { username: EMAIL, password: 'Otra-Clave-Mala-1' }))
        .statusCode,
    ).toBe(401);
    expect((await client.get(`/api/no-such-route/${EMAIL}?correo=${EMAIL}`)).statusCode).toBe(404);
    const adminId = await createAccount(t.handle, { email: 'admin.log@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    expect(
      (await admin.delete(`/api/admin/lockaccounts/${encodeURIComponent(EMAIL)}`)).statusCode,
    ).toBeLessThan(500);
    await t.app.mailer.idle();

    const urls = loggedUrls();
    expect(urls).toContain(`/api/service/updatepassword?userName=${REDACTED}`);
    expect(urls).toContain(`/api/service/activation/${link.userId}/${REDACTED}`);
    expect(urls).toContain(`/api/admin/lockaccounts/${REDACTED}`);
    expect(urls).toContain(`/api/no-such-route/${REDACTED}?correo=${REDACTED}`);
    expect(lines.length).toBeGreaterThan(16);
    for (const line of lines) {
      expect(line).not.toMatch(ANY_EMAIL);
      expect(line).not.toContain(link.secretToken);
    }
  });
});
