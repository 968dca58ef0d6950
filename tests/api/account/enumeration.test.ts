// No account enumeration at registration (OWASP ASVS 5.0 6.3.8; ADR 0010, 0021) and the cap of 3 account
// mails per mailbox and hour: a registration answers alike for a new e-mail, an existing account and
// an account waiting for activation, and each mailbox gets the right mail (real SMTP server).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { mailboxQuotas } from '../../../src/server/db/schema-accounts';
import { accountMailMessages, accountMessages } from '../../../src/shared/messages';
import {
  buildAccountApp,
  Client,
  createAccount,
  GOOD_PASSWORD,
  login,
  OTHER_PASSWORD,
  type AccountTestApp,
} from './helpers';
import { activationLinkOf, resetCodeOf, startSmtp, type ReceivedMail, type TestSmtp } from './smtp';

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

const register = (username: string, password = OTHER_PASSWORD) =>
  client.post('/api/service/register', { name: 'Otra Persona', username, password, type: 'user' });

/** Mails to `to` received since `since` messages, once every queued mail is delivered. */
async function mailsTo(to: string, since: number): Promise<ReceivedMail[]> {
  await t.app.mailer.idle();
  return smtp.messages.slice(since).filter((m) => m.to.includes(to));
}

/** The parts of an answer that an observer could compare (every header but Date, with its value). */
const shape = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date')),
});

describe('POST /api/service/register answers alike for new, existing and pending accounts', () => {
  it('same status, body and headers; the right mail to each mailbox; existing accounts unchanged', async () => {
    await createAccount(t.handle, { email: 'activa@example.com', name: 'Activa' });
    await createAccount(t.handle, { email: 'pendiente@example.com', name: 'Pendiente', active: false });
    const since = smtp.messages.length;

    const fresh = await register('nueva@example.com');
    const existing = await register('Activa@Example.com');
    const pending = await register('pendiente@example.com');

    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toEqual({ created: true, message: accountMessages.registered });
    expect(shape(existing)).toEqual(shape(fresh));
    expect(shape(pending)).toEqual(shape(fresh));

    const [toNew] = await mailsTo('nueva@example.com', since);
    expect(toNew?.subject).toBe(accountMailMessages.activationSubject);

    const toExisting = await mailsTo('activa@example.com', since);
    expect(toExisting).toHaveLength(1);
    expect(toExisting[0]?.subject).toBe(accountMailMessages.registerExistingSubject);
    expect(toExisting[0]?.text).toContain(accountMailMessages.registerExistingIntro);
    expect(toExisting[0]?.text).toContain('https://buscagym.test/login');
    expect(toExisting[0]?.text).toContain(accountMailMessages.forgotPassword);
    expect(toExisting[0]?.text).toContain('https://buscagym.test/resetpassword');
    expect(toExisting[0]?.html).toContain('href="https://buscagym.test/login"');
    expect(toExisting[0]?.html).toContain('href="https://buscagym.test/resetpassword"');

    // The existing account keeps its name and password; the registration's password does not work.
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, 'activa@example.com'));
    expect(row?.name).toBe('Activa');
    expect((await login(new Client(t.app), 'activa@example.com', OTHER_PASSWORD)).statusCode).toBe(401);
    expect((await login(new Client(t.app), 'activa@example.com', GOOD_PASSWORD)).statusCode).toBe(200);

    // The pending account gets an activation link for this registration: using it sets this
    // registration's password (the registration whose link is used counts, ADR 0021).
    const toPending = await mailsTo('pendiente@example.com', since);
    expect(toPending).toHaveLength(1);
    expect(toPending[0]?.subject).toBe(accountMailMessages.activationSubject);
    const link = activationLinkOf(toPending[0] as ReceivedMail);
    expect((await client.get(`/api/service/activation/${link.userId}/${link.secretToken}`)).statusCode).toBe(
      200,
    );
    expect((await login(new Client(t.app), 'pendiente@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(new Client(t.app), 'pendiente@example.com', OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('an account without a password (Google) gets the notice too', async () => {
    await createAccount(t.handle, { email: 'google@example.com', name: 'Gugle', password: null });
    const since = smtp.messages.length;
    const res = await register('google@example.com');
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo('google@example.com', since);
    expect(mails.map((m) => m.subject)).toEqual([accountMailMessages.registerExistingSubject]);
  });

  it('two concurrent registrations of one new e-mail: one account, both answered alike', async () => {
    const since = smtp.messages.length;
    const [a, b] = await Promise.all([register('doble@example.com'), register('doble@example.com')]);
    expect(shape(a)).toEqual(shape(b));
    expect(await t.handle.db.select().from(users).where(eq(users.email, 'doble@example.com'))).toHaveLength(
      1,
    );
    const mails = await mailsTo('doble@example.com', since);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.subject).toBe(accountMailMessages.activationSubject);
  });
});

