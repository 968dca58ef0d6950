// The door's hardening (ADR 0036): the pass's rotating secret is handed out by a POST, since the first
// hand-out retires the fixed QR; a GET (a cross-site link) changes nothing. Verify and check-in each have
// an allowance per partner: past it, 429 with a Spanish text, while another partner's door still answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinResponse, CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import { DOOR_RATE_MAX } from '../../../src/shared/constants/passes';
import { commerceMessages } from '../../../src/shared/messages';
import { sessionFor, type Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  signedIn,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';

const VERIFY = '/api/passes/verify';
let t: CommerceTestApp;
let partnerA: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

describe('the door', () => {
  it('a GET of the rotating secret does not retire the fixed QR; the POST does', async () => {
    const member = await signedIn(t, 'user', 'Lucía Gómez');
    await cartAction(member.client, { action: 'add', id: YOGA });
    const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
    const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
    const pass = paid.json<{ order: Order }>().order.lines[0]?.pass;
    if (!pass) throw new Error('no pass');
    const url = `/api/passes/${pass._id}/rotating`;

    const get = await member.client.get(url);
    expect(get.statusCode).not.toBe(200);
    const fixed = await partnerA.post(VERIFY, { code: pass.code });
    expect(fixed.statusCode).toBe(200);

    expect((await member.client.post(url, {})).statusCode).toBe(200);
    const retired = await partnerA.post('/api/passes/checkin', { code: pass.code });
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toMatchObject({ message: commerceMessages.passCodeExpired });
    expect(retired.json<CheckinResponse>()).not.toHaveProperty('admitted');
  });

  it(`answers the ${DOOR_RATE_MAX + 1}th verification of a partner within the minute 429`, async () => {
    const guess = (client: Client, i: number) =>
      client.post(VERIFY, { code: `ZZZZ${String(i).padStart(4, '0')}` });
    const first = (await signedIn(t, 'partner', 'Carla Puerta')).client;
    const second = (await signedIn(t, 'partner', 'Diego Puerta')).client;
    for (let i = 0; i < DOOR_RATE_MAX; i += 1) expect((await guess(first, i)).statusCode).toBe(404);
    const over = await guess(first, DOOR_RATE_MAX);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(
      /^Leíste demasiados códigos seguidos\. Esperá \d+ segundos/,
    );
    const other = await guess(second, 1);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: commerceMessages.passNotFound });
  });
});
