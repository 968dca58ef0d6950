// Concurrency of checkout and payment (docs/architecture.md §5): 20 checkouts of one cart at once (each with
// its own idempotency key, like 20 tabs) make one order, and 20 payments of it at once make one paid
// order with one set of sales. On PostgreSQL the requests really run in parallel (pool of 10);
// on PGlite they interleave on one connection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  invariants,
  rowsOf,
  signedIn,
  SWIM,
  type CommerceTestApp,
} from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp({ poolSize: 10 });
});
afterAll(async () => t?.close());

const N = 20;

describe('20 concurrent checkouts of one cart', () => {
  it('make exactly one order, and 20 concurrent payments of it one paid order with one sale set', async () => {
    const { id, client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_A });
    await cartAction(client, { action: 'add', id: SWIM });
    const checkouts = await Promise.all(Array.from({ length: N }, () => checkoutWith(client)));
    const codes = checkouts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(N - 1);
    const ids = new Set(checkouts.map((r) => r.json<CheckoutResponse>().order._id));
    expect(ids.size).toBe(1);
    const [orderId = ''] = [...ids];
    const pays = await Promise.all(
      Array.from({ length: N }, () => client.post(demoPayUrl(orderId), { cardLast4: '4242' })),
    );
    expect(
      pays.every((r) => r.statusCode === 200 && r.json<{ order: Order }>().order.status === 'paid'),
    ).toBe(true);
    const [raw] = await rowsOf<Record<string, string | number>>(
      t,
      sql`select (select count(*) from orders where user_id = ${id}) as orders,
                 (select count(*) from orders where user_id = ${id} and status = 'paid') as paid,
                 (select count(*) from sales where buyer_id = ${id}) as sales,
                 (select count(*) from passes where member_id = ${id}) as passes,
                 (select count(*) from order_events where order_id = ${orderId} and to_status = 'paid') as events`,
    );
    const row = Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Number(v)]));
    expect(row).toEqual({ orders: 1, paid: 1, sales: 2, passes: 2, events: 1 });
    expect(await invariants(t)).toEqual({
      paidWithoutSales: 0,
      salesWithoutPaidOrder: 0,
      doubledSales: 0,
      paidWithoutPasses: 0,
    });
  });

  it('with one key sent 20 times at once make one order', async () => {
    const { id, client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: SWIM });
    const key = crypto.randomUUID();
    const all = await Promise.all(Array.from({ length: N }, () => checkoutWith(client, key)));
    expect(new Set(all.map((r) => r.json<CheckoutResponse>().order._id)).size).toBe(1);
    const [row] = await rowsOf<{ n: string | number }>(
      t,
      sql`select count(*) as n from orders where user_id = ${id}`,
    );
    expect(Number(row?.n)).toBe(1);
  });
});
