// The registration whose link is used counts (ADR 0021; SPEC §4 "Login"), with the mails a real SMTP
// server receives:
//  - pre-account takeover: a stranger's earlier registration of an address never opens the account,
//    and none of its details reach it;
//  - registering an address that has an active account changes nothing, answers the same 201, and
//    mails its owner "someone tried to register with your e-mail" with the reset link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { registrations } from '../../../src/server/db/schema-accounts';
import { accountMailMessages } from '../../../src/shared/messages';
import { Client, createAccount, login } from './helpers';
import { resetCodeOf } from './smtp';
import {
  accountRow,
  address,
  ATTACKER_PASSWORD,
  client,
  expectRefused,
  open,
  registerAndGetLink,
  smtp,
  t,
  useActivationApp,
  VICTIM_PASSWORD,
} from './activation-fixture';

useActivationApp();

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
