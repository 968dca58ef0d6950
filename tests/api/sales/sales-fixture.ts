// The app, the purchases and the helpers of the partner's sales tests (SPEC §7 `GET /api/partner/sales/{id}`,
// `/allsales/{id}`): sales.test.ts (who may read, the list) and figures.test.ts (the figures) each call
// useSalesApp() once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CheckoutResponse, Order } from '../../../src/shared/contract/orders';
import { fromCentavos, toCentavos } from '../../../src/shared/domain/money';
import { sessionFor, type Client } from '../account/helpers';
import { insertPaidSale } from '../helpers/sales';
import {
  buildCommerceApp,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';

/** The sales list call of partner `id`. */
export const list = (id: string, q = '') => `/api/partner/sales/${id}${q}`;
/** The sales figures call of partner `id`. */
export const figures = (id: string, q = '') => `/api/partner/sales/allsales/${id}${q}`;

/** The file's app (set by {@link useSalesApp} before its tests run). */
export let t: CommerceTestApp;
/** Partner A's signed-in client. */
export let owner: Client;
/** The member Lucía Gómez Paz, who bought at gyms A and B. */
export let buyerId: string;

/** Buys `items` (product id, quantity) with the demo provider; @returns the paid order. */
async function buy(client: Client, items: [string, number][]): Promise<Order> {
  for (const [id, qty] of items)
    for (let i = 0; i < qty; i += 1)
      expect((await cartAction(client, { action: 'add', id })).statusCode).toBe(200);
  const { order } = (await checkoutWith(client)).json<CheckoutResponse>();
  const paid = await client.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode).toBe(200);
  return paid.json<{ order: Order }>().order;
}

/** A sales row as {@link rowsIn} reads it. */
export interface Row {
  gross: string;
  commission: string;
  net: string;
  quantity: number;
  gym_id: string;
  product_name: string;
  buyer_id: string | null;
  month: string;
}

/** The partner's sales rows in `[from, to]` (Buenos Aires days), straight from the table. */
export const rowsIn = (partnerId: string, from: string, to: string) =>
  rowsOf<Row>(
    t,
    sql`select gross::text, commission::text, net::text, quantity, gym_id, product_name, buyer_id,
               to_char(created_at at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM') as month
          from sales
         where partner_id = ${partnerId}
           and (created_at at time zone 'America/Argentina/Buenos_Aires')::date between ${from}::date and ${to}::date`,
  );

/** The sum of `key` over `rows`, to the centavo. */
export const sum = (rows: Row[], key: 'gross' | 'commission' | 'net') =>
  fromCentavos(rows.reduce((acc, r) => acc + toCentavos(r[key]), 0));

/**
 * Builds the commerce app before the file's tests with real purchases and partner A's sales history at
 * chosen instants; closes it after.
 */
export function useSalesApp(): void {
  beforeAll(async () => {
    t = await buildCommerceApp();
    owner = await sessionFor(t, t.partnerA);
    const buyer = await signedIn(t, 'user', 'Lucía Gómez Paz');
    buyerId = buyer.id;
    // Real purchases: membership ×1 and 2 Yoga classes at gym A (partner A, premium 7.50 %), one at gym B.
    await buy(buyer.client, [
      [GYM_A, 1],
      [YOGA, 2],
      [GYM_B, 1],
    ]);
    const other = await signedIn(t, 'user', 'Tomás');
    await buy(other.client, [[SWIM, 3]]);
    // History at chosen instants: the Buenos Aires midnight of 1 March 2026 is 03:00 UTC.
    const at = (iso: string) => new Date(iso);
    const base = { partnerId: t.partnerA, commissionPercent: '7.50', buyerName: 'Ana Ruiz' };
    await insertPaidSale(t.handle, {
      ...base,
      gymId: GYM_A,
      gross: '1000.00',
      at: at('2026-03-01T02:59:59Z'),
    });
    await insertPaidSale(t.handle, {
      ...base,
      gymId: GYM_A,
      gross: '2000.00',
      at: at('2026-03-01T03:00:00Z'),
    });
    await insertPaidSale(t.handle, {
      ...base,
      gymId: GYM_A,
      gymServiceId: YOGA,
      productName: 'Yoga de prueba',
      gross: '0.10',
      at: at('2026-03-15T12:00:00Z'),
    });
    await insertPaidSale(t.handle, {
      ...base,
      gymId: GYM_A,
      gymServiceId: YOGA,
      productName: 'Yoga de prueba',
      gross: '0.06',
      at: at('2026-03-16T12:00:00Z'),
    });
    await insertPaidSale(t.handle, {
      ...base,
      gymId: GYM_A,
      gross: '3333.33',
      at: at('2025-04-30T12:00:00Z'),
    });
    await insertPaidSale(t.handle, { ...base, gymId: GYM_A, gross: '5.00', at: at('2025-03-31T12:00:00Z') });
  });
  afterAll(async () => t?.close());
}
