// Administrators' finances (ADR 0018 "Finances and moderation"): every partner's sales with a partner's
// columns and filters plus the partner, and a summary whose sums come from the daily sums and equal sums
// recomputed from the sales rows to the centavo, over Buenos Aires days and months, with paid plan revenue
// by month apart.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema-commerce';
import type {
  AdminSalesResponse,
  AdminSalesSummaryResponse,
} from '../../../src/shared/contract/admin-finances';
import { Client, sessionFor } from '../account/helpers';
import { GYM_A, GYM_B, rowsOf } from '../commerce/helpers';
import { insertPaidSale } from '../helpers/sales';
import { buildAdminApp, expectError, type AdminTestApp } from './helpers';

const SALES = '/api/admin/sales';
const SUMMARY = '/api/admin/sales/summary';
const RANGE = 'from=2026-10-01&to=2026-11-30';

let t: AdminTestApp;

/** A plan order of `partnerId` paid (or refunded) at `at` for `total` ARS. */
async function planOrder(partnerId: string, total: string, at: Date, status: 'paid' | 'refunded' = 'paid') {
  await t.handle.db.insert(orders).values({
    reference: `BG-P${randomUUID().slice(0, 8).toUpperCase()}`,
    userId: partnerId,
    kind: 'plan',
    planCode: 'standar',
    provider: 'manual',
    total,
    idempotencyKey: randomUUID(),
    cartVersion: 0,
    buyerEmail: 'empresa@example.com',
    buyerName: 'Empresa',
    status,
    createdAt: at,
    paidAt: at,
    ...(status === 'refunded' ? { refundedAt: at } : {}),
  });
}

beforeAll(async () => {
  t = await buildAdminApp();
  const sale = (gymId: string, partnerId: string, gross: string, percent: string, at: string) =>
    insertPaidSale(t.handle, { gymId, partnerId, gross, commissionPercent: percent, at: new Date(at) });
  await sale(GYM_A, t.partnerA, '1000.00', '10.00', '2026-11-10T15:00:00Z');
  // 23:30 of 31 October in Buenos Aires: October there, November in UTC.
  await sale(GYM_A, t.partnerA, '333.33', '10.00', '2026-11-01T02:30:00Z');
  await sale(GYM_B, t.partnerB, '2000.00', '5.00', '2026-11-05T12:00:00Z');
  await sale(GYM_A, t.partnerA, '500.00', '10.00', '2026-06-15T12:00:00Z');
  await planOrder(t.partnerA, '14999.00', new Date('2026-11-01T01:00:00Z'));
  await planOrder(t.partnerB, '7000.50', new Date('2026-11-03T12:00:00Z'));
  await planOrder(t.partnerB, '7000.50', new Date('2026-11-04T12:00:00Z'), 'refunded');
});
afterAll(async () => {
  await t?.close();
});

describe('who may call', () => {
  it('visitors get 401, members and partners 403', async () => {
    const visitor = new Client(t.app);
    const partner = await sessionFor(t, t.partnerA);
    for (const url of [SALES, SUMMARY]) {
      expectError(await visitor.get(url), 401, 'UNAUTHORIZED');
      expectError(await t.member.get(url), 403, 'FORBIDDEN');
      expectError(await partner.get(url), 403, 'FORBIDDEN');
    }
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'partner=nope',
      'from=2026-11-30&to=2026-10-01',
      'from=30/11/2026',
      'gym=x',
      'limit=0',
    ]) {
      expectError(await t.admin.get(`${SALES}?${q}`), 400, 'VALIDATION');
      if (q !== 'limit=0') expectError(await t.admin.get(`${SUMMARY}?${q}`), 400, 'VALIDATION');
    }
  });
});

