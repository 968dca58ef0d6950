// Check-in at the door (`POST /api/passes/checkin`): the gym's partner admits a member with the pass
// code; the visit is recorded in one transaction (a service pass loses one use), a repeat scan within
// the window is the same visit, and a pass that is used up, expired, not yet valid or revoked is
// refused with its state. Members see their visits with their passes under "Mis compras".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinResponse, Order, OrdersResponse } from '../../../src/shared/contract/orders';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { commerceMessages } from '../../../src/shared/messages';
import { Client, sessionFor } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  ORDERS,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from './helpers';

const CHECKIN = '/api/passes/checkin';
let t: CommerceTestApp;
let partnerA: Client;

/** A member who bought `items` (product id, units) with the demo provider; @returns the paid order. */
async function bought(items: [string, number][], name = 'Lucía Gómez') {
  const member = await signedIn(t, 'user', name);
  for (const [id, qty] of items)
    for (let i = 0; i < qty; i += 1) await cartAction(member.client, { action: 'add', id });
  const { order } = (await checkoutWith(member.client)).json<CheckoutResponse>();
  const paid = await member.client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode).toBe(200);
  const o = paid.json<{ order: Order }>().order;
  const code = (productId: string) => o.lines.find((l) => l.productId === productId)?.pass?.code ?? '';
  return { member, order: o, code };
}

/** Visits and uses left of the pass with id `passId`. */
async function usage(passId: string) {
  const [row] = await rowsOf<{ uses_left: number | null; visits: number }>(
    t,
    sql`select uses_left, (select count(*)::int from pass_visits v where v.pass_id = p.id) as visits
          from passes p where p.id = ${passId}`,
  );
  return row;
}

beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

describe('check-in at the door', () => {
  it('admits a valid pass, records the visit and spends one use; a repeat scan is the same visit', async () => {
    const { code, member } = await bought([
      [YOGA, 2],
      [GYM_A, 1],
    ]);
    const first = await partnerA.post(CHECKIN, { code: code(YOGA) });
    expect(first.statusCode).toBe(200);
    const body = first.json<CheckinResponse>();
    expect(body).toMatchObject({
      admitted: true,
      repeat: false,
      state: 'valid',
      pass: { memberFirstName: 'Lucía', usesLeft: 1, usesTotal: 2, visits: 1, productName: 'Yoga de prueba' },
    });
    expect(JSON.stringify(body)).not.toContain('Gómez');
    expect(await usage(body.pass._id)).toEqual({ uses_left: 1, visits: 1 });
    const again = (await partnerA.post(CHECKIN, { code: code(YOGA) })).json<CheckinResponse>();
    expect(again).toMatchObject({ admitted: true, repeat: true, pass: { usesLeft: 1, visits: 1 } });
    expect(await usage(body.pass._id)).toEqual({ uses_left: 1, visits: 1 });
    // A membership has no uses to spend.
    const monthly = (await partnerA.post(CHECKIN, { code: code(GYM_A) })).json<CheckinResponse>();
    expect(monthly).toMatchObject({
      admitted: true,
      pass: { usesLeft: null, visits: 1, kind: 'membership' },
    });
    // The member sees the visits with the passes.
    const { orders } = (await member.client.get(ORDERS)).json<OrdersResponse>();
    const passes = orders.flatMap((o) => o.lines.map((l) => l.pass));
    expect(passes.map((p) => p?.visits).sort()).toEqual([1, 1]);
    expect(passes.every((p) => p?.lastVisitAt)).toBe(true);
  });

  it('refuses a used-up pass after the repeat window, and expired, future and revoked passes', async () => {
    const { code } = await bought([[SWIM, 1]], 'Tomás Ruiz');
    const first = (await partnerA.post(CHECKIN, { code: code(SWIM) })).json<CheckinResponse>();
    expect(first).toMatchObject({ admitted: true, state: 'valid', pass: { usesLeft: 0 } });
    // Move the visit two minutes back: the next scan is a new visit, with no use left.
    await t.handle.db.execute(
      sql`update pass_visits set visited_at = visited_at - interval '2 minutes' where pass_id = ${first.pass._id}`,
    );
    const usedUp = (await partnerA.post(CHECKIN, { code: code(SWIM) })).json<CheckinResponse>();
    expect(usedUp).toMatchObject({ admitted: false, repeat: false, state: 'usedUp' });
    expect(await usage(first.pass._id)).toEqual({ uses_left: 0, visits: 1 });

    const other = await bought([[YOGA, 3]], 'Ana Paz');
    const id = (await partnerA.post(CHECKIN, { code: other.code(YOGA) })).json<CheckinResponse>().pass._id;
    await t.handle.db.execute(sql`delete from pass_visits where pass_id = ${id}`);
    const cases: [ReturnType<typeof sql>, string][] = [
      [
        sql`update passes set valid_until = now() - interval '1 day', valid_from = now() - interval '30 days' where id = ${id}`,
        'expired',
      ],
      [
        sql`update passes set valid_from = now() + interval '1 day', valid_until = now() + interval '30 days' where id = ${id}`,
        'notYetValid',
      ],
      [
        sql`update passes set valid_from = now() - interval '1 day', revoked_at = now() where id = ${id}`,
        'revoked',
      ],
    ];
    for (const [change, state] of cases) {
      await t.handle.db.execute(change);
      const res = (await partnerA.post(CHECKIN, { code: other.code(YOGA) })).json<CheckinResponse>();
      expect(res, state).toMatchObject({ admitted: false, state });
    }
    expect(await usage(id)).toEqual({ uses_left: 2, visits: 0 });
  });

  it('lets only the gym’s partner in: another partner, members, admins and visitors are refused', async () => {
    const { code, member } = await bought([[YOGA, 1]], 'Eva Sol');
    const partnerB = await sessionFor(t, t.partnerB);
    const refused = await partnerB.post(CHECKIN, { code: code(YOGA) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: commerceMessages.passNotYours });
    expect((await member.client.post(CHECKIN, { code: code(YOGA) })).json()).toMatchObject({
      message: commerceMessages.checkinPartnersOnly,
    });
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.post(CHECKIN, { code: code(YOGA) })).statusCode).toBe(403);
    expect((await new Client(t.app).post(CHECKIN, { code: code(YOGA) })).statusCode).toBe(401);
    const forged = `${code(YOGA).slice(0, -2)}${code(YOGA).endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await partnerA.post(CHECKIN, { code: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: commerceMessages.passInvalid });
    expect((await partnerA.post(CHECKIN, { code: 'hola' })).statusCode).toBe(400);
    expect((await partnerA.post(CHECKIN, {})).statusCode).toBe(400);
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pass_visits v join passes p on p.id = v.pass_id join order_lines l on l.id = p.order_line_id where l.name = 'Yoga de prueba' and p.member_id = ${member.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it('20 concurrent scans of a one-use pass admit once and record one visit', async () => {
    const { code } = await bought([[SWIM, 1]], 'Sol Díaz');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => partnerA.post(CHECKIN, { code: code(SWIM) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json<CheckinResponse>());
    expect(bodies.filter((b) => b.admitted && !b.repeat)).toHaveLength(1);
    expect(bodies.every((b) => b.admitted)).toBe(true);
    expect(await usage(bodies[0]?.pass._id ?? '')).toEqual({ uses_left: 0, visits: 1 });
  });
});
