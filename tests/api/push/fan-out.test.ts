// Bounded push fan-out (ADR 0035): a member keeps at most MAX_DEVICES_PER_MEMBER devices (the oldest
// replaced), so a notification sends at most that many requests; the process has at most
// MAX_SENDS_IN_FLIGHT requests in flight over all members; a push service that never answers is given
// up after the sender's timeout (the notification resolves, the device counted as failed).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SENDS_IN_FLIGHT } from '../../../src/server/modules/push/sender';
import { MAX_DEVICES_PER_MEMBER } from '../../../src/server/modules/push/service';
import { Client, createAccount, login } from '../account/helpers';
import { rowsOf } from '../commerce/helpers';
import type { SubscriptionJson } from '../../fakes/push-fake';
import { buildPushKit, subscribeDevice, type PushKit } from './helpers';

/** The sender's timeout in this file, ms: short, so a device that never answers is given up soon. */
const TIMEOUT_MS = 1_500;

let kit: PushKit;
beforeAll(async () => {
  kit = await buildPushKit(TIMEOUT_MS);
});
afterAll(async () => kit?.close());

const payload = { title: 'Se canceló Funcional', body: 'Prueba', url: '/', tag: 'prueba' };
const delivery = { ttlSeconds: 60, urgency: 'normal' as const };

/** A signed-in member with `devices` subscribed devices, in order. */
async function member(devices: number) {
  const email = `fanout-${randomUUID()}@example.com`;
  const id = await createAccount(kit.t.handle, { email, name: 'Muchos Dispositivos' });
  const client = new Client(kit.t.app);
  expect((await login(client, email)).statusCode).toBe(200);
  const subscribed: SubscriptionJson[] = [];
  for (let i = 0; i < devices; i += 1) {
    const device = kit.pushes.subscribe();
    expect((await subscribeDevice(client, device)).statusCode).toBe(201);
    subscribed.push(device);
  }
  return { id, subscribed };
}

const endpointsOf = async (userId: string) =>
  (
    await rowsOf<{ endpoint: string }>(
      kit.t,
      sql`select endpoint from push_subscriptions where user_id = ${userId}`,
    )
  )
    .map((r) => r.endpoint)
    .sort();

describe('devices per member', () => {
  it('300 subscriptions keep the 5 newest, and a notification sends 5 requests', async () => {
    expect(MAX_DEVICES_PER_MEMBER).toBe(5);
    const many = await member(300);
    const newest = many.subscribed.slice(-MAX_DEVICES_PER_MEMBER).map((d) => d.endpoint);
    expect(await endpointsOf(many.id)).toEqual([...newest].sort());
    const before = kit.pushes.requests();
    const outcome = await kit.t.app.push.notify(many.id, payload, delivery);
    expect(outcome).toEqual({ delivered: MAX_DEVICES_PER_MEMBER, removed: 0, failed: 0 });
    expect(kit.pushes.requests() - before).toBe(MAX_DEVICES_PER_MEMBER);
  });
});

describe('sending', () => {
  it('a device that never answers is given up after the timeout; the others are delivered', async () => {
    const ana = await member(2);
    kit.pushes.answer(ana.subscribed[0]!.endpoint, 0);
    const outcome = await kit.t.app.push.notify(ana.id, payload, delivery);
    expect(outcome).toEqual({ delivered: 1, removed: 0, failed: 1 });
  });

  it(`never has more than ${MAX_SENDS_IN_FLIGHT} requests in flight over all members`, async () => {
    const members = await Promise.all([member(5), member(5), member(5)]);
    // Every device holds its request open until the timeout: all of them would be in flight at once.
    for (const m of members) for (const d of m.subscribed) kit.pushes.answer(d.endpoint, 0);
    const before = kit.pushes.requests();
    for (const m of members) kit.t.app.push.notifyLater(m.id, payload, delivery);
    await kit.t.app.push.settled();
    expect(kit.pushes.requests() - before).toBe(15);
    expect(kit.pushes.peakInFlight()).toBeLessThanOrEqual(MAX_SENDS_IN_FLIGHT);
  });
});
