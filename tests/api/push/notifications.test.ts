// The four notifications (ADR 0031), read decrypted at the local push service: a waitlist promotion
// and a cancelled class (after their mails, from the classes jobs), the "vence en 3 días" reminder of
// the daily job (each pass once), and the "¿Cómo te fue?" invitation (after its mail). Each request
// carried a VAPID JWT for the service's origin signed with the app's public key.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExpiryReminders } from '../../../src/server/modules/push/expiry';
import { sendDueInvites } from '../../../src/server/modules/reviews/invites';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import { pushNotificationMessages as m } from '../../../src/shared/messages/push';
import { createAccount, sessionFor, type Client } from '../account/helpers';
import { GYM_A, rowsOf } from '../commerce/helpers';
import {
  BOOKINGS,
  bookingOf,
  bookSession,
  createClass,
  grantPass,
  sessionsOf,
  sessionUrl,
} from '../classes/helpers';
import { recordVisit } from '../reviews/helpers';
import type { ReceivedPush, SubscriptionJson } from '../../fakes/push-fake';
import { buildPushKit, KEY_URL, subscribeDevice, VAPID_SUBJECT, type PushKit, type Shown } from './helpers';

let kit: PushKit;
let publicKey: string;
let partnerA: Client;
beforeAll(async () => {
  kit = await buildPushKit();
  partnerA = await sessionFor(kit.t, kit.t.partnerA);
  publicKey = (await partnerA.get(KEY_URL)).json<{ publicKey: string }>().publicKey;
});
afterAll(async () => kit?.close());

const DAY_MS = 86_400_000;

/** A member with a pass of gym A and a subscribed device. */
async function member(name: string, pass: { validFrom?: Date; validUntil?: Date } = {}) {
  const id = await createAccount(kit.t.handle, {
    email: `push-${randomUUID()}@example.com`,
    password: null,
    name,
  });
  const passId = await grantPass(kit.t, id, pass);
  const client = await sessionFor(kit.t, id);
  const device = kit.pushes.subscribe();
  expect((await subscribeDevice(client, device)).statusCode).toBe(201);
  return { id, passId, client, device };
}

/** The next notification of `device` after `since`, its VAPID checked; @returns its payload. */
async function shownOn(
  device: SubscriptionJson,
  since: number,
): Promise<{ shown: Shown; push: ReceivedPush }> {
  const push = await kit.pushes.waitFor(device.endpoint, { since });
  expect(push.vapid).toMatchObject({ aud: kit.pushes.origin, sub: VAPID_SUBJECT, k: publicKey });
  expect(push.vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + DAY_MS);
  return { shown: JSON.parse(push.text) as Shown, push };
}

