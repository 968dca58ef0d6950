// The member's cart (SPEC §4 rules; §7 GET/POST /api/shopcart): every action, every refusal, prices
// from the database (changes shown before paying), and who may use it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/shared/contract/cart';
import { commerceMessages } from '../../../src/shared/messages';
import { Client } from '../account/helpers';
import {
  buildCommerceApp,
  cartAction,
  CART,
  checkoutWith,
  GYM_A,
  GYM_B,
  GYM_OFF,
  productsUrl,
  signedIn,
  SPIN,
  SWIM,
  SWIM_OFF,
  YOGA,
  type CommerceTestApp,
} from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
});
afterAll(async () => t?.close());

const cartOf = (res: { json: <T>() => T }) => res.json<{ cart: Cart }>().cart;
const lines = (cart: Cart) => cart.items.map((i) => [i.id, i.qty]);

describe('who may use a cart', () => {
  it('answers 401 to visitors and 403 with a Spanish message to partners and admins', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(CART)).statusCode).toBe(401);
    expect((await cartAction(visitor, { action: 'add', id: GYM_A })).statusCode).toBe(401);
    for (const type of ['partner', 'admin'] as const) {
      const { client } = await signedIn(t, type);
      for (const res of [await client.get(CART), await cartAction(client, { action: 'add', id: GYM_A })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: commerceMessages.membersOnly });
      }
    }
  });

  it('keeps each member’s cart to themselves, with no-store caching', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await cartAction(a.client, { action: 'add', id: GYM_A });
    const res = await b.client.get(CART);
    expect(cartOf(res).items).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('SPEC §4 rules', () => {
  it('add raises qty or adds with 1; remove lowers and a line at 0 leaves; clear empties', async () => {
    const { client } = await signedIn(t);
    expect(lines(cartOf(await cartAction(client, { action: 'add', id: GYM_A })))).toEqual([[GYM_A, 1]]);
    expect(lines(cartOf(await cartAction(client, { action: 'add', id: GYM_A })))).toEqual([[GYM_A, 2]]);
    expect(lines(cartOf(await cartAction(client, { action: 'add', id: SWIM })))).toEqual([
      [GYM_A, 2],
      [SWIM, 1],
    ]);
    expect(lines(cartOf(await cartAction(client, { action: 'remove', id: GYM_A })))).toEqual([
      [GYM_A, 1],
      [SWIM, 1],
    ]);
    expect(lines(cartOf(await cartAction(client, { action: 'remove', id: GYM_A })))).toEqual([[SWIM, 1]]);
    // Removing what is not there changes nothing (never below 0).
    expect(lines(cartOf(await cartAction(client, { action: 'remove', id: GYM_A })))).toEqual([[SWIM, 1]]);
    await cartAction(client, { action: 'add', id: YOGA });
    expect(lines(cartOf(await cartAction(client, { action: 'delete', id: SWIM })))).toEqual([[YOGA, 1]]);
    const cleared = cartOf(await cartAction(client, { action: 'clear' }));
    expect(cleared).toMatchObject({
      items: [],
      count: 0,
      total: { $numberDecimal: '0.00' },
      needsReview: false,
    });
  });

  it('computes line totals and the total exactly on the server', async () => {
    const { client } = await signedIn(t);
    for (let i = 0; i < 3; i += 1) await cartAction(client, { action: 'add', id: YOGA });
    const cart = cartOf(await cartAction(client, { action: 'add', id: GYM_B }));
    expect(cart.items.map((i) => i.lineTotal.$numberDecimal)).toEqual(['6001.50', '9999.99']);
    expect(cart.total.$numberDecimal).toBe('16001.49');
    expect(cart.count).toBe(4);
  });

  it('refuses a 100th unit and a 31st line with 409', async () => {
    const { id, client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_A });
    await t.handle.db.execute(sql`update cart_items set qty = 99 where user_id = ${id}`);
    const res = await cartAction(client, { action: 'add', id: GYM_A });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: commerceMessages.qtyTooHigh });
  });

  it('merges a visitor’s cart at sign-in: quantities summed and capped, products not on sale skipped', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: YOGA });
    const merged = cartOf(
      await cartAction(client, {
        action: 'merge',
        items: [
          { id: YOGA, qty: 99 },
          { id: GYM_A, qty: 2 },
          { id: GYM_OFF, qty: 1 },
          { id: SPIN, qty: 1 },
          { id: crypto.randomUUID(), qty: 3 },
        ],
      }),
    );
    expect(lines(merged)).toEqual([
      [YOGA, 99],
      [GYM_A, 2],
    ]);
  });
});

