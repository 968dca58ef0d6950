// The short door code (shared/domain/door-code, ADR 0036): it rotates with the QR, the first 4 symbols
// from the pass's stored code, the last 4 from the TOTP of the same 30-s step the phone computes from the
// pass's secret. The gym's partner types it at the counter (any case, with or without its hyphen) and
// the door admits the member as with the QR; a code of 3 steps ago is "vencido"; the stored code alone
// does not open; another gym's partner is refused; a code no pass starts with is unknown. Stored codes are
// not unique: a code is matched among the partner's own gyms only, and two of them that share the stored
// code are told apart by their secrets.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckinResponse,
  CheckoutResponse,
  Order,
  PassVerifyResponse,
} from '../../../src/shared/contract/orders';
import type { RotatingSecretResponse } from '../../../src/shared/contract/passes';
import { DOOR_CODE_ALPHABET, formatDoorCode, rotatingDoorCode } from '../../../src/shared/domain/door-code';
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
import { awayFromStepEdge, otpAt } from '../passes/device';

const CHECKIN = '/api/passes/checkin';
const VERIFY = '/api/passes/verify';
let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;

/** The member's device: the pass's secret, asked once over the session. */
async function secretOf(member: Client, passId: string): Promise<RotatingSecretResponse> {
  const res = await member.post(`/api/passes/${passId}/rotating`, {});
  expect(res.statusCode).toBe(200);
  return res.json<RotatingSecretResponse>();
}

/** The door code the phone shows `steps` steps from now (the same otpauth TOTP as the web's). */
const doorCodeAt = (secret: RotatingSecretResponse, stored: string, steps: number): string =>
  rotatingDoorCode(stored, otpAt(secret, steps));

/** A member who bought one unit of each of `productIds`; @returns the passes by product id, and the member. */
async function bought(productIds: string[], name = 'Lucía Gómez') {
  const member = await signedIn(t, 'user', name);
  for (const id of productIds) await cartAction(member.client, { action: 'add', id });
  const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
  const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode).toBe(200);
  const lines = paid.json<{ order: Order }>().order.lines;
  const passOf = (productId: string) => {
    const pass = lines.find((l) => l.productId === productId)?.pass;
    if (!pass) throw new Error(`no pass for ${productId}`);
    return pass;
  };
  /**
   * The door code of `productId`'s pass, `steps` steps from now, as the member's phone shows it (with
   * stored code `stored`, when the test changed it).
   */
  const shown = async (productId: string, steps = 0, stored?: string) => {
    const pass = passOf(productId);
    return doorCodeAt(await secretOf(member.client, pass._id), stored ?? pass.doorCode, steps);
  };
  return Object.assign(passOf, { shown });
}

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
});
afterAll(async () => t?.close());

describe('short door code', () => {
  it('rotates with the QR: the current step admits, typed loosely; the stored code alone does not', async () => {
    const passes = await bought([YOGA]);
    const pass = passes(YOGA);
    expect(pass.doorCode).toMatch(new RegExp(`^[${DOOR_CODE_ALPHABET}]{8}$`));
    await awayFromStepEdge();
    const shown = await passes.shown(YOGA);
    expect(shown.slice(0, 4)).toBe(pass.doorCode.slice(0, 4));
    const stored = await partnerA.post(VERIFY, { code: pass.doorCode });
    if (shown !== pass.doorCode) expect(stored.statusCode).toBe(400);
    const verified = await partnerA.post(VERIFY, { code: formatDoorCode(shown).toLowerCase() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<PassVerifyResponse>()).toMatchObject({ valid: true, pass: { _id: pass._id } });
    const typed = ` ${shown.slice(0, 4)} ${shown.slice(4)} `;
    const admitted = await partnerA.post(CHECKIN, { code: typed });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json<CheckinResponse>()).toMatchObject({
      admitted: true,
      repeat: false,
      pass: { _id: pass._id, usesLeft: 0, visits: 1, memberFirstName: 'Lucía' },
    });
  });

  it('refuses a code of 3 steps ago as "Código vencido" and admits the current one', async () => {
    const passes = await bought([SWIM], 'Tomás Gil');
    await awayFromStepEdge();
    const old = await partnerA.post(CHECKIN, { code: await passes.shown(SWIM, -3) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: 'Código vencido, pedile al socio que lo actualice' });
    const behind = await partnerA.post(VERIFY, { code: await passes.shown(SWIM, -1) });
    expect(behind.statusCode).toBe(200);
    const current = await partnerA.post(CHECKIN, { code: await passes.shown(SWIM) });
    expect(current.statusCode).toBe(200);
    expect(current.json<CheckinResponse>()).toMatchObject({
      admitted: true,
      pass: { _id: passes(SWIM)._id },
    });
  });

  it('is refused at another gym, and unknown when no pass starts with it', async () => {
    const passes = await bought([SWIM], 'Eva Sol');
    const pass = passes(SWIM);
    const elsewhere = await partnerB.post(CHECKIN, { code: await passes.shown(SWIM) });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: commerceMessages.passNotYours });
    const [taken] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from passes where door_code like 'ZZZZ%'`,
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

  it('names the pass of the partner’s own gym when another gym’s pass has the same stored code', async () => {
    // A gym's id is also the id of its monthly membership product.
    const passes = await bought([SWIM, GYM_B], 'Ana Paz');
    const mine = passes(SWIM);
    const theirs = passes(GYM_B);
    await rowsOf(t, sql`update passes set door_code = ${mine.doorCode} where id = ${theirs._id}`);
    await awayFromStepEdge();
    const a = await partnerA.post(CHECKIN, { code: await passes.shown(SWIM) });
    expect(a.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: mine._id } });
    const b = await partnerB.post(CHECKIN, { code: await passes.shown(GYM_B, 0, mine.doorCode) });
    expect(b.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: theirs._id } });
  });

  it('tells apart two passes of the partner’s gyms that share the stored code by their secrets', async () => {
    const passes = await bought([SWIM, YOGA], 'Sol Ríos');
    await rowsOf(
      t,
      sql`update passes set door_code = ${passes(SWIM).doorCode} where id = ${passes(YOGA)._id}`,
    );
    await awayFromStepEdge();
    const yoga = await partnerA.post(CHECKIN, { code: await passes.shown(YOGA, 0, passes(SWIM).doorCode) });
    expect(yoga.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: passes(YOGA)._id } });
    const swim = await partnerA.post(CHECKIN, { code: await passes.shown(SWIM) });
    expect(swim.json<CheckinResponse>()).toMatchObject({ admitted: true, pass: { _id: passes(SWIM)._id } });
  });
});