describe('at most 3 account mails per mailbox and hour (silently)', () => {
  it('20 reset requests: 20 alike answers, 3 mails, and the last code mailed still works', async () => {
    await createAccount(t.handle, { email: 'inundada@example.com', name: 'Inundada' });
    const since = smtp.messages.length;
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(await client.get('/api/service/updatepassword?userName=inundada@example.com'));
    }
    expect(answers.map((r) => r.statusCode)).toEqual(new Array(20).fill(200));
    for (const res of answers) expect(res.json<string>()).toMatch(/^[0-9a-f-]{36}$/);
    const mails = await mailsTo('inundada@example.com', since);
    expect(mails).toHaveLength(3);

    const { code, requestId } = resetCodeOf(mails[2] as ReceivedMail);
    const reset = await client.post('/api/service/updatepassword', {
      userId: requestId,
      secretToken: code,
      newPassword: OTHER_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('counts reset mails and registration notices together, per mailbox', async () => {
    await createAccount(t.handle, { email: 'mezcla@example.com', name: 'Mezcla' });
    const since = smtp.messages.length;
    await client.get('/api/service/updatepassword?userName=mezcla@example.com');
    for (let i = 0; i < 4; i += 1) expect((await register('mezcla@example.com')).statusCode).toBe(201);
    const mails = await mailsTo('mezcla@example.com', since);
    expect(mails.map((m) => m.subject)).toEqual([
      accountMailMessages.resetSubject,
      accountMailMessages.registerExistingSubject,
      accountMailMessages.registerExistingSubject,
    ]);
    // Another mailbox is not affected.
    await createAccount(t.handle, { email: 'vecina@example.com', name: 'Vecina' });
    await client.get('/api/service/updatepassword?userName=vecina@example.com');
    expect(await mailsTo('vecina@example.com', since)).toHaveLength(1);
  });

  it('a pending account re-registered past the cap keeps the links already mailed', async () => {
    const since = smtp.messages.length;
    for (let i = 0; i < 5; i += 1)
      expect((await register('espera@example.com', GOOD_PASSWORD)).statusCode).toBe(201);
    const mails = await mailsTo('espera@example.com', since);
    expect(mails).toHaveLength(3);
    const last = activationLinkOf(mails[2] as ReceivedMail);
    expect((await client.get(`/api/service/activation/${last.userId}/${last.secretToken}`)).statusCode).toBe(
      200,
    );
  });

  it('a mailbox gets mail again once an hour has passed since its oldest counted mail', async () => {
    await createAccount(t.handle, { email: 'paciente@example.com', name: 'Paciente' });
    const since = smtp.messages.length;
    for (let i = 0; i < 4; i += 1)
      await client.get('/api/service/updatepassword?userName=paciente@example.com');
    expect(await mailsTo('paciente@example.com', since)).toHaveLength(3);
    const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.handle.db
      .update(mailboxQuotas)
      .set({ sentAt: [past(61), past(30), past(20)] })
      .where(eq(mailboxQuotas.email, 'paciente@example.com'));
    await client.get('/api/service/updatepassword?userName=paciente@example.com');
    await client.get('/api/service/updatepassword?userName=paciente@example.com');
    expect(await mailsTo('paciente@example.com', since)).toHaveLength(4);
  });
});
