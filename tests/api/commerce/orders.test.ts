// Checkout, orders and passes (docs/architecture.md §5; SPEC §2 /stripe): the idempotency key, one pending
// order per cart, every refusal, who sees what, and pass verification.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutResponse,
  Order,
  OrdersResponse,
  PassVerifyResponse,
} from '../../../src/shared/contract/orders';
import { ORDER_MAX_TOTAL } from '../../../src/shared/domain/order-ceiling';
import { formatArs } from '../../../src/shared/domain/money';
import { commerceMessages } from '../../../src/shared/messages';
import { Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  CHECKOUT,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  newKey,
  ORDERS,
  orderUrl,
  rowsOf,
  signedIn,
  SWIM,
  type CommerceTestApp,
} from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
});
afterAll(async () => t?.close());

const orderCount = async (userId: string) =>
  Number(
    (await rowsOf<{ n: string }>(t, sql`select count(*) as n from orders where user_id = ${userId}`))[0]?.n,
  );

/** A member with `GYM_A` × 1 and `SWIM` × 2 in the cart. */
async function memberWithCart() {
  const m = await signedIn(t, 'user', 'Lucía Gómez');
  await cartAction(m.client, { action: 'add', id: GYM_A });
  await cartAction(m.client, { action: 'add', id: SWIM });
  await cartAction(m.client, { action: 'add', id: SWIM });
  return m;
}

describe('checkout', () => {
  it('refuses visitors (401), partners and admins (403), and a missing or malformed key (400)', async () => {
    expect((await checkoutWith(new Client(t.app))).statusCode).toBe(401);
    for (const type of ['partner', 'admin'] as const) {
      const res = await checkoutWith((await signedIn(t, type)).client);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: commerceMessages.membersOnly });
    }
    const { client } = await memberWithCart();
    const badHeaders: Record<string, string>[] = [
      {},
      { 'idempotency-key': 'short' },
      { 'idempotency-key': 'x'.repeat(101) },
      { 'idempotency-key': 'has spaces in it!!' },
    ];
    for (const headers of badHeaders) {
      const res = await client.post(CHECKOUT, {}, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: commerceMessages.idempotencyKeyMissing,
      });
    }
  });

  it('refuses an empty cart (400) and a total above the documented maximum (400)', async () => {
    const { client } = await signedIn(t);
    const empty = await checkoutWith(client);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: commerceMessages.cartEmpty });
    await t.handle.db.execute(sql`update gyms set price = '9000000.00' where id = ${GYM_B}`);
    try {
      await cartAction(client, { action: 'add', id: GYM_B });
      const high = await checkoutWith(client);
      expect(high.statusCode).toBe(400);
      expect(high.json()).toMatchObject({
        message: commerceMessages.totalTooHigh(formatArs(ORDER_MAX_TOTAL.ARS)),
      });
    } finally {
      await t.handle.db.execute(sql`update gyms set price = '9999.99' where id = ${GYM_B}`);
    }
  });

  it('makes one order per idempotency key, and one pending order per unchanged cart', async () => {
    const { id, client } = await memberWithCart();
    const key = newKey();
    const first = await checkoutWith(client, key);
    expect(first.statusCode).toBe(201);
    const order = first.json<CheckoutResponse>().order;
    expect(
      order.lines.map((l) => [l.name, l.qty, l.unitPrice.$numberDecimal, l.lineTotal.$numberDecimal]),
    ).toEqual([
      ['Cuota mensual', 1, '25000.00', '25000.00'],
      ['Natación de prueba', 2, '1500.00', '3000.00'],
    ]);
    expect(order.reference).toMatch(/^BG-[0-9A-Z]{8}$/);
    expect((await checkoutWith(client, key)).json<CheckoutResponse>().order._id).toBe(order._id);
    // Another key, same cart: the same pending order.
    const other = await checkoutWith(client);
    expect(other.statusCode).toBe(200);
    expect(other.json<CheckoutResponse>().order._id).toBe(order._id);
    expect(await orderCount(id)).toBe(1);
    // The snapshot does not follow later price changes.
    await t.handle.db.execute(sql`update gyms set price = '30000.00' where id = ${GYM_A}`);
    try {
      const read = (await client.get(orderUrl(order._id))).json<{ order: Order }>().order;
      expect(read.total.$numberDecimal).toBe('28000.00');
    } finally {
      await t.handle.db.execute(sql`update gyms set price = '25000.00' where id = ${GYM_A}`);
    }
  });

  it('cancels the pending order when the cart changed and makes a new one', async () => {
    const { client } = await memberWithCart();
    const first = (await checkoutWith(client)).json<CheckoutResponse>().order;
    await cartAction(client, { action: 'add', id: GYM_B });
    const second = await checkoutWith(client);
    expect(second.statusCode).toBe(201);
    expect(second.json<CheckoutResponse>().order.total.$numberDecimal).toBe('37999.99');
    const old = (await client.get(orderUrl(first._id))).json<{ order: Order }>().order;
    expect(old.status).toBe('cancelled');
    expect(old.cancelledAt).not.toBeNull();
    // The replay of a settled order carries no payment to make.
    const pay = await client.post(demoPayUrl(first._id), { cardLast4: '4242' });
    expect(pay.json<{ order: Order }>().order.status).toBe('cancelled');
  });
});

