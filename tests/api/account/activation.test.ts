// Activation links tell the truth (ADR 0021; SPEC §2 "/activation/{userId}/{secretToken}"): with the
// mails a real SMTP server receives, every state a link can meet answers its own status, `reason` and
// Spanish text (pre-account takeover: takeover.test.ts).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockedEmails, registrations } from '../../../src/server/db/schema-accounts';
import { loginMessages, passwordMessages } from '../../../src/shared/messages';
import { Client, login } from './helpers';
import { activationLinkOf } from './smtp';
import {
  accountRow,
  address,
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
