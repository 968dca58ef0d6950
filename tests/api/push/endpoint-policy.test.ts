// Which push endpoints a member may store (ADR 0035): only a real push service's host (allow-list),
// never an internal address however it is written (loopback, localhost, IPv6, a decimal IPv4, another
// port), each refused with 400 and a Spanish message and nothing stored; the test's fake push service
// is reachable only because its host:port is the one trusted host of the test configuration. A
// redirect from a push service is a failure, never followed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages as pm } from '../../../src/shared/messages/push';
import { Client, createAccount, login } from '../account/helpers';
import { rowsOf } from '../commerce/helpers';
import { buildPushKit, subscribeDevice, type PushKit } from './helpers';

let kit: PushKit;
beforeAll(async () => {
  kit = await buildPushKit();
});
afterAll(async () => kit?.close());

async function member() {
  const email = `ssrf-${randomUUID()}@example.com`;
  const id = await createAccount(kit.t.handle, { email, name: 'Ana Pérez' });
  const client = new Client(kit.t.app);
  expect((await login(client, email)).statusCode).toBe(200);
  return { id, client };
}

const storedOf = (userId: string) =>
  rowsOf<{ endpoint: string }>(kit.t, sql`select endpoint from push_subscriptions where user_id = ${userId}`);

describe('POST /api/push/subscriptions refuses endpoints that are not a push service', () => {
  it('refuses internal and unknown hosts with 400 and a Spanish message, storing nothing', async () => {
    const ana = await member();
    const { port } = new URL(kit.pushes.origin);
    const device = kit.pushes.subscribe();
    const path = new URL(device.endpoint).pathname;
    // The trusted fake is 127.0.0.1 on its own port only: the same machine on any other port, or
    // under another name, is refused.
    const other = Number(port) + 1;
    const internal = [
      `https://127.0.0.1:${other}${path}`,
      `https://localhost:${port}${path}`,
      `https://[::1]:${port}${path}`,
      `https://2130706433:${other}${path}`,
      `https://127.0.0.1:6379/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://push.example.com/send/abc',
      // A real push service's host on another port, or with credentials, is not the service either.
      'https://fcm.googleapis.com:6379/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    ];
    for (const endpoint of internal) {
      const res = await subscribeDevice(ana.client, { ...device, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toMatchObject({
        code: 'VALIDATION',
        message: pm.endpointNotAService,
        fields: { endpoint: pm.endpointNotAService },
      });
    }
    expect(await storedOf(ana.id)).toEqual([]);
    expect(kit.pushes.requests()).toBe(0);
  });

  it('accepts the trusted fake push service, and sends to it', async () => {
    const ana = await member();
    const device = kit.pushes.subscribe();
    expect((await subscribeDevice(ana.client, device)).statusCode).toBe(201);
    const outcome = await kit.t.app.push.notify(
      ana.id,
      { title: 'Prueba', body: 'Hola', url: '/', tag: 'prueba' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome).toEqual({ delivered: 1, removed: 0, failed: 0 });
  });

  it('a redirect from the push service is a failure, not followed', async () => {
    const ana = await member();
    const device = kit.pushes.subscribe();
    expect((await subscribeDevice(ana.client, device)).statusCode).toBe(201);
    kit.pushes.answer(device.endpoint, 307);
    const before = kit.pushes.requests();
    const outcome = await kit.t.app.push.notify(
      ana.id,
      { title: 'Prueba', body: 'Hola', url: '/', tag: 'prueba' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome).toEqual({ delivered: 0, removed: 0, failed: 1 });
    expect(kit.pushes.requests() - before).toBe(1);
  });
});