/** Day ("jueves, 3 de diciembre") and hour of session `sessionId` in gym A's zone. */
async function dayAndTime(sessionId: string): Promise<[string, string]> {
  const [row] = await rowsOf<{ startsAt: string }>(
    kit.t,
    sql`select starts_at as "startsAt" from class_sessions where id = ${sessionId}`,
  );
  const at = new Date(row?.startsAt ?? '');
  const zone = DEFAULT_GYM_TIME_ZONE;
  return [
    new Intl.DateTimeFormat('es-AR', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(at),
    new Intl.DateTimeFormat('es-AR', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at),
  ];
}

describe('class notifications', () => {
  it('a waitlisted member promoted to a place gets "Tenés lugar en …" (high urgency, until the class)', async () => {
    const created = await createClass(partnerA, { name: 'Spinning temprano', capacity: 1 });
    const [sessionId = ''] = await sessionsOf(kit.t, created._id);
    const ana = await member('Ana Ruiz');
    const bruno = await member('Bruno Díaz');
    const held = bookingOf(await bookSession(ana.client, sessionId));
    const waiting = bookingOf(await bookSession(bruno.client, sessionId));
    expect(waiting.status).toBe('waitlisted');
    const since = kit.pushes.received.length;

    expect((await ana.client.delete(`${BOOKINGS}/${held._id}`)).statusCode).toBe(200);
    const { shown, push } = await shownOn(bruno.device, since);
    const [day, time] = await dayAndTime(sessionId);
    const expected = m.promoted('Spinning temprano', 'Gimnasio Ágora', day, time);
    expect(shown).toEqual({
      ...expected,
      url: `/profile/user/Bruno%20D%C3%ADaz/${bruno.id}/bookings`,
      tag: `booking-${waiting._id}`,
    });
    expect(shown.title).toBe('Tenés lugar en Spinning temprano');
    expect(shown.body).toContain(`a las ${time}`);
    expect(push.urgency).toBe('high');
    expect(push.ttl).toBeGreaterThan(60);
    // Ana, who left, is told nothing.
    expect(kit.pushes.received.slice(since).filter((r) => r.endpoint === ana.device.endpoint)).toEqual([]);
  });

  it('a member of a session the gym cancels gets "Se canceló …"', async () => {
    const created = await createClass(partnerA, { name: 'Yoga al alba', capacity: 5 });
    const [sessionId = ''] = await sessionsOf(kit.t, created._id);
    const carla = await member('Carla Sosa');
    bookingOf(await bookSession(carla.client, sessionId));
    const since = kit.pushes.received.length;
    expect((await partnerA.post(`${sessionUrl(sessionId)}/cancel`)).statusCode).toBe(200);
    const { shown, push } = await shownOn(carla.device, since);
    const [day, time] = await dayAndTime(sessionId);
    expect(shown.title).toBe('Se canceló Yoga al alba');
    expect(shown).toMatchObject(m.cancelled('Yoga al alba', 'Gimnasio Ágora', day, time));
    expect(shown.url).toBe(`/profile/user/Carla%20Sosa/${carla.id}/bookings`);
    expect(push.urgency).toBe('high');
  });
});

describe('the pass expiry reminder', () => {
  it('reminds once, 3 days ahead, only passes longer than that and members with a device', async () => {
    const now = new Date();
    const validUntil = new Date(now.getTime() + 2.5 * DAY_MS);
    const diego = await member('Diego Paz', { validFrom: new Date(now.getTime() - 27 * DAY_MS), validUntil });
    // A day pass ending as soon: no reminder; a pass ending in 5 days: not yet.
    const dayPass = await member('Eva Día', { validFrom: new Date(now.getTime() - DAY_MS / 2), validUntil });
    const later = await member('Fede Luego', { validUntil: new Date(now.getTime() + 5 * DAY_MS) });
    // A member without a device: not decided, so a device subscribed later still gets it.
    const noDevice = await createAccount(kit.t.handle, {
      email: `sin-${randomUUID()}@example.com`,
      name: 'Gala',
    });
    const noDevicePass = await grantPass(kit.t, noDevice, { validUntil });
    const since = kit.pushes.received.length;

    expect(await sendExpiryReminders(kit.t.handle.db, kit.t.app.push, now)).toBe(1);
    const { shown, push } = await shownOn(diego.device, since);
    const day = new Intl.DateTimeFormat('es-AR', {
      timeZone: DEFAULT_GYM_TIME_ZONE,
      dateStyle: 'long',
    }).format(validUntil);
    expect(shown).toEqual({
      ...m.expiring('Pase', 'Gimnasio Ágora', 3, day),
      url: `/detail/gym/${GYM_A}`,
      tag: `pass-${diego.passId}`,
    });
    expect(shown.title).toBe('Tu pase vence en 3 días');
    expect(push.urgency).toBe('normal');
    const others = [dayPass, later].map((x) => x.device.endpoint);
    expect(kit.pushes.received.slice(since).filter((r) => others.includes(r.endpoint))).toEqual([]);
    // The next run reminds nobody twice.
    expect(await sendExpiryReminders(kit.t.handle.db, kit.t.app.push, now)).toBe(0);
    const decided = await rowsOf<{ passId: string }>(
      kit.t,
      sql`select pass_id as "passId" from push_pass_reminders where pass_id = ${noDevicePass}`,
    );
    expect(decided).toEqual([]);
  });
});

describe('the review invitation', () => {
  it('after the "¿Cómo te fue?" mail, the device shows it and opens the review form', async () => {
    const hugo = await member('Hugo Vera');
    await recordVisit(kit.t, hugo.id, GYM_A, 30 / 24);
    const since = kit.pushes.received.length;
    expect(await sendDueInvites(kit.t.handle.db, kit.t.app.jobs)).toBeGreaterThanOrEqual(1);
    const { shown, push } = await shownOn(hugo.device, since);
    expect(shown).toEqual({
      ...m.review('Gimnasio Ágora'),
      url: `/detail/gym/${GYM_A}#opinar`,
      tag: `review-${GYM_A}`,
    });
    expect(shown.title).toBe('¿Cómo te fue en Gimnasio Ágora?');
    expect(push.urgency).toBe('low');
  });
});
