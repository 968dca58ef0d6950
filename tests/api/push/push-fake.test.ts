// The local push service (tests/fakes/push-fake) refuses what a real one refuses (RFC 8292 §4.1, RFC 8291),
// so that the notification tests' passing means something: requests built by web-push are accepted and
// decrypted; a missing VAPID header, a JWT signed with another key, for another audience or living more
// than 24 hours, a missing TTL and a tampered body are refused.
import { request } from 'node:https';
import { importJWK, SignJWT } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_FAKE_CA,
  startPushFake,
  type PushServiceFake,
  type SubscriptionJson,
} from '../../fakes/push-fake';

let fake: PushServiceFake;
beforeAll(async () => {
  fake = await startPushFake();
});
afterAll(async () => fake?.close());

const SUBJECT = 'mailto:avisos@buscagym.test';
const keys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();

/** What web-push would send to `sub` (headers and encrypted body). */
function built(sub: SubscriptionJson, text = 'hola') {
  const details = webpush.generateRequestDetails(sub, text, {
    vapidDetails: { subject: SUBJECT, ...keys },
    TTL: 60,
  });
  return { headers: { ...details.headers } as Record<string, string | number>, body: details.body as Buffer };
}

/** POSTs to `endpoint` over TLS, trusting the fake's certificate; @returns the status. */
function send(endpoint: string, headers: Record<string, string | number>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(endpoint, { method: 'POST', headers, ca: PUSH_FAKE_CA }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A VAPID header signed with `privateKey` over claims `claims`, naming public key `k`. */
async function vapidHeader(
  claims: Record<string, unknown>,
  k = keys.publicKey,
  pair = keys,
): Promise<string> {
  const point = Buffer.from(pair.publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
      d: pair.privateKey,
    },
    'ES256',
  );
  const jwt = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key);
  return `vapid t=${jwt}, k=${k}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the push service fake', () => {
  it('accepts what web-push sends and decrypts it', async () => {
    const sub = fake.subscribe();
    const { headers, body } = built(sub, '{"title":"¡Hola, Ñandú!"}');
    expect(await send(sub.endpoint, headers, body)).toBe(201);
    expect((await fake.waitFor(sub.endpoint)).text).toBe('{"title":"¡Hola, Ñandú!"}');
  });

  it('refuses bad VAPID credentials with 401', async () => {
    const sub = fake.subscribe();
    const { headers, body } = built(sub);
    const claims = { aud: fake.origin, exp: inAnHour(), sub: SUBJECT };
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      'signed with another key': await vapidHeader(claims, keys.publicKey, otherKeys),
      'another audience': await vapidHeader({ ...claims, aud: 'https://push.example.com' }),
      'more than 24 hours': await vapidHeader({ ...claims, exp: inAnHour() + 48 * 3600 }),
      'no subject': await vapidHeader({ aud: fake.origin, exp: inAnHour() }),
      expired: await vapidHeader({ ...claims, exp: inAnHour() - 7200 }),
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const tampered = { ...headers };
      if (authorization) tampered.Authorization = authorization;
      else delete tampered.Authorization;
      expect(await send(sub.endpoint, tampered, body), name).toBe(401);
    }
    // The hand-made header with the right key and claims passes: the refusals above are the claims'.
    const good = { ...headers, Authorization: await vapidHeader(claims) };
    expect(await send(sub.endpoint, good, body)).toBe(201);
  });

  it('refuses a request without TTL, a tampered body, and answers what it is told', async () => {
    const sub = fake.subscribe();
    const { headers, body } = built(sub);
    const noTtl = { ...headers };
    delete noTtl.TTL;
    expect(await send(sub.endpoint, noTtl, body)).toBe(400);
    const flipped = Buffer.from(body);
    const at = flipped.length - 20;
    flipped.writeUInt8((flipped.readUInt8(at) ^ 0xff) & 0xff, at);
    expect(await send(sub.endpoint, headers, flipped)).toBe(400);
    expect(fake.refused.at(-1)?.reason).toMatch(/^decrypt/);
    fake.answer(sub.endpoint, 410);
    expect(await send(sub.endpoint, headers, body)).toBe(410);
  });
});