describe("every partner's sales", () => {
  it('lists them newest first with their partner, filtered by partner, gym, product and Buenos Aires days', async () => {
    const res = await t.admin.get(`${SALES}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<AdminSalesResponse>();
    expect(list.total).toBe(3);
    expect(list.range).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(
      list.sales.map((s) => [s.date, s.partner?.name, s.gross.$numberDecimal, s.commission.$numberDecimal]),
    ).toEqual([
      ['2026-11-10T15:00:00.000Z', 'Dueña A', '1000.00', '100.00'],
      ['2026-11-05T12:00:00.000Z', 'Dueño B', '2000.00', '100.00'],
      ['2026-11-01T02:30:00.000Z', 'Dueña A', '333.33', '33.33'],
    ]);
    expect(list.sales[1]?.partner?._id).toBe(t.partnerB);

    const only = async (q: string) =>
      (await t.admin.get(`${SALES}?${RANGE}&${q}`)).json<AdminSalesResponse>();
    expect((await only(`partner=${t.partnerB}`)).sales.map((s) => s.gym._id)).toEqual([GYM_B]);
    expect((await only(`gym=${GYM_A}`)).total).toBe(2);
    expect((await only('product=membership')).total).toBe(3);
    expect((await only(`product=${randomUUID()}`)).total).toBe(0);
    // 1 November in Buenos Aires starts at 03:00 UTC: the sale at 02:30 UTC is October's.
    const october = (await t.admin.get(`${SALES}?from=2026-10-01&to=2026-10-31`)).json<AdminSalesResponse>();
    expect(october.sales.map((s) => s.gross.$numberDecimal)).toEqual(['333.33']);
    const paged = await only('limit=2&page=2');
    expect([paged.total, paged.pages, paged.sales.length]).toEqual([3, 2, 1]);
  });
});

describe('the summary', () => {
  it('sums the range and the months from the daily sums, equal to the sales rows to the centavo', async () => {
    const res = await t.admin.get(`${SUMMARY}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<AdminSalesSummaryResponse>();
    const [rows] = await rowsOf<{ gross: string; commission: string; net: string }>(
      t,
      sql`select sum(gross)::text as gross, sum(commission)::text as commission, sum(net)::text as net
            from sales where created_at >= '2026-10-01T03:00:00Z' and created_at < '2026-12-01T03:00:00Z'`,
    );
    expect(summary.totals).toEqual({
      gross: { $numberDecimal: rows?.gross },
      commission: { $numberDecimal: rows?.commission },
      net: { $numberDecimal: rows?.net },
      sales: 3,
      units: 3,
    });
    expect(rows).toEqual({ gross: '3333.33', commission: '233.33', net: '3100.00' });

    const months = summary.byMonth.map((m) => m.month);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-12', '2026-11']);
    const byMonth = await rowsOf<{ month: string; commission: string }>(
      t,
      sql`select to_char(created_at at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM') as month,
                 sum(commission)::text as commission from sales group by 1`,
    );
    for (const m of summary.byMonth)
      expect(m.commission.$numberDecimal).toBe(
        byMonth.find((r) => r.month === m.month)?.commission ?? '0.00',
      );
    expect(
      summary.byMonth.filter((m) => m.sales > 0).map((m) => [m.month, m.commission.$numberDecimal]),
    ).toEqual([
      ['2026-06', '50.00'],
      ['2026-10', '33.33'],
      ['2026-11', '200.00'],
    ]);

    // Plan revenue apart, by the Buenos Aires month of payment; the refunded order is not revenue.
    expect(summary.plans.filter((p) => p.orders > 0)).toEqual([
      { month: '2026-10', revenue: { $numberDecimal: '14999.00' }, currency: 'ARS', orders: 1 },
      { month: '2026-11', revenue: { $numberDecimal: '7000.50' }, currency: 'ARS', orders: 1 },
    ]);
    expect(summary.plans.map((p) => p.month)).toEqual(months);
  });

  it("keeps one partner's sales with the partner filter; plan revenue stays whole", async () => {
    const summary = (
      await t.admin.get(`${SUMMARY}?${RANGE}&partner=${t.partnerA}`)
    ).json<AdminSalesSummaryResponse>();
    expect(summary.totals.gross.$numberDecimal).toBe('1333.33');
    expect(summary.totals.commission.$numberDecimal).toBe('133.33');
    expect(summary.totals.net.$numberDecimal).toBe('1200.00');
    expect(summary.plans.filter((p) => p.orders > 0)).toHaveLength(2);
  });
});