describe('refusals', () => {
  it('404 for an unknown product, 409 for one not on sale (inactive gym, service without price)', async () => {
    const { client } = await signedIn(t);
    const unknown = await cartAction(client, { action: 'add', id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: commerceMessages.productNotFound });
    for (const id of [GYM_OFF, SWIM_OFF, SPIN]) {
      const res = await cartAction(client, { action: 'add', id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: commerceMessages.productInactive });
    }
  });

  it('400 with a Spanish message for malformed bodies, never a 500', async () => {
    const { client } = await signedIn(t);
    const cases: [object, string][] = [
      [{ action: 'steal', id: GYM_A }, commerceMessages.actionInvalid],
      [{ action: 'add', id: 'not-a-uuid' }, commerceMessages.productIdInvalid],
      [{ action: 'merge', items: [{ id: GYM_A, qty: 0 }] }, commerceMessages.qtyInvalid],
      [{ action: 'merge', items: [{ id: GYM_A, qty: 1.5 }] }, commerceMessages.qtyInvalid],
      [{ action: 'merge', items: [{ id: GYM_A, qty: 100 }] }, commerceMessages.qtyInvalid],
      [{ action: 'add', id: GYM_A, price: '1.00', qty: 50 }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await cartAction(client, body);
      if (message === '') {
        // Extra fields are ignored: the price never comes from the body.
        expect(res.statusCode).toBe(200);
        expect(cartOf(res).items[0]?.unitPrice?.$numberDecimal).toBe('25000.00');
        continue;
      }
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const bad = await client.request({
      method: 'POST',
      url: CART,
      payload: '{"action":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('products: 404 for an unknown or unpublished gym, 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: productsUrl(GYM_OFF) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: productsUrl(crypto.randomUUID()) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: productsUrl('x') })).statusCode).toBe(400);
  });
});

describe('prices come from the database and changes are shown before paying', () => {
  it('marks changed and unavailable lines, refuses checkout until confirmed', async () => {
    const { client } = await signedIn(t);
    await cartAction(client, { action: 'add', id: GYM_B });
    await cartAction(client, { action: 'add', id: SWIM });
    await t.handle.db.execute(sql`update gyms set price = '12000.00' where id = ${GYM_B}`);
    await t.handle.db.execute(sql`update gym_services set price = null where id = ${SWIM}`);
    try {
      const cart = cartOf(await client.get(CART));
      expect(cart.needsReview).toBe(true);
      expect(
        cart.items.map((i) => [
          i.status,
          i.unitPrice?.$numberDecimal ?? null,
          i.previousUnitPrice?.$numberDecimal ?? null,
        ]),
      ).toEqual([
        ['priceChanged', '12000.00', '9999.99'],
        ['unavailable', null, null],
      ]);
      expect(cart.total.$numberDecimal).toBe('12000.00');
      const refused = await checkoutWith(client);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: commerceMessages.cartNeedsReview });
      const confirmed = cartOf(await cartAction(client, { action: 'confirm' }));
      expect(confirmed.needsReview).toBe(false);
      expect(lines(confirmed)).toEqual([[GYM_B, 1]]);
      expect((await checkoutWith(client)).statusCode).toBe(201);
    } finally {
      await t.handle.db.execute(sql`update gyms set price = '9999.99' where id = ${GYM_B}`);
      await t.handle.db.execute(sql`update gym_services set price = '1500.00' where id = ${SWIM}`);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every commerce call with its schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const calls: [string, string][] = [
      ['/api/products/gym/{id}', 'get'],
      ['/api/shopcart', 'get'],
      ['/api/shopcart', 'post'],
      ['/api/payments/config', 'get'],
      ['/api/orders/checkout', 'post'],
      ['/api/orders/{id}/demo-pay', 'post'],
      ['/api/orders', 'get'],
      ['/api/orders/{id}', 'get'],
      ['/api/passes/verify', 'post'],
      ['/api/passes/checkin', 'post'],
      ['/api/payments/stripe/webhook', 'post'],
    ];
    for (const [path, method] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op?.responses ?? {}), `${method} ${path}`).toContain('200');
    }
    expect(doc.paths['/api/shopcart']?.post?.requestBody).toBeDefined();
  });
});
