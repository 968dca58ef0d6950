// Activation links tell the truth, and the registration whose link is used counts (ADR 0021; SPEC §2
// "/activation/{userId}/{secretToken}", §4 "Login"). With the mails a real SMTP server receives:
//  - every state a link can meet answers its own status, `reason` and Spanish text;
//  - pre-account takeover: a stranger's earlier registration of an address never opens the account,
//    and none of its details reach it;
//  - registering an address that has an active account changes nothing, answers the same 201, and
//    mails its owner "someone tried to register with your e-mail" with the reset link.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../../src/server/db/schema';
import { lockedEmails, registrations } from '../../../src/server/db/schema-accounts';
import {
  accountMailMessages,
  accountMessages,
  activationLinkMessages,
  loginMessages,
  passwordMessages,
} from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, login, type AccountTestApp } from './helpers';
import { activationLinkOf, resetCodeOf, startSmtp, type TestSmtp } from './smtp';

const VICTIM_PASSWORD = 'Victoria-Recoleta-2031';
const ATTACKER_PASSWORD = 'Malvado-Boedo-Secreto-66';

let t: AccountTestApp;
let smtp: TestSmtp;
let client: Client;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildAccountApp({
    config: { smtpUrl: smtp.url, publicUrl: 'https://buscagym.test', activationResendIntervalMs: 0 },
  });
  client = new Client(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A fresh address for one test. */
const address = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter}@example.com`;
};

interface Registration {
  name: string;
  password: string;
  type: 'user' | 'partner';
  latitude?: number;
  longitude?: number;
}

/** Registers `email` and returns the activation link mailed for this registration. */
async function registerAndGetLink(email: string, registration: Registration) {
  const since = smtp.messages.length;
  const res = await client.post('/api/service/register', { username: email, ...registration });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ created: true, message: accountMessages.registered });
  return activationLinkOf(await smtp.waitFor(email, { since }));
}

const open = (link: { userId: string; secretToken: string }) =>
  client.get(`/api/service/activation/${link.userId}/${link.secretToken}`);

/** Expects the refusal of a link: its status, reason and text. */
function expectRefused(
  res: Awaited<ReturnType<typeof open>>,
  status: number,
  reason: keyof typeof activationLinkMessages,
) {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toMatchObject({
    status,
    body: { activated: false, reason, message: activationLinkMessages[reason] },
  });
}

const accountRow = async (email: string) =>
  (await t.handle.db.select().from(users).where(eq(users.email, email)))[0];

describe('every state of an activation link answers its own status and true text', () => {
  it('invalid (404): a forged or cut token, a made-up account, a malformed id', async () => {
    const email = address('forjada');
    const link = await registerAndGetLink(email, {
      name: 'Flor Díaz',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    expectRefused(await open({ ...link, secretToken: `${link.secretToken.slice(0, -1)}x` }), 404, 'invalid');
    expectRefused(await open({ ...link, secretToken: link.secretToken.slice(0, 20) }), 404, 'invalid');
    expectRefused(
      await open({ userId: '00000000-0000-4000-8000-000000000000', secretToken: link.secretToken }),
      404,
      'invalid',
    );
    expectRefused(await open({ userId: 'no-es-un-id', secretToken: link.secretToken }), 404, 'invalid');
    expect((await accountRow(email))?.active).toBe(false);
  });

  it('superseded (422): the first link after a second registration; resend, then activate', async () => {
    const email = address('ana');
    const first = await registerAndGetLink(email, {
      name: 'Ana Pérez',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    const second = await registerAndGetLink(email, {
      name: 'Ana Pérez',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    expect(second.userId).toBe(first.userId);

    const stale = await open(first);
    expectRefused(stale, 422, 'superseded');
    expect(stale.json<{ message: string }>().message).toBe(
      'Este enlace ya no es válido: te enviamos uno más nuevo. Revisá tu correo o pedí otro.',
    );
    // The account is not active: the old "ya está activa" would have been a lie.
    expect((await accountRow(email))?.active).toBe(false);
    const inactive = await login(new Client(t.app), email, VICTIM_PASSWORD);
    expect(inactive.json()).toMatchObject({ active: false, message: loginMessages.inactive });

    // The page's action: a new link (resend by account id), which replaces the second one too.
    const since = smtp.messages.length;
    const resend = await client.post('/api/service/activation/resend', { userId: first.userId });
    expect(resend.statusCode).toBe(202);
    const third = activationLinkOf(await smtp.waitFor(email, { since }));
    expectRefused(await open(second), 422, 'superseded');

    const ok = await open(third);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ activated: true, message: passwordMessages.activated });
    expect((await login(new Client(t.app), email, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('used (409, "ya está activa") only once the account really is active, for any of its links', async () => {
    const email = address('usada');
    const first = await registerAndGetLink(email, {
      name: 'Uma Sosa',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    const second = await registerAndGetLink(email, {
      name: 'Uma Sosa',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    expect((await open(second)).statusCode).toBe(200);
    expectRefused(await open(second), 409, 'used');
    expectRefused(await open(first), 409, 'used');
    expect((await accountRow(email))?.active).toBe(true);
  });

  it('expired (400) after 48 h', async () => {
    const email = address('vencida');
    const link = await registerAndGetLink(email, {
      name: 'Vera Luna',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    await t.handle.db
      .update(registrations)
      .set({ expiresAt: sql`now() - interval '1 second'`, createdAt: sql`now() - interval '49 hours'` })
      .where(eq(registrations.userId, link.userId));
    expectRefused(await open(link), 400, 'expired');
    expect((await accountRow(email))?.active).toBe(false);
  });

  it('deleted (410) once the account was deleted; its registrations keep no personal data', async () => {
    const email = address('borrada');
    const link = await registerAndGetLink(email, {
      name: 'Dora Paz',
      password: VICTIM_PASSWORD,
      type: 'user',
      latitude: -34.6,
      longitude: -58.4,
    });
    expect((await open(link)).statusCode).toBe(200);
    const owner = new Client(t.app);
    expect((await login(owner, email, VICTIM_PASSWORD)).statusCode).toBe(200);
    const deleted = await owner.put('/api/service/deleteuseraccount/', {
      userId: link.userId,
      password: VICTIM_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    expectRefused(await open(link), 410, 'deleted');
    // A forged token for the deleted account's id is still just invalid: only its real link says so.
    expectRefused(await open({ ...link, secretToken: 'x'.repeat(43) }), 404, 'invalid');
    const rows = await t.handle.db.select().from(registrations).where(eq(registrations.userId, link.userId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatchObject({
        passwordHash: null,
        name: null,
        type: null,
        latitude: null,
        longitude: null,
      });
  });

  it('locked (403) when the e-mail went on the blocklist after the mail was sent', async () => {
    const email = address('bloqueada');
    const link = await registerAndGetLink(email, {
      name: 'Bea Ruiz',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    await t.handle.db.insert(lockedEmails).values({ email, reason: 'Fraude' });
    expectRefused(await open(link), 403, 'locked');
    expect((await accountRow(email))?.active).toBe(false);
  });

  it('two concurrent uses of one link: one activates, the other is told the account is active', async () => {
    const email = address('doble');
    const link = await registerAndGetLink(email, {
      name: 'Dani Gil',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    const answers = await Promise.all([open(link), open(link)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('pre-account takeover: the registration whose link is used counts', () => {
  it("an attacker's earlier registration: the victim's password opens, the attacker's never", async () => {
    const email = address('victima');
    // 1. The attacker registers the victim's address first, as a partner elsewhere in town.
    const attackers = await registerAndGetLink(email, {
      name: 'Atacante Malo',
      password: ATTACKER_PASSWORD,
      type: 'partner',
      latitude: -31.4201,
      longitude: -64.1888,
    });
    // Nothing of the attacker's registration is on the account row.
    expect(await accountRow(email)).toMatchObject({
      active: false,
      passwordHash: null,
      latitude: null,
      longitude: null,
    });
    // 2. The victim registers herself; 3. she activates from the newest mail.
    const victims = await registerAndGetLink(email, {
      name: 'Victoria Real',
      password: VICTIM_PASSWORD,
      type: 'user',
      latitude: -34.5875,
      longitude: -58.3974,
    });
    expect(victims.userId).toBe(attackers.userId);
    // Before activation, only the newest registration's password is told "inactive".
    expect((await login(new Client(t.app), email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(new Client(t.app), email, VICTIM_PASSWORD)).statusCode).toBe(403);

    expect((await open(victims)).statusCode).toBe(200);

    expect((await login(new Client(t.app), email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const victim = await login(new Client(t.app), email, VICTIM_PASSWORD);
    expect(victim.statusCode).toBe(200);
    expect(victim.json()).toMatchObject({ name: 'Victoria Real', type: 'user', active: true });
    const row = await accountRow(email);
    expect(row).toMatchObject({
      name: 'Victoria Real',
      type: 'user',
      latitude: '-34.5875000',
      longitude: '-58.3974000',
    });
    expect(await t.handle.db.select().from(partners).where(eq(partners.userId, victims.userId))).toEqual([]);
    // The attacker's link (in the victim's mailbox) now says the account is active, and opens nothing.
    expectRefused(await open(attackers), 409, 'used');
    // No registration keeps a password hash once the account is active.
    const kept = await t.handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, victims.userId));
    expect(kept.every((r) => r.passwordHash === null)).toBe(true);
  });

  it("the attacker's older link, opened after the victim registered, activates nothing", async () => {
    const email = address('victima');
    const attackers = await registerAndGetLink(email, {
      name: 'Atacante Malo',
      password: ATTACKER_PASSWORD,
      type: 'partner',
    });
    const victims = await registerAndGetLink(email, {
      name: 'Vicky',
      password: VICTIM_PASSWORD,
      type: 'user',
    });
    expectRefused(await open(attackers), 422, 'superseded');
    expect((await accountRow(email))?.active).toBe(false);
    expect((await open(victims)).statusCode).toBe(200);
    expect((await login(new Client(t.app), email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(new Client(t.app), email, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('a partner registration activated from its own link gets its partner profile', async () => {
    const email = address('socia');
    await registerAndGetLink(email, { name: 'Otra Persona', password: ATTACKER_PASSWORD, type: 'user' });
    const link = await registerAndGetLink(email, {
      name: 'Carla Gómez',
      password: VICTIM_PASSWORD,
      type: 'partner',
    });
    expect((await open(link)).statusCode).toBe(200);
    expect(await accountRow(email)).toMatchObject({ name: 'Carla Gómez', type: 'partner', active: true });
    const [profile] = await t.handle.db.select().from(partners).where(eq(partners.userId, link.userId));
    expect(profile).toMatchObject({ name: 'Carla Gómez', email });
  });

  it('a reset of a waiting account activates it with the newest registration, the reset password', async () => {
    const email = address('olvidadiza');
    const stale = await registerAndGetLink(email, {
      name: 'Otra Persona',
      password: ATTACKER_PASSWORD,
      type: 'user',
    });
    await registerAndGetLink(email, { name: 'Olga Ríos', password: VICTIM_PASSWORD, type: 'partner' });
    const since = smtp.messages.length;
    const requestId = (await client.get(`/api/service/updatepassword?userName=${email}`)).json<string>();
    const { code } = resetCodeOf(await smtp.waitFor(email, { since }));
    const NEW = 'Nueva-Clave-Olga-4455';
    const reset = await client.post('/api/service/updatepassword', {
      userId: requestId,
      secretToken: code,
      newPassword: NEW,
    });
    expect(reset.statusCode).toBe(200);
    expect(await accountRow(email)).toMatchObject({ name: 'Olga Ríos', type: 'partner', active: true });
    for (const password of [ATTACKER_PASSWORD, VICTIM_PASSWORD])
      expect((await login(new Client(t.app), email, password)).statusCode).toBe(401);
    expect((await login(new Client(t.app), email, NEW)).statusCode).toBe(200);
    expectRefused(await open(stale), 409, 'used');
  });
});

describe('registering an address that has an active account', () => {
  it('changes nothing, answers the same 201, and mails the owner the reset link', async () => {
    const email = address('duena');
    const ownerId = await createAccount(t.handle, {
      email,
      name: 'Dueña Original',
      password: VICTIM_PASSWORD,
    });
    const fresh = await client.post('/api/service/register', {
      name: 'Alguien Nuevo',
      username: address('nueva'),
      password: ATTACKER_PASSWORD,
      type: 'user',
    });
    const since = smtp.messages.length;
    const again = await client.post('/api/service/register', {
      name: 'Atacante Malo',
      username: email,
      password: ATTACKER_PASSWORD,
      type: 'partner',
      latitude: -31.42,
      longitude: -64.19,
    });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(fresh.body);

    const mail = await smtp.waitFor(email, { since });
    expect(mail.subject).toBe(accountMailMessages.registerExistingSubject);
    expect(mail.subject.startsWith('Alguien intentó registrarse con tu correo')).toBe(true);
    expect(mail.text).toContain(accountMailMessages.registerExistingIntro);
    expect(mail.text).toContain(accountMailMessages.forgotPassword);
    expect(mail.text).toContain('https://buscagym.test/resetpassword');
    expect(mail.html).toContain('href="https://buscagym.test/resetpassword"');
    expect(mail.text).not.toMatch(/\/activation\//);

    expect(await accountRow(email)).toMatchObject({ name: 'Dueña Original', type: 'user', active: true });
    expect((await login(new Client(t.app), email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(new Client(t.app), email, VICTIM_PASSWORD)).statusCode).toBe(200);
    expect(await t.handle.db.select().from(registrations).where(eq(registrations.userId, ownerId))).toEqual(
      [],
    );
  });
});
