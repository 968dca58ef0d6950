// The partner's sales (SPEC §7 `GET /api/partner/sales/{id}`, `/allsales/{id}`): who may read them,
// the list (newest first, paged, filtered, buyer shown as "Nombre I."), and figures equal to sums
// recomputed from the rows, to the centavo, over Buenos Aires days and months.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../src/server/db/schema-sales';
import type { Order } from '../../../src/shared/contract/orders';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import type { SalesFiguresResponse, SalesListResponse } from '../../../src/shared/contract/sales';
import { salesMessages } from '../../../src/shared/messages';
import { fromCentavos, toCentavos } from '../../../src/shared/domain/money';
import { Client, sessionFor } from '../account/helpers';
import { leaksInternals } from '../helpers/app';
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

const list = (id: string, q = '') => `/api/partner/sales/${id}${q}`;
const figures = (id: string, q = '') => `/api/partner/sales/allsales/${id}${q}`;

let t: CommerceTestApp;
let owner: Client;
let buyerId: string;

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

interface Row {
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
const rowsIn = (partnerId: string, from: string, to: string) =>
  rowsOf<Row>(
    t,
    sql`select gross::text, commission::text, net::text, quantity, gym_id, product_name, buyer_id,
               to_char(created_at at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM') as month
          from sales
         where partner_id = ${partnerId}
           and (created_at at time zone 'America/Argentina/Buenos_Aires')::date between ${from}::date and ${to}::date`,
  );

const sum = (rows: Row[], key: 'gross' | 'commission' | 'net') =>
  fromCentavos(rows.reduce((acc, r) => acc + toCentavos(r[key]), 0));

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
  await insertPaidSale(t.handle, { ...base, gymId: GYM_A, gross: '1000.00', at: at('2026-03-01T02:59:59Z') });
  await insertPaidSale(t.handle, { ...base, gymId: GYM_A, gross: '2000.00', at: at('2026-03-01T03:00:00Z') });
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
  await insertPaidSale(t.handle, { ...base, gymId: GYM_A, gross: '3333.33', at: at('2025-04-30T12:00:00Z') });
  await insertPaidSale(t.handle, { ...base, gymId: GYM_A, gross: '5.00', at: at('2025-03-31T12:00:00Z') });
});
afterAll(async () => t?.close());

describe('who may read sales', () => {
  it('refuses visitors (401), members, other partners (403) and answers the partner and admins', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(list(t.partnerA))).statusCode).toBe(401);
    expect((await visitor.get(figures(t.partnerA))).statusCode).toBe(401);
    const member = await signedIn(t, 'user');
    const refused = await member.client.get(figures(t.partnerA));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(salesMessages.partnersOnly);
    const partnerB = await sessionFor(t, t.partnerB);
    expect((await partnerB.get(list(t.partnerA))).statusCode).toBe(403);
    expect((await partnerB.get(figures(t.partnerA))).statusCode).toBe(403);
    expect((await owner.get(list(t.partnerA))).statusCode).toBe(200);
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.get(figures(t.partnerA))).statusCode).toBe(200);
    expect((await admin.client.get(list(randomUUID()))).statusCode).toBe(404);
  });

  it('answers bad filters with 400 and a Spanish message, never a 500', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-30', salesMessages.dateInvalid],
      ['?from=ayer', salesMessages.dateInvalid],
      ['?from=2026-03-02&to=2026-03-01', salesMessages.rangeReversed],
      ['?from=2000-01-01&to=2026-03-01', salesMessages.rangeTooLong],
      ['?gym=abc', salesMessages.gymInvalid],
      ['?product=zapatillas', salesMessages.productInvalid],
      ['?limit=0', salesMessages.limit],
      ['?limit=101', salesMessages.limit],
      ['?page=0', salesMessages.page],
    ];
    for (const [q, message] of cases) {
      const res = await owner.get(list(t.partnerA, q));
      expect(res.statusCode, q).toBe(400);
      const body = res.json<{ message: string; fields?: Record<string, string> }>();
      expect([body.message, ...Object.values(body.fields ?? {})], q).toContain(message);
      expect(leaksInternals(res.body)).toBe(false);
    }
    expect((await owner.get(list('nope'))).statusCode).toBe(400);
  });
});

