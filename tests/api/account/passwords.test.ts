// Password reset and change (ADR 0005; SPEC §4, §5 "Update password", "Reset password"):
// the reset mail received over SMTP, answers alike for unknown e-mails, 15 minutes and 5 tries, single
// use, and every other session ended.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, oneTimeTokens } from '../../../src/server/db/schema-accounts';
import {
  accountFieldMessages,
  accountMailMessages,
  accountMessages,
  passwordMessages,
  registerMessages,
} from '../../../src/shared/messages';
import {
  buildAccountApp,
  Client,
  createAccount,
  GOOD_PASSWORD,
  login,
  OTHER_PASSWORD,
  sessionFor,
  type AccountTestApp,
} from './helpers';
import { resetCodeOf, startSmtp, type TestSmtp } from './smtp';

let t: AccountTestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildAccountApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const askReset = (email: string) =>
  new Client(t.app).get(`/api/service/updatepassword?userName=${encodeURIComponent(email)}`);
const submit = (client: Client, body: object) => client.post('/api/service/updatepassword', body);

/** Asks a reset for `email` and returns the request id and the mailed code. */
async function resetMail(email: string) {
  const since = smtp.messages.length;
  const res = await askReset(email);
  const requestId = res.json<string>();
  const mail = await smtp.waitFor(email, { since });
  const mailed = resetCodeOf(mail);
  return { requestId, mail, code: mailed.code, mailedRequestId: mailed.requestId };
}