describe('orders belong to their member', () => {
  it('another member gets 404 for my order and my demo payment; bad bodies get 400', async () => {
    const me = await memberWithCart();
    const order = (await checkoutWith(me.client)).json<CheckoutResponse>().order;
    const other = await signedIn(t);
    expect((await other.client.get(orderUrl(order._id))).statusCode).toBe(404);
    expect((await other.client.post(demoPayUrl(order._id), { cardLast4: '4242' })).statusCode).toBe(404);
    expect((await other.client.get(ORDERS)).json<OrdersResponse>()).toMatchObject({ total: 0, purchases: 0 });
    expect((await me.client.get(orderUrl('nope'))).statusCode).toBe(400);
    for (const body of [{}, { cardLast4: '42' }, { cardLast4: 'abcd' }, { cardLast4: 4242 }]) {
      const res = await me.client.post(demoPayUrl(order._id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: commerceMessages.cardLast4Invalid });
    }
    const partner = await signedIn(t, 'partner');
    expect((await partner.client.get(ORDERS)).statusCode).toBe(403);
  });

  it('pages "Mis compras" newest first, counts only paid orders as purchases, and records every transition with its time', async () => {
    const { id, client } = await memberWithCart();
    const a = (await checkoutWith(client)).json<CheckoutResponse>().order;
    await client.post(demoPayUrl(a._id), { cardLast4: '0002' });
    const b = (await checkoutWith(client)).json<CheckoutResponse>().order;
    await client.post(demoPayUrl(b._id), { cardLast4: '4242' });
    const page = (await client.get(`${ORDERS}?page=1`)).json<OrdersResponse>();
    expect(page.orders.map((o) => [o._id, o.status])).toEqual([
      [b._id, 'paid'],
      [a._id, 'failed'],
    ]);
    // Two orders, one purchase: the declined one is an attempt.
    expect(page).toMatchObject({ total: 2, purchases: 1 });
    const events = await rowsOf<{ from: string | null; to: string; source: string }>(
      t,
      sql`select e.from_status as "from", e.to_status as "to", e.source from order_events e
            join orders o on o.id = e.order_id where o.user_id = ${id} order by e.id`,
    );
    expect(events).toEqual([
      { from: null, to: 'pending', source: 'checkout' },
      { from: 'pending', to: 'failed', source: 'demo' },
      { from: null, to: 'pending', source: 'checkout' },
      { from: 'pending', to: 'paid', source: 'demo' },
    ]);
  });
});

describe('passes', () => {
  it('verifies a pass for the gym’s partner and administrators only; forged codes are refused', async () => {
    const me = await memberWithCart();
    const order = (await checkoutWith(me.client)).json<CheckoutResponse>().order;
    const paid = (await me.client.post(demoPayUrl(order._id), { cardLast4: '4242' })).json<{ order: Order }>()
      .order;
    const code = paid.lines[0]?.pass?.code ?? '';
    const partnerA = await (await import('../account/helpers')).sessionFor(t, t.partnerA);
    const ok = await partnerA.post('/api/passes/verify', { code });
    expect(ok.statusCode).toBe(200);
    const body = ok.json<PassVerifyResponse>();
    expect(body).toMatchObject({
      valid: true,
      state: 'valid',
      pass: { memberFirstName: 'Lucía', gymId: GYM_A },
    });
    expect(JSON.stringify(body)).not.toContain(code);
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.post('/api/passes/verify', { code })).statusCode).toBe(200);
    const partnerB = await (await import('../account/helpers')).sessionFor(t, t.partnerB);
    expect((await partnerB.post('/api/passes/verify', { code })).statusCode).toBe(403);
    expect((await me.client.post('/api/passes/verify', { code })).statusCode).toBe(403);
    const forged = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await partnerA.post('/api/passes/verify', { code: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: commerceMessages.passInvalid });
  });
});