describe('the sales list', () => {
  it("lists the partner's own sales newest first with the buyer as first name and initial", async () => {
    const res = await owner.get(list(t.partnerA));
    expect(res.statusCode).toBe(200);
    const body = res.json<SalesListResponse>();
    // Today's purchases: membership, Yoga ×2 (one line), Natación ×3; not gym B's (partner B).
    expect(body.total).toBe(3);
    expect(body.sales.map((s) => s.gym._id)).toEqual([GYM_A, GYM_A, GYM_A]);
    const dates = body.sales.map((s) => s.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const yoga = body.sales.find((s) => s.product.gymServiceId === YOGA);
    expect(yoga).toMatchObject({
      qty: 2,
      unitPrice: { $numberDecimal: '2000.50' },
      gross: { $numberDecimal: '4001.00' },
      commissionPercent: 7.5,
      commission: { $numberDecimal: '300.08' },
      net: { $numberDecimal: '3700.92' },
      buyer: 'Lucía P.',
    });
    expect(yoga?.reference).toMatch(/^BG-/);
    expect(res.body).not.toContain('Gómez');
    for (const s of body.sales)
      expect(toCentavos(s.commission.$numberDecimal) + toCentavos(s.net.$numberDecimal)).toBe(
        toCentavos(s.gross.$numberDecimal),
      );
  });

  it('filters by range, gym and product, and pages without repeats or gaps', async () => {
    const q = '?from=2025-01-01&to=2026-12-31';
    const all = (await owner.get(list(t.partnerA, `${q}&limit=100`))).json<SalesListResponse>();
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
      const p = (await owner.get(list(t.partnerA, `${q}&limit=2&page=${page}`))).json<SalesListResponse>();
      expect(p.pages).toBe(Math.ceil(all.total / 2));
      pages.push(...p.sales.map((s) => s._id));
    }
    expect(pages).toEqual(all.sales.map((s) => s._id));
    const yoga = (await owner.get(list(t.partnerA, `${q}&product=${YOGA}`))).json<SalesListResponse>();
    expect(yoga.sales.every((s) => s.product.gymServiceId === YOGA)).toBe(true);
    const memberships = (
      await owner.get(list(t.partnerA, `${q}&product=membership`))
    ).json<SalesListResponse>();
    expect(memberships.sales.every((s) => s.product.kind === 'membership')).toBe(true);
    expect(yoga.total + memberships.total).toBeLessThan(all.total);
    const otherGym = (await owner.get(list(t.partnerA, `${q}&gym=${GYM_B}`))).json<SalesListResponse>();
    expect(otherGym.total).toBe(0);
    const march1 = (
      await owner.get(list(t.partnerA, '?from=2026-03-01&to=2026-03-01'))
    ).json<SalesListResponse>();
    expect(march1.sales.map((s) => [s.date, s.gross.$numberDecimal])).toEqual([
      ['2026-03-01T03:00:00.000Z', '2000.00'],
    ]);
  });
});

