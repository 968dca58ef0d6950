// The short door code (shared/domain/door-code): every paid pass has one; the gym's partner types it at
// the counter (any case, with or without its hyphen) and the door admits the member as with the QR's
// code; another gym's partner is refused; a code no pass has is unknown. Door codes are not unique: a
// partner's code is matched among that partner's own gyms only, so the same code at another gym does not
// get in the way, and a code that two of the partner's passes share asks for the QR.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckinResponse,
  CheckoutResponse,
  Order,
  PassVerifyResponse,
} from '../../../src/shared/contract/orders';
import { DOOR_CODE_ALPHABET, formatDoorCode } from '../../../src/shared/domain/door-code';
import { commerceMessages } from '../../../src/shared/messages';
import { sessionFor, type Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_B,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from './helpers';

const CHECKIN = '/api/passes/checkin';
const VERIFY = '/api/passes/verify';
let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;

/** A member who bought one unit of each of `productIds`; @returns the passes by product id. */
async function bought(productIds: string[], name = 'Lucía Gómez') {
  const member = await signedIn(t, 'user', name);
  for (const id of productIds) await cartAction(member.client, { action: 'add', id });
  const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
  const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode).toBe(200);
  const lines = paid.json<{ order: Order }>().order.lines;
  return (productId: string) => {
    const pass = lines.find((l) => l.productId === productId)?.pass;
    if (!pass) throw new Error(`no pass for ${productId}`);
    return pass;
  };
}

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
});
afterAll(async () => t?.close());

describe('short door code', () => {
  it('every pass has 8 symbols of the Crockford alphabet, and the door admits it typed loosely', async () => {
    const pass = (await bought([YOGA]))(YOGA);
    expect(pass.doorCode).toMatch(new RegExp(`^[${DOOR_CODE_ALPHABET}]{8}$`));
    const verified = await partnerA.post(VERIFY, { code: formatDoorCode(pass.doorCode).toLowerCase() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<PassVerifyResponse>()).toMatchObject({ valid: true, pass: { _id: pass._id } });
    const typed = ` ${pass.doorCode.slice(0, 4)} ${pass.doorCode.slice(4)} `;
    const admitted = await partnerA.post(CHECKIN, { code: typed });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json<CheckinResponse>()).toMatchObject({
      admitted: true,
      repeat: false,
      pass: { _id: pass._id, usesLeft: 0, visits: 1, memberFirstName: 'Lucía' },
    });
  });

  it('is refused at another gym, and unknown when no pass has it', async () => {
    const pass = (await bought([SWIM], 'Eva Sol'))(SWIM);
    const elsewhere = await partnerB.post(CHECKIN, { code: pass.doorCode });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: commerceMessages.passNotYours });
    const [taken] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from passes where door_code = 'ZZZZZZZZ'`,
    );
    expect(taken?.n).toBe(0);
    const unknown = await partnerA.post(CHECKIN, { code: 'ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: commerceMessages.passNotFound });
    const [visits] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pass_visits where pass_id = ${pass._id}`,
    );
    expect(visits?.n).toBe(0);
  });

  it('names the pass of the partner’s own gym when another gym’s pass has the same code', async () => {
    // A gym's id is also the id of its monthly membership product.
    const passes = await bought([SWIM, GYM_B], 'Ana Paz');
    const mine = passes(SWIM);
    const theirs = passes(GYM_B);
    await rowsOf(t, sql`update passes set door_code = ${mine.doorCode} where id = ${theirs._id}`);
    const a = (await partnerA.post(CHECKIN, { code: mine.doorCode })).json<CheckinResponse>();
    expect(a).toMatchObject({ admitted: true, pass: { _id: mine._id } });
    const b = (await partnerB.post(CHECKIN, { code: mine.doorCode })).json<CheckinResponse>();
    expect(b).toMatchObject({ admitted: true, pass: { _id: theirs._id } });
  });

  it('asks for the QR when two passes of the partner’s gyms share the code', async () => {
    const passes = await bought([SWIM, YOGA], 'Sol Ríos');
    await rowsOf(
      t,
      sql`update passes set door_code = ${passes(SWIM).doorCode} where id = ${passes(YOGA)._id}`,
    );
    const twice = await partnerA.post(CHECKIN, { code: passes(SWIM).doorCode });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: commerceMessages.doorCodeAmbiguous });
    const qr = await partnerA.post(CHECKIN, { code: passes(YOGA).code });
    expect(qr.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: passes(YOGA)._id } });
  });
});
