// Prices carry their currency and a cart never mixes currencies (docs/architecture.md §5, §7.1; ADR 0053):
// products and carts answer their currency, a cart refuses a product of another currency (409, Spanish),
// a visitor's cart merges only the cart's currency, and a cart in reais is paid, booked and ledgered in
// reais. A gym of Brasil is the shop's gym B moved to `gyms.country = 'br'` in the test database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, ProductsResponse } from '../../../src/shared/contract/cart';
import type { CheckoutResponse, Order, OrdersResponse } from '../../../src/shared/contract/orders';
import { commerceMessages } from '../../../src/shared/messages';
import {
  buildCommerceApp,
  cartAction,
  CART,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  ORDERS,
  productsUrl,
  rowsOf,
  signedIn,
  SWIM,
  type CommerceTestApp,
} from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
  await t.handle.db.execute(sql`update gyms set country = 'br', price = '150.00' where id = ${GYM_B}::uuid`);
});
afterAll(async () => t?.close());

const cartOf = (res: { json: <T>() => T }) => res.json<{ cart: Cart }>().cart;

describe('prices with their currency', () => {
  it('answers each product in the currency of its gym’s country', async () => {
    const ar = (await t.app.inject({ url: productsUrl(GYM_A) })).json<ProductsResponse>();
    expect(ar.products.map((p) => [p._id, p.currency])).toEqual([
      [GYM_A, 'ARS'],
      [SWIM, 'ARS'],
      [expect.any(String), 'ARS'],
    ]);
    const br = (await t.app.inject({ url: productsUrl(GYM_B) })).json<ProductsResponse>();
    expect(br.products).toEqual([
      expect.objectContaining({ _id: GYM_B, unitPrice: { $numberDecimal: '150.00' }, currency: 'BRL' }),
    ]);
  });

  it('gives the cart its lines’ currency, ARS while empty', async () => {
    const { client } = await signedIn(t);
    expect(cartOf(await client.get(CART)).currency).toBe('ARS');
    const cart = cartOf(await cartAction(client, { action: 'add', id: GYM_B }));
    expect(cart).toMatchObject({ currency: 'BRL', total: { $numberDecimal: '150.00' } });
    expect(cart.items[0]?.product?.currency).toBe('BRL');
  });
});

describe('a cart never mixes currencies', () => {
  it('refuses a product in reais after one in pesos with 409 and a Spanish message, the cart unchanged', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_A });
    const res = await cartAction(client, { action: 'add', id: GYM_B });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: commerceMessages.currencyMismatch('ARS', 'BRL'),
    });
    expect(res.json<{ message: string }>().message).toBe(
      'Tu carrito tiene productos en pesos argentinos y este se paga en reales. Cada compra va en una ' +
        'sola moneda: pagá o vaciá tu carrito antes de agregarlo.',
    );
    const cart = cartOf(await client.get(CART));
    expect(cart.items.map((i) => [i.id, i.qty])).toEqual([[GYM_A, 1]]);
    expect(cart.currency).toBe('ARS');
  });

  it('takes the other currency once the cart is emptied', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_B });
    expect((await cartAction(client, { action: 'add', id: SWIM })).statusCode).toBe(409);
    await cartAction(client, { action: 'clear' });
    expect(cartOf(await cartAction(client, { action: 'add', id: SWIM })).currency).toBe('ARS');
  });

  it('merges a visitor’s cart only in the cart’s currency', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_A });
    const merged = cartOf(
      await cartAction(client, {
        action: 'merge',
        items: [
          { id: GYM_B, qty: 2 },
          { id: SWIM, qty: 3 },
        ],
      }),
    );
    expect(merged.items.map((i) => [i.id, i.qty])).toEqual([
      [GYM_A, 1],
      [SWIM, 3],
    ]);
    const fresh = await signedIn(t);
    const first = cartOf(
      await cartAction(fresh.client, {
        action: 'merge',
        items: [
          { id: GYM_B, qty: 1 },
          { id: SWIM, qty: 1 },
        ],
      }),
    );
    expect(first).toMatchObject({ currency: 'BRL', items: [expect.objectContaining({ id: GYM_B })] });
    expect(first.items).toHaveLength(1);
  });

  it('refuses to check out a cart whose gym moved to another country after it was added', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_A });
    await t.handle.db.execute(sql`update gyms set country = 'ar' where id = ${GYM_B}::uuid`);
    try {
      expect((await cartAction(client, { action: 'add', id: GYM_B })).statusCode).toBe(200);
    } finally {
      await t.handle.db.execute(sql`update gyms set country = 'br' where id = ${GYM_B}::uuid`);
    }
    expect(cartOf(await client.get(CART)).currency).toBe('ARS');
    const res = await checkoutWith(client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: commerceMessages.currencyMismatch('ARS', 'BRL'),
    });
  });
});

describe('a cart in reais is paid in reais (demo provider)', () => {
  it('makes an order in BRL whose ledger entry is in BRL and sums to zero', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_B });
    await cartAction(client, { action: 'add', id: GYM_B });
    const checkout = await checkoutWith(client);
    expect(checkout.statusCode).toBe(201);
    const { order } = checkout.json<CheckoutResponse>();
    expect(order).toMatchObject({ currency: 'BRL', total: { $numberDecimal: '300.00' } });
    expect(
      order.lines.map((l) => [l.currency, l.unitPrice.$numberDecimal, l.lineTotal.$numberDecimal]),
    ).toEqual([['BRL', '150.00', '300.00']]);

    const paid = await client.post(demoPayUrl(order._id), { cardLast4: '4242' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ order: Order }>().order).toMatchObject({ status: 'paid', currency: 'BRL' });
    const [stored] = await rowsOf<{ currency: string }>(
      t,
      sql`select currency from orders where id = ${order._id}::uuid`,
    );
    expect(stored?.currency).toBe('BRL');

    const lines = await rowsOf<{ currency: string; role: string; amount: string }>(
      t,
      sql`select l.currency, l.role, l.amount::text as amount
            from ledger_entries e join ledger_lines l on l.entry_id = e.id
           where e.event_key = ${`order:${order._id}:paid`}`,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['BRL']));
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(0);
    expect(lines.find((l) => l.role === 'receipt')?.amount).toBe('30000');

    const mine = (await client.get(ORDERS)).json<OrdersResponse>();
    expect(mine.orders[0]).toMatchObject({ _id: order._id, currency: 'BRL' });
  });
});
