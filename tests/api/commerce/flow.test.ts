// The member's purchase end to end with the demo (`manual`) provider (docs/architecture.md §5): products,
// cart (SPEC §4), checkout with an idempotency key, demo payment, sales with the plan's commission,
// passes, the cart emptied and the receipt delivered from the job outbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/shared/contract/cart';
import type { CheckoutResponse, Order, OrdersResponse } from '../../../src/shared/contract/orders';
import {
  buildCommerceApp,
  cartAction,
  CART,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  invariants,
  ORDERS,
  orderUrl,
  productsUrl,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
});
afterAll(async () => t?.close());

describe('a member buys a membership and classes with the demo provider', () => {
  it('lists what a gym sells, membership first, only priced services', async () => {
    const res = await t.app.inject({ url: productsUrl(GYM_A) });
    expect(res.statusCode).toBe(200);
    const { products } = res.json<{
      products: { _id: string; name: string; unit: string; unitPrice: { $numberDecimal: string } }[];
    }>();
    expect(products.map((p) => [p._id, p.name, p.unit, p.unitPrice.$numberDecimal])).toEqual([
      [GYM_A, 'Cuota mensual', 'mes', '25000.00'],
      [SWIM, 'Natación de prueba', 'clase', '1500.00'],
      [YOGA, 'Yoga de prueba', 'clase', '2000.50'],
    ]);
  });

  it('pays: one order, sales per line with the plan commission, passes, cart emptied, receipt sent', async () => {
    const { id, client } = await signedIn(t);
    for (const body of [
      { action: 'add', id: GYM_A },
      { action: 'add', id: YOGA },
      { action: 'add', id: YOGA },
      { action: 'add', id: GYM_B },
      { action: 'add', id: GYM_A },
      { action: 'remove', id: GYM_B },
    ])
      expect((await cartAction(client, body)).statusCode).toBe(200);
    const cart = (await client.get(CART)).json<{ cart: Cart }>().cart;
    expect(cart.items.map((i) => [i.id, i.qty, i.lineTotal.$numberDecimal])).toEqual([
      [GYM_A, 2, '50000.00'],
      [YOGA, 2, '4001.00'],
    ]);
    expect(cart.total.$numberDecimal).toBe('54001.00');
    expect(cart.count).toBe(4);

    const key = crypto.randomUUID();
    const first = await checkoutWith(client, key);
    expect(first.statusCode).toBe(201);
    const { order, payment } = first.json<CheckoutResponse>();
    expect(payment).toEqual({ provider: 'manual' });
    expect(order.status).toBe('pending');
    expect(order.total.$numberDecimal).toBe('54001.00');
    const again = await checkoutWith(client, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<CheckoutResponse>().order._id).toBe(order._id);

    const paid = await client.post(demoPayUrl(order._id), { cardLast4: '4242' });
    expect(paid.statusCode).toBe(200);
    const o = paid.json<{ order: Order }>().order;
    expect(o.status).toBe('paid');
    expect(o.lines.every((l) => l.pass && l.pass.state === 'valid')).toBe(true);
    const membership = o.lines.find((l) => l.kind === 'membership');
    const months =
      (Date.parse(membership?.pass?.validUntil ?? '') - Date.parse(membership?.pass?.validFrom ?? '')) /
      86_400_000;
    expect(months).toBeGreaterThanOrEqual(59);
    expect(months).toBeLessThanOrEqual(62);
    expect(o.lines.find((l) => l.kind === 'service')?.pass?.usesLeft).toBe(2);

    const sales = await rowsOf<{ gross: string; commission: string; net: string; percent: string }>(
      t,
      sql`select gross::text, commission::text, net::text, commission_percent::text as percent
            from sales where order_id = ${order._id} order by gross desc`,
    );
    // Premium plan 7.50 %: 50 000.00 → 3 750.00; 4 001.00 → 300.075 → 300.08 (half up).
    expect(sales).toEqual([
      { gross: '50000.00', commission: '3750.00', net: '46250.00', percent: '7.50' },
      { gross: '4001.00', commission: '300.08', net: '3700.92', percent: '7.50' },
    ]);
    expect((await client.get(CART)).json<{ cart: Cart }>().cart.items).toEqual([]);
    expect(await t.app.jobs.drained('receipt-mail')).toBe(true);
    const list = (await client.get(ORDERS)).json<OrdersResponse>();
    expect(list.total).toBe(1);
    expect(list.orders[0]?.receiptSentAt).not.toBeNull();
    expect((await client.get(orderUrl(order._id))).statusCode).toBe(200);
    expect(await invariants(t)).toEqual({
      paidWithoutSales: 0,
      salesWithoutPaidOrder: 0,
      doubledSales: 0,
      paidWithoutPasses: 0,
    });
    void id;
  });

  it('a declined demo card fails the order and keeps the cart', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: SWIM });
    const { order } = (await checkoutWith(client)).json<CheckoutResponse>();
    const res = await client.post(demoPayUrl(order._id), { cardLast4: '0002' });
    expect(res.json<{ order: Order }>().order.status).toBe('failed');
    expect((await client.get(CART)).json<{ cart: Cart }>().cart.count).toBe(1);
    const retry = await checkoutWith(client);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<CheckoutResponse>().order._id).not.toBe(order._id);
  });
});