describe('GET /api/service/updatepassword (reset step 1)', () => {
  it('answers an opaque request id as a JSON string and mails the code in Spanish', async () => {
    await createAccount(t.handle, { email: 'ana@example.com', name: 'Ana' });
    const { requestId, mail, code, mailedRequestId } = await resetMail('Ana@Example.com');
    expect(requestId).toMatch(UUID);
    expect(mailedRequestId).toBe(requestId);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(mail.subject).toBe(accountMailMessages.resetSubject);
    expect(mail.text).toContain(accountMailMessages.resetIntro);
    expect(mail.text).toContain(`http://localhost:3000/resetpassword?request=${requestId}`);
    expect(mail.html).toContain(code);
  });

  it('answers an unknown e-mail exactly alike, stores a decoy, and mails nothing', async () => {
    const since = smtp.messages.length;
    const known = await askReset('ana@example.com');
    const unknown = await askReset('nadie@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.json<string>()).toMatch(UUID);
    expect(unknown.body.length).toBe(known.body.length);
    const [decoy] = await t.handle.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.id, unknown.json<string>()));
    expect(decoy).toMatchObject({ userId: null, kind: 'reset', tries: 0 });
    await smtp.waitFor('ana@example.com', { since });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.slice(since).map((m) => m.to[0])).toEqual(['ana@example.com']);
  });

  it.each([
    ['missing', '', passwordMessages.resetIncomplete],
    ['empty', '?userName=', passwordMessages.resetIncomplete],
    ['invalid', '?userName=ana.example.com', registerMessages.emailInvalid],
  ])('%s userName → 400 {message} (the screen stays on step 1)', async (_label, query, message) => {
    const res = await new Client(t.app).get(`/api/service/updatepassword${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });
});

describe('POST /api/service/updatepassword (reset step 2)', () => {
  it('refuses a wrong code, then resets with the right one, ends sessions and works once', async () => {
    await createAccount(t.handle, { email: 'bea@example.com', name: 'Bea' });
    const signedIn = new Client(t.app);
    await login(signedIn, 'bea@example.com');
    const { requestId, code } = await resetMail('bea@example.com');
    const c = new Client(t.app);

    const wrong = await submit(c, {
      userId: requestId,
      secretToken: 'ZZZZZZZZ',
      newPassword: OTHER_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: accountMessages.resetCodeInvalid,
      fields: { secretToken: accountMessages.resetCodeInvalid },
    });

    const weak = await submit(c, { userId: requestId, secretToken: code, newPassword: 'qwertyuiop' });
    expect(weak.json()).toMatchObject({ message: accountFieldMessages.passwordCommon });

    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const ok = await submit(c, { userId: requestId, secretToken: typed, newPassword: OTHER_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('application/json');
    expect(ok.json()).toBe(accountMessages.passwordReset);

    expect((await signedIn.get('/api/user/profile/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      401,
    );
    expect((await login(new Client(t.app), 'bea@example.com')).statusCode).toBe(401);
    expect((await login(new Client(t.app), 'bea@example.com', OTHER_PASSWORD)).statusCode).toBe(200);

    const reused = await submit(c, {
      userId: requestId,
      secretToken: code,
      newPassword: 'Otra-Clave-Nueva-9',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: accountMessages.resetCodeExpired });
  });

  it('allows 5 tries per request, then refuses even the right code', async () => {
    await createAccount(t.handle, { email: 'carla@example.com', name: 'Carla' });
    const { requestId, code } = await resetMail('carla@example.com');
    const c = new Client(t.app);
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(
        (
          await submit(c, { userId: requestId, secretToken: `WRONG00${i}`, newPassword: OTHER_PASSWORD })
        ).json<{ message: string }>().message,
      );
    }
    expect(messages).toEqual([
      ...Array(4).fill(accountMessages.resetCodeInvalid),
      accountMessages.resetCodeExpired,
    ]);
    const right = await submit(c, { userId: requestId, secretToken: code, newPassword: OTHER_PASSWORD });
    expect(right.json()).toMatchObject({ message: accountMessages.resetCodeExpired });
  });

  it('a decoy request (unknown e-mail) fails exactly like a real one', async () => {
    const decoyId = (await askReset('fantasma@example.com')).json<string>();
    const c = new Client(t.app);
    const messages = [];
    for (let i = 0; i < 6; i += 1) {
      messages.push(
        (await submit(c, { userId: decoyId, secretToken: `WRONG00${i}`, newPassword: OTHER_PASSWORD })).json<{
          message: string;
        }>().message,
      );
    }
    expect(messages).toEqual([
      ...Array(4).fill(accountMessages.resetCodeInvalid),
      ...Array(2).fill(accountMessages.resetCodeExpired),
    ]);
  });

  it('a code older than 15 minutes or an unknown request id is refused as expired', async () => {
    await createAccount(t.handle, { email: 'dani@example.com', name: 'Dani' });
    const { requestId, code } = await resetMail('dani@example.com');
    await t.handle.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.id, requestId));
    const c = new Client(t.app);
    const late = await submit(c, { userId: requestId, secretToken: code, newPassword: OTHER_PASSWORD });
    expect(late.json()).toMatchObject({ message: accountMessages.resetCodeExpired });
    const unknown = await submit(c, {
      userId: '00000000-0000-4000-8000-000000000000',
      secretToken: code,
      newPassword: OTHER_PASSWORD,
    });
    expect(unknown.json()).toMatchObject({ message: accountMessages.resetCodeExpired });
  });

  it('works while the account is locked, lifts the lock, and activates an inactive account', async () => {
    await createAccount(t.handle, { email: 'eva@example.com', name: 'Eva', active: false });
    for (let i = 1; i <= 5; i += 1) await login(new Client(t.app), 'eva@example.com', `Wrong-Guess-${i}`);
    expect((await login(new Client(t.app), 'eva@example.com')).statusCode).toBe(429);
    const { requestId, code } = await resetMail('eva@example.com');
    expect(
      (await submit(new Client(t.app), { userId: requestId, secretToken: code, newPassword: OTHER_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.handle.db.select().from(loginThrottles).where(eq(loginThrottles.email, 'eva@example.com')),
    ).toEqual([]);
    expect((await login(new Client(t.app), 'eva@example.com', OTHER_PASSWORD)).json()).toMatchObject({
      login: true,
      active: true,
    });
  });

  it.each([
    ['no userId', { newPassword: OTHER_PASSWORD, secretToken: 'ABCDEFGH' }, passwordMessages.checkForm],
    [
      'empty code',
      { userId: '00000000-0000-4000-8000-000000000000', newPassword: OTHER_PASSWORD, secretToken: '' },
      passwordMessages.resetCheckInfo,
    ],
    [
      'neither code nor password',
      { userId: '00000000-0000-4000-8000-000000000000', newPassword: OTHER_PASSWORD },
      accountFieldMessages.changeOrReset,
    ],
    [
      'short new password',
      { userId: '00000000-0000-4000-8000-000000000000', newPassword: 'abc', secretToken: 'ABCDEFGH' },
      accountFieldMessages.passwordMin,
    ],
  ])('%s → 400 with its message', async (_label, body, message) => {
    const res = await submit(new Client(t.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('POST /api/service/updatepassword (change)', () => {
  it('needs a session (401) and the own account (403)', async () => {
    const fanny = await createAccount(t.handle, { email: 'fanny@example.com', name: 'Fanny' });
    const body = { userId: fanny, password: GOOD_PASSWORD, newPassword: OTHER_PASSWORD };
    const anonymous = await submit(new Client(t.app), body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: accountMessages.sessionRequired });
    const ana = new Client(t.app);
    await login(ana, 'ana@example.com');
    const other = await submit(ana, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: accountMessages.forbidden });
  });

  it('checks the current password and the new one, then changes it and ends the other sessions', async () => {
    const gabi = await createAccount(t.handle, { email: 'gabi@example.com', name: 'Gabi' });
    const phone = new Client(t.app);
    const laptop = new Client(t.app);
    await login(phone, 'gabi@example.com');
    await login(laptop, 'gabi@example.com');

    const wrong = await submit(laptop, {
      userId: gabi,
      password: 'Not-My-Password-1',
      newPassword: OTHER_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: accountMessages.wrongCurrentPassword } });
    const same = await submit(laptop, { userId: gabi, password: GOOD_PASSWORD, newPassword: GOOD_PASSWORD });
    expect(same.json()).toMatchObject({ fields: { newPassword: accountFieldMessages.passwordSame } });
    const common = await submit(laptop, { userId: gabi, password: GOOD_PASSWORD, newPassword: 'iloveyou' });
    expect(common.json()).toMatchObject({ fields: { newPassword: accountFieldMessages.passwordCommon } });

    const ok = await submit(laptop, { userId: gabi, password: GOOD_PASSWORD, newPassword: OTHER_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(accountMessages.passwordChanged);
    expect((await phone.get(`/api/user/profile/${gabi}`)).statusCode).toBe(401);
    expect((await laptop.get(`/api/user/profile/${gabi}`)).statusCode).toBe(200);
    expect((await login(new Client(t.app), 'gabi@example.com', OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('tells an account without a password (Google) to create one by reset', async () => {
    const hugo = await createAccount(t.handle, { email: 'hugo@example.com', name: 'Hugo', password: null });
    const c = await sessionFor(t, hugo);
    const res = await submit(c, { userId: hugo, password: 'whatever-1234', newPassword: OTHER_PASSWORD });
    expect(res.json()).toMatchObject({ fields: { password: accountMessages.noPassword } });
  });
});
