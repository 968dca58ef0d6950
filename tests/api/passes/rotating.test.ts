// Rotating pass codes (ADR 0029; RFC 6238 TOTP, 30-second steps, HMAC-SHA-256, 8 digits): the member's
// device gets its pass's secret once over the session and computes `BGT1.<id>.<otp>` itself. The door
// accepts the current step and one on either side, once each; an older code is "vencido", a later or
// forged one invalid (decided before any database read: an unknown pass's forgery is 400, not 404);
// a revoked pass's codes are refused; the fixed code stops once the device has the secret.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinResponse, CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import type { RotatingSecretResponse } from '../../../src/shared/contract/passes';
import { commerceMessages } from '../../../src/shared/messages';
import { sessionFor, type Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';
import { awayFromStepEdge, codeAt } from './device';

const CHECKIN = '/api/passes/checkin';
const rotatingUrl = (passId: string): string => `/api/passes/${passId}/rotating`;
let t: CommerceTestApp;
let partnerA: Client;

/** A member who bought `productId`, with the client and the pass (its fixed code included). */
async function bought(productId: string, name: string) {
  const member = await signedIn(t, 'user', name);
  await cartAction(member.client, { action: 'add', id: productId });
  const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
  const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode).toBe(200);
  const pass = paid.json<{ order: Order }>().order.lines.find((l) => l.productId === productId)?.pass;
  if (!pass) throw new Error('no pass');
  return { member: member.client, pass };
}

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

describe('rotating pass codes', () => {
  it('gives the secret to the pass’s member only', async () => {
    const { member, pass } = await bought(YOGA, 'Lucía Gómez');
    const res = await member.post(rotatingUrl(pass._id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const secret = res.json<RotatingSecretResponse>();
    expect(secret).toMatchObject({ passId: pass._id, algorithm: 'SHA256', digits: 8, period: 30 });
    expect(secret.secret).toMatch(/^[A-Z2-7]{52}$/);
    // The same secret every time (the device may ask again after a reinstall).
    expect((await member.post(rotatingUrl(pass._id))).json()).toEqual(secret);

    const other = await signedIn(t, 'user', 'Eva Sol');
    for (const client of [other.client, partnerA]) {
      const refused = await client.post(rotatingUrl(pass._id));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: commerceMessages.passNotFound });
    }
    expect((await member.post(rotatingUrl(randomUUID()))).statusCode).toBe(404);
  });

  it('admits the current step once, then a later one; an earlier or the same step is "ya usado"', async () => {
    const { member, pass } = await bought(SWIM, 'Ana Paz');
    const secret = (await member.post(rotatingUrl(pass._id))).json<RotatingSecretResponse>();
    await awayFromStepEdge();
    const now = codeAt(secret, 0);
    const first = await partnerA.post(CHECKIN, { code: now });
    expect(first.statusCode).toBe(200);
    expect(first.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: pass._id } });

    const again = await partnerA.post(CHECKIN, { code: now });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Código ya usado' });
    const earlier = await partnerA.post(CHECKIN, { code: codeAt(secret, -1) });
    expect(earlier.statusCode).toBe(409);

    // The next step (the phone's clock a little ahead) is a new code: the same visit, within the minute.
    const next = await partnerA.post(CHECKIN, { code: codeAt(secret, 1) });
    expect(next.statusCode).toBe(200);
    expect(next.json<CheckinResponse>()).toMatchObject({ admitted: true, repeat: true });
  });

  it('accepts one step behind; refuses two behind as expired and two ahead as invalid', async () => {
    const { member, pass } = await bought(YOGA, 'Mora Ruiz');
    const secret = (await member.post(rotatingUrl(pass._id))).json<RotatingSecretResponse>();
    await awayFromStepEdge();
    const old = await partnerA.post(CHECKIN, { code: codeAt(secret, -2) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: 'Código vencido, pedile al socio que lo actualice' });
    const ahead = await partnerA.post(CHECKIN, { code: codeAt(secret, 2) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ message: commerceMessages.passInvalid });
    const behind = await partnerA.post(CHECKIN, { code: codeAt(secret, -1) });
    expect(behind.statusCode).toBe(200);
    expect(behind.json<CheckinResponse>()).toMatchObject({ admitted: true });
  });

  it('retires the fixed code once the device has the secret, and refuses a revoked pass', async () => {
    const { member, pass } = await bought(YOGA, 'Iara Luz');
    const secret = (await member.post(rotatingUrl(pass._id))).json<RotatingSecretResponse>();
    const fixed = await partnerA.post(CHECKIN, { code: pass.code });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json()).toMatchObject({ message: commerceMessages.passCodeExpired });

    await rowsOf(t, sql`update passes set revoked_at = now() where id = ${pass._id}`);
    await awayFromStepEdge();
    const revoked = await partnerA.post(CHECKIN, { code: codeAt(secret, 0) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<CheckinResponse>()).toMatchObject({ admitted: false, state: 'revoked' });
    const again = await member.post(rotatingUrl(pass._id));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: commerceMessages.passRevoked });
  });

  it('refuses forgeries before reading the database: an unknown pass’s code is invalid, not unknown', async () => {
    const { member, pass } = await bought(SWIM, 'Sol Díaz');
    const secret = (await member.post(rotatingUrl(pass._id))).json<RotatingSecretResponse>();
    await awayFromStepEdge();
    const genuine = codeAt(secret, 0);
    const otp = genuine.slice(-8);
    const wrong = `${genuine.slice(0, -8)}${otp.startsWith('0') ? '1' : '0'}${otp.slice(1)}`;
    const someoneElse = {
      ...secret,
      idPart: Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64url'),
    };
    for (const code of [wrong, codeAt(someoneElse, 0), 'BGT1.short.12345678', `${genuine}9`]) {
      const res = await partnerA.post(CHECKIN, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ message: commerceMessages.passInvalid });
    }
  });
});
