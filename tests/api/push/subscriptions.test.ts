// Push subscriptions (ADR 0031): the VAPID public key is public; a signed-in member stores a device's
// PushSubscription (zod-validated, idempotent on endpoint; another account's endpoint moves to the
// member); DELETE removes it; the sign-out that names the endpoint removes it; deleting the account
// removes all of them; a push service's 410 or 404 removes one, a 500 keeps it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages';
import { pushMessages as pm } from '../../../src/shared/messages/push';
import { Client, createAccount, GOOD_PASSWORD, login, sessionFor } from '../account/helpers';
import { rowsOf } from '../commerce/helpers';
import {
  buildPushKit,
  KEY_URL,
  SUBSCRIPTIONS,
  subscribeDevice,
  unsubscribeDevice,
  type PushKit,
} from './helpers';

let kit: PushKit;
beforeAll(async () => {
  kit = await buildPushKit();
});
afterAll(async () => kit?.close());

/** A member account with a password, and a client signed in as it. */
async function member(name = 'Lucía Gómez') {
  const email = `avisos-${randomUUID()}@example.com`;
  const id = await createAccount(kit.t.handle, { email, name });
  const client = new Client(kit.t.app);
  expect((await login(client, email)).statusCode).toBe(200);
  return { id, email, client };
}

/** The stored subscriptions of `userId`. */
const devicesOf = (userId: string) =>
  rowsOf<{ endpoint: string; p256dh: string; lastSuccessAt: Date | null }>(
    kit.t,
    sql`select endpoint, p256dh, last_success_at as "lastSuccessAt" from push_subscriptions where user_id = ${userId}`,
  );

const byEndpoint = (endpoint: string) =>
  rowsOf<{ userId: string }>(
    kit.t,
    sql`select user_id as "userId" from push_subscriptions where endpoint = ${endpoint}`,
  );

describe('GET /api/push/key', () => {
  it('answers the VAPID public key, an uncompressed P-256 point kept across calls', async () => {
    const first = await new Client(kit.t.app).get(KEY_URL);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect((await new Client(kit.t.app).get(KEY_URL)).json()).toEqual({ publicKey });
    const [stored] = await rowsOf<{ value: string }>(
      kit.t,
      sql`select value from app_secrets where name = 'vapid'`,
    );
    expect(JSON.parse(stored?.value ?? '{}')).toMatchObject({ publicKey });
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores a device (201), idempotently (200, one row, keys refreshed)', async () => {
    const ana = await member();
    const device = kit.pushes.subscribe();
    const first = await subscribeDevice(ana.client, device);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true, created: true });
    const again = await subscribeDevice(ana.client, device);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true, created: false });
    const renewed = { ...device, keys: { ...device.keys, p256dh: kit.pushes.subscribe().keys.p256dh } };
    expect((await subscribeDevice(ana.client, renewed)).statusCode).toBe(200);
    expect(await devicesOf(ana.id)).toEqual([
      { endpoint: device.endpoint, p256dh: renewed.keys.p256dh, lastSuccessAt: null },
    ]);
  });

  it("moves another account's endpoint to the member who subscribes it now", async () => {
    const first = await member('Primera Persona');
    const second = await member('Segunda Persona');
    const device = kit.pushes.subscribe();
    expect((await subscribeDevice(first.client, device)).statusCode).toBe(201);
    expect((await subscribeDevice(second.client, device)).statusCode).toBe(200);
    expect(await byEndpoint(device.endpoint)).toEqual([{ userId: second.id }]);
    expect(await devicesOf(first.id)).toEqual([]);
  });

  it('refuses a bad body with 400 and a Spanish message, and stores nothing', async () => {
    const ana = await member();
    const good = kit.pushes.subscribe();
    const bad = [
      {},
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'no es una URL' },
      { ...good, keys: { auth: good.keys.auth } },
      { ...good, keys: { ...good.keys, p256dh: 'corta' } },
      { ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
    ];
    for (const body of bad) {
      const res = await subscribeDevice(ana.client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { message, code, fields } = res.json<{ message: string; code: string; fields: object }>();
      expect(code).toBe('VALIDATION');
      // One field wrong: its own text; several: the general one, with each field's own text.
      expect([pm.subscription, pm.endpoint, apiMessages.validation]).toContain(message);
      for (const text of Object.values(fields)) expect([pm.subscription, pm.endpoint]).toContain(text);
    }
    expect(await devicesOf(ana.id)).toEqual([]);
  });

  it('needs a session (401) and a member (403 for a partner)', async () => {
    const anonymous = await subscribeDevice(new Client(kit.t.app), kit.pushes.subscribe());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ message: string }>().message).toMatch(/sesión/i);
    const partner = await sessionFor(kit.t, kit.t.partnerA);
    const refused = await subscribeDevice(partner, kit.pushes.subscribe());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: pm.membersOnly });
    const removal = await new Client(kit.t.app).request({
      method: 'DELETE',
      url: SUBSCRIPTIONS,
      payload: { endpoint: kit.pushes.subscribe().endpoint },
    });
    expect(removal.statusCode).toBe(401);
  });
});

