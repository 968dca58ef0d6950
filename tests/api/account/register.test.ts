// Registration and activation (SPEC §5 "Registration", §5 "Activation"; ADR 0021): every §5 message, the
// server password rule, the blocklist's 403, the activation mail received by a real SMTP server, single
// use, expiry and the resend call. Every state of a link and the pre-account takeover: activation.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../../src/server/db/schema';
import { lockedEmails, registrations } from '../../../src/server/db/schema-accounts';
import {
  accountFieldMessages,
  accountMailMessages,
  accountMessages,
  activationLinkMessages,
  catalogueFieldMessages,
  loginMessages,
  passwordMessages,
  registerMessages,
} from '../../../src/shared/messages';
import { leaksInternals } from '../helpers/app';
import { buildAccountApp, Client, GOOD_PASSWORD, login, type AccountTestApp } from './helpers';
import { activationLinkOf, startSmtp, type TestSmtp } from './smtp';

let t: AccountTestApp;
let smtp: TestSmtp;
let client: Client;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildAccountApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://buscagym.test' } });
  client = new Client(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const valid = {
  name: 'Ana Pérez',
  username: 'ana@example.com',
  password: GOOD_PASSWORD,
  latitude: -34.6,
  longitude: -58.4,
  type: 'user',
};
const register = (body: object) => client.post('/api/service/register', body);

describe('POST /api/service/register — validation (SPEC §5 messages)', () => {
  it.each([
    ['name missing', { name: undefined }, 'name', registerMessages.allRequired],
    ['name too short', { name: 'Al' }, 'name', registerMessages.nameRequired],
    ['name not starting with two letters', { name: '1Ana' }, 'name', registerMessages.nameLetters],
    ['email missing', { username: undefined }, 'username', registerMessages.allRequired],
    ['email too short', { username: 'a@' }, 'username', registerMessages.emailRequired],
    ['email invalid', { username: 'ana.example.com' }, 'username', registerMessages.emailInvalid],
    ['password missing', { password: undefined }, 'password', registerMessages.allRequired],
    ['password of 1', { password: 'a' }, 'password', registerMessages.passwordRequired],
    ['password of 2', { password: 'ab' }, 'password', registerMessages.passwordTooShort],
    ['password of 7 (server rule)', { password: 'Abc-123' }, 'password', accountFieldMessages.passwordMin],
    ['type missing', { type: undefined }, 'type', registerMessages.allRequired],
    ['type admin', { type: 'admin' }, 'type', registerMessages.selectTypeHint],
    ['latitude out of range', { latitude: 91 }, 'latitude', catalogueFieldMessages.latitude],
  ])('%s → 400 with its message', async (_label, change, field, message) => {
    const res = await register({
      ...valid,
      username: `v${Math.random()}@example.com`.slice(0, 40),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields[field]).toBe(message);
    expect(body.message).toBe(message);
  });

  it('refuses a common password with a Spanish message for the form', async () => {
    const res = await register({ ...valid, username: 'common@example.com', password: 'Password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: accountFieldMessages.passwordCommon,
      fields: { password: accountFieldMessages.passwordCommon },
    });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/service/register',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(leaksInternals(res.body)).toBe(false);
  });
});

describe('POST /api/service/register — creation, activation mail and activation', () => {
  let userId = '';
  let secretToken = '';

  it('creates an inactive account (201) and mails the activation link in Spanish', async () => {
    const since = smtp.messages.length;
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: true, message: accountMessages.registered });

    const mail = await smtp.waitFor('ana@example.com', { since });
    expect(mail.subject).toBe(accountMailMessages.activationSubject);
    expect(mail.text).toContain(accountMailMessages.activationIntro);
    expect(mail.html).toContain(accountMailMessages.activationButton);
    const link = activationLinkOf(mail);
    expect(link.link.startsWith('https://buscagym.test/activation/')).toBe(true);
    expect(mail.html).toContain(link.link);
    ({ userId, secretToken } = link);
    expect(userId.length).toBeGreaterThan(9);
    expect(secretToken.length).toBeGreaterThan(5);

    // The account row holds only the e-mail until a link activates it; the registration keeps the rest
    // (ADR 0021).
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      email: 'ana@example.com',
      active: false,
      passwordHash: null,
      latitude: null,
    });
    const rows = await t.handle.db.select().from(registrations).where(eq(registrations.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Pérez', type: 'user', latitude: '-34.6000000' });
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.tokenHash).not.toContain(secretToken);
  });

  it('an inactive account cannot sign in: active false, spec message, no session', async () => {
    const c = new Client(t.app);
    const res = await login(c, 'ana@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ login: false, active: false, message: loginMessages.inactive });
    expect(c.session).toBeUndefined();
  });

  it('refuses a wrong token, then activates once with the mailed one', async () => {
    const wrong = await client.get(`/api/service/activation/${userId}/${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      activated: false,
      reason: 'invalid',
      message: activationLinkMessages.invalid,
    });

    const ok = await client.get(`/api/service/activation/${userId}/${secretToken}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ activated: true, message: passwordMessages.activated });

    const again = await client.get(`/api/service/activation/${userId}/${secretToken}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      activated: false,
      reason: 'used',
      message: activationLinkMessages.used,
    });

    expect((await login(new Client(t.app), 'ana@example.com')).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: 'Ana Pérez', type: 'user', active: true, latitude: '-34.6000000' });
  });

  it('refuses a malformed user id as an invalid link', async () => {
    const res = await client.get('/api/service/activation/not-a-uuid/abcdefgh');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'invalid' });
  });

  it('a partner registration gets its partner profile when its link activates the account', async () => {
    const since = smtp.messages.length;
    const res = await register({
      ...valid,
      name: 'Gimnasio Norte',
      username: 'norte@example.com',
      type: 'partner',
    });
    expect(res.statusCode).toBe(201);
    const link = activationLinkOf(await smtp.waitFor('norte@example.com', { since }));
    expect((await client.get(`/api/service/activation/${link.userId}/${link.secretToken}`)).statusCode).toBe(
      200,
    );
    const rows = await t.handle.db
      .select({ name: partners.name })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(eq(users.email, 'norte@example.com'));
    expect(rows).toEqual([{ name: 'Gimnasio Norte' }]);
  });

  it('refuses a locked e-mail with 403 created false', async () => {
    await t.handle.db.insert(lockedEmails).values({ email: 'bloqueado@example.com', reason: 'spam' });
    const res = await register({ ...valid, username: 'Bloqueado@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ created: false, message: accountMessages.emailLocked });
  });
});

describe('activation expiry and resend', () => {
  it('an expired link (48 h) gets its message; resend mails a new link that works', async () => {
    const since = smtp.messages.length;
    expect((await register({ ...valid, username: 'tarde@example.com' })).statusCode).toBe(201);
    const first = activationLinkOf(await smtp.waitFor('tarde@example.com', { since }));
    await t.handle.db
      .update(registrations)
      .set({ expiresAt: sql`now() - interval '1 second'`, createdAt: sql`now() - interval '49 hours'` })
      .where(eq(registrations.userId, first.userId));

    const expired = await client.get(`/api/service/activation/${first.userId}/${first.secretToken}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      activated: false,
      reason: 'expired',
      message: activationLinkMessages.expired,
    });

    const again = smtp.messages.length;
    const resend = await client.post('/api/service/activation/resend', { userId: first.userId });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ sent: true, message: accountMessages.activationResent });
    const second = activationLinkOf(await smtp.waitFor('tarde@example.com', { since: again }));
    expect(second.secretToken).not.toBe(first.secretToken);
    expect(
      (await client.get(`/api/service/activation/${second.userId}/${second.secretToken}`)).statusCode,
    ).toBe(200);
  });

  it('resend answers alike for unknown accounts and sends nothing', async () => {
    const since = smtp.messages.length;
    const byMail = await client.post('/api/service/activation/resend', { username: 'nadie@example.com' });
    const byId = await client.post('/api/service/activation/resend', {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(byMail.statusCode).toBe(202);
    expect(byId.json()).toEqual(byMail.json());
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(since);
  });

  it('resend needs exactly one of userId and username', async () => {
    const res = await client.post('/api/service/activation/resend', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: accountFieldMessages.resendTarget });
  });
});