describe('the figures', () => {
  it('equal the sums recomputed from the rows, by range, gym, product and Buenos Aires month', async () => {
    const from = '2025-03-01';
    const to = '2026-03-31';
    const res = await owner.get(figures(t.partnerA, `?from=${from}&to=${to}`));
    expect(res.statusCode).toBe(200);
    const f = res.json<SalesFiguresResponse>();
    const rows = await rowsIn(t.partnerA, from, to);
    expect(f.range).toEqual({ from, to });
    expect(f.totals).toEqual({
      gross: { $numberDecimal: sum(rows, 'gross') },
      commission: { $numberDecimal: sum(rows, 'commission') },
      net: { $numberDecimal: sum(rows, 'net') },
      sales: rows.length,
      units: rows.reduce((a, r) => a + r.quantity, 0),
    });
    // Half up to the centavo per sale: 0.10 × 7.5 % = 0.0075 → 0.01; 0.06 × 7.5 % = 0.0045 → 0.00.
    expect(rows.filter((r) => r.gross === '0.10').map((r) => r.commission)).toEqual(['0.01']);
    expect(rows.filter((r) => r.gross === '0.06').map((r) => r.commission)).toEqual(['0.00']);
    // 12 months ending March 2026; 28 Feb 23:59:59 in Buenos Aires counts in February.
    expect(f.byMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const month = (m: string) => f.byMonth.find((x) => x.month === m);
    expect(month('2026-02')?.gross.$numberDecimal).toBe('1000.00');
    expect(month('2026-03')?.gross.$numberDecimal).toBe(
      sum(
        rows.filter((r) => r.month === '2026-03'),
        'gross',
      ),
    );
    expect(month('2025-04')?.gross.$numberDecimal).toBe('3333.33');
    expect(month('2025-05')).toMatchObject({ gross: { $numberDecimal: '0.00' }, sales: 0 });
    const byGymTotal = f.byGym.reduce((a, g) => a + toCentavos(g.net.$numberDecimal), 0);
    expect(fromCentavos(byGymTotal)).toBe(f.totals.net.$numberDecimal);
    const byProductTotal = f.byProduct.reduce((a, p) => a + toCentavos(p.gross.$numberDecimal), 0);
    expect(fromCentavos(byProductTotal)).toBe(f.totals.gross.$numberDecimal);
    const yoga = f.byProduct.filter((p) => p.product.gymServiceId === YOGA);
    expect(yoga).toHaveLength(1);
    expect(yoga[0]?.gross.$numberDecimal).toBe(
      sum(
        rows.filter((r) => r.product_name === 'Yoga de prueba'),
        'gross',
      ),
    );
    expect(f.clients).toBe(new Set(rows.map((r) => r.buyer_id).filter(Boolean)).size);
  });

  it('counts distinct clients and active passes today, and the balance due after payouts', async () => {
    const f = (await owner.get(figures(t.partnerA))).json<SalesFiguresResponse>();
    expect(f.clients).toBe(2);
    // Passes of today's purchases at gym A: membership, Yoga ×2 (one pass), Natación ×3.
    expect(f.activePasses).toBe(3);
    await t.handle.db.insert(payouts).values([
      {
        partnerId: t.partnerA,
        amount: '1000.00',
        cbu: '2850590940090418135201',
        reference: 'TRF-1',
        paidAt: new Date('2026-04-01T15:00:00Z'),
      },
      {
        partnerId: t.partnerA,
        amount: '250.50',
        cbu: '2850590940090418135201',
        reference: 'TRF-2',
        paidAt: new Date('2026-05-01T15:00:00Z'),
      },
    ]);
    const after = (await owner.get(figures(t.partnerA))).json<SalesFiguresResponse>();
    const [all] = await rowsOf<{ net: string }>(
      t,
      sql`select sum(net)::text as net from sales where partner_id = ${t.partnerA}`,
    );
    expect(after.balance.net.$numberDecimal).toBe(all?.net);
    expect(after.balance.paidOut.$numberDecimal).toBe('1250.50');
    expect(after.balance.due.$numberDecimal).toBe(fromCentavos(toCentavos(all?.net ?? '0') - 125050));
    expect(after.balance.payouts.map((p) => p.reference)).toEqual(['TRF-2', 'TRF-1']);
    const b = (await (await sessionFor(t, t.partnerB)).get(figures(t.partnerB))).json<SalesFiguresResponse>();
    expect(b.balance.payouts).toEqual([]);
    expect(b.totals.sales).toBe(1);
    expect(b.clients).toBe(1);
    expect(buyerId).toBeTruthy();
  });

  it('a gym filter keeps only that gym; a partner with no sales gets zeros', async () => {
    const gymB = (await owner.get(figures(t.partnerA, `?gym=${GYM_B}`))).json<SalesFiguresResponse>();
    expect(gymB.totals).toMatchObject({ gross: { $numberDecimal: '0.00' }, sales: 0 });
    expect(gymB.byGym).toEqual([]);
    expect(gymB.byMonth.every((m) => m.sales === 0)).toBe(true);
    expect(gymB.activePasses).toBe(0);
    const fresh = await signedIn(t, 'partner', 'Nueva Dueña');
    await t.handle.db.execute(sql`insert into partners (user_id, name) values (${fresh.id}, 'Nueva')`);
    const empty = (await fresh.client.get(figures(fresh.id))).json<SalesFiguresResponse>();
    expect(empty.totals.sales).toBe(0);
    expect(empty.balance.due.$numberDecimal).toBe('0.00');
  });
});