describe('removing devices', () => {
  it("DELETE removes the member's own device only", async () => {
    const ana = await member();
    const other = await member('Otra Persona');
    const mine = kit.pushes.subscribe();
    const theirs = kit.pushes.subscribe();
    await subscribeDevice(ana.client, mine);
    await subscribeDevice(other.client, theirs);
    expect((await unsubscribeDevice(ana.client, theirs.endpoint)).json()).toEqual({ removed: false });
    expect(await devicesOf(other.id)).toHaveLength(1);
    const res = await unsubscribeDevice(ana.client, mine.endpoint);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true });
    expect(await devicesOf(ana.id)).toEqual([]);
    expect((await unsubscribeDevice(ana.client, 'ftp://x')).statusCode).toBe(400);
  });

  it('the sign-out that names the device removes it; the other devices stay', async () => {
    const ana = await member();
    const phone = kit.pushes.subscribe();
    const laptop = kit.pushes.subscribe();
    await subscribeDevice(ana.client, phone);
    await subscribeDevice(ana.client, laptop);
    const res = await ana.client.post('/api/service/logout', { endpoint: phone.endpoint });
    expect(res.statusCode).toBe(200);
    expect((await devicesOf(ana.id)).map((d) => d.endpoint)).toEqual([laptop.endpoint]);
    // Without a session, or with a body that is not one, the sign-out still answers 200.
    expect(
      (await new Client(kit.t.app).post('/api/service/logout', { endpoint: laptop.endpoint })).statusCode,
    ).toBe(200);
    expect((await new Client(kit.t.app).post('/api/service/logout', { endpoint: 42 })).statusCode).toBe(200);
    expect(await devicesOf(ana.id)).toHaveLength(1);
  });

  it('deleting the account removes every device of it', async () => {
    const ana = await member();
    await subscribeDevice(ana.client, kit.pushes.subscribe());
    await subscribeDevice(ana.client, kit.pushes.subscribe());
    expect(await devicesOf(ana.id)).toHaveLength(2);
    const res = await ana.client.put('/api/service/deleteuseraccount/', {
      userId: ana.id,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await devicesOf(ana.id)).toEqual([]);
  });
});

describe("the push service's answers", () => {
  it('410 and 404 remove the subscription, 500 keeps it, 201 records the success', async () => {
    const ana = await member();
    const [ok, gone, expired, broken] = [1, 2, 3, 4].map(() => kit.pushes.subscribe());
    for (const d of [ok, gone, expired, broken]) await subscribeDevice(ana.client, d!);
    kit.pushes.answer(gone!.endpoint, 410);
    kit.pushes.answer(expired!.endpoint, 404);
    kit.pushes.answer(broken!.endpoint, 500);
    const outcome = await kit.t.app.push.notify(
      ana.id,
      { title: 'Prueba', body: 'Hola', url: '/', tag: 'prueba' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome).toEqual({ delivered: 1, removed: 2, failed: 1 });
    const left = await devicesOf(ana.id);
    expect(left.map((d) => d.endpoint).sort()).toEqual([ok!.endpoint, broken!.endpoint].sort());
    expect(left.find((d) => d.endpoint === ok!.endpoint)?.lastSuccessAt).not.toBeNull();
    expect(left.find((d) => d.endpoint === broken!.endpoint)?.lastSuccessAt).toBeNull();
    // Every request carried a valid VAPID JWT: the refusals are the ones the fake was told to give.
    expect(kit.pushes.refused.filter((r) => r.status === 401)).toEqual([]);
  });
});
