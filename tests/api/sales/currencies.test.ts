// Sales, balances and payouts per currency (docs/architecture.md §5; ADR 0053): a partner of México whose gym
// sells in pesos mexicanos sees its figures in MXN; the administrators' summary keeps ARS and MXN apart
// (never added); the balance, the payout and its ledger entry are in MXN; the statement reads the ledger in
// the asked currency. Partner B and gym B move to México in the test database (`country = 'mx'`).
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSalesSummaryResponse,
  PartnerBalanceResponse,
  PayoutResponse,
} from '../../../src/shared/contract/admin-finances';
import { SALES_TIME_ZONE } from '../../../src/shared/constants/sales';
import type { StatementResponse } from '../../../src/shared/contract/ledger';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import type { SalesFiguresResponse, SalesListResponse } from '../../../src/shared/contract/sales';
import { formatAmount } from '../../../src/shared/domain/currency';
import { adminMessages } from '../../../src/shared/messages';
import { sessionFor, type Client } from '../account/helpers';
import { buildAdminApp, type AdminTestApp } from '../admin/helpers';
import { cartAction, checkoutWith, demoPayUrl, GYM_A, GYM_B, rowsOf } from '../commerce/helpers';

const CLABE = '002010077777777771';
let t: AdminTestApp;
let partnerB: Client;

/** The member buys `qty` of gym `gymId`'s membership with the demo card. */
async function buy(gymId: string, qty: number): Promise<void> {
  for (let i = 0; i < qty; i += 1) await cartAction(t.member, { action: 'add', id: gymId });
  const { order } = (await checkoutWith(t.member)).json<CheckoutResponse>();
  const paid = await t.member.post(demoPayUrl(order._id), { cardLast4: '4242' });
  expect(paid.statusCode, paid.body).toBe(200);
}

beforeAll(async () => {
  t = await buildAdminApp();
  await t.handle.db.execute(sql`update gyms set country = 'mx', price = '500.00' where id = ${GYM_B}::uuid`);
  await t.handle.db.execute(
    sql`update partners set country = 'mx', bank_account = ${CLABE} where user_id = ${t.partnerB}::uuid`,
  );
  partnerB = await sessionFor(t, t.partnerB);
  await buy(GYM_A, 1); // 25 000.00 ARS, partner A (7.5 %)
  await buy(GYM_B, 2); // 1 000.00 MXN, partner B (15 %)
});
afterAll(async () => t?.close());

describe('a partner’s figures in its own currency', () => {
  it('lists each sale with its currency', async () => {
    const list = (await partnerB.get(`/api/partner/sales/${t.partnerB}`)).json<SalesListResponse>();
    expect(list.sales.map((s) => [s.currency, s.gross.$numberDecimal])).toEqual([['MXN', '1000.00']]);
  });

  it('opens with the partner’s currency and keeps each gym’s', async () => {
    const res = await partnerB.get(`/api/partner/sales/allsales/${t.partnerB}`);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json<SalesFiguresResponse>();
    expect(figures.currency).toBe('MXN');
    expect(figures.totals).toMatchObject({
      gross: { $numberDecimal: '1000.00' },
      net: { $numberDecimal: '850.00' },
    });
    expect(figures.byCurrency.map((c) => [c.currency, c.totals.gross.$numberDecimal])).toEqual([
      ['MXN', '1000.00'],
    ]);
    expect(figures.byGym.map((g) => [g.gym._id, g.currency])).toEqual([[GYM_B, 'MXN']]);
    expect(figures.byProduct.map((p) => p.currency)).toEqual(['MXN']);
    expect(figures.balance).toMatchObject({
      currency: 'MXN',
      net: { $numberDecimal: '850.00' },
      due: { $numberDecimal: '850.00' },
      byCurrency: [{ currency: 'MXN', due: { $numberDecimal: '850.00' } }],
    });
  });

  it('gives an Argentine partner its figures in ARS, as before', async () => {
    const figures = (
      await t.admin.get(`/api/partner/sales/allsales/${t.partnerA}`)
    ).json<SalesFiguresResponse>();
    expect(figures.currency).toBe('ARS');
    expect(figures.totals.gross.$numberDecimal).toBe('25000.00');
    expect(figures.byCurrency.map((c) => c.currency)).toEqual(['ARS']);
  });
});

describe('the administrators’ summary keeps currencies apart', () => {
  it('sums ARS and MXN each on its own, ARS first', async () => {
    const res = await t.admin.get('/api/admin/sales/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<AdminSalesSummaryResponse>();
    expect(summary.currency).toBe('ARS');
    expect(summary.totals.gross.$numberDecimal).toBe('25000.00');
    expect(summary.byCurrency.map((c) => [c.currency, c.totals.gross.$numberDecimal])).toEqual([
      ['ARS', '25000.00'],
      ['MXN', '1000.00'],
    ]);
    const month = (c: (typeof summary.byCurrency)[number]) => c.byMonth.at(-1)?.gross.$numberDecimal;
    expect(summary.byCurrency.map(month)).toEqual(['25000.00', '1000.00']);
  });

  it('answers the partner list’s balance in each partner’s currency', async () => {
    const res = await t.admin.get(`/api/admin/allpartners?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const partners = res.json<{
      partners: { _id: string; currency: string; balance: { $numberDecimal: string } }[];
    }>().partners;
    const b = partners.find((p) => p._id === t.partnerB);
    expect(b).toMatchObject({ currency: 'MXN', balance: { $numberDecimal: '850.00' } });
    expect(partners.find((p) => p._id === t.partnerA)?.currency).toBe('ARS');
  });
});

describe('a payout in the partner’s currency', () => {
  it('refuses more than the balance in MXN, naming it in MXN; records one in MXN with its ledger entry', async () => {
    const pay = (amount: string, extra: object = {}) =>
      t.admin.post(
        '/api/admin/payouts',
        {
          partnerId: t.partnerB,
          amount: { $numberDecimal: amount },
          paidAt: '2026-11-20',
          reference: `SPEI-${randomUUID().slice(0, 8)}`,
          ...extra,
        },
        { 'idempotency-key': randomUUID() },
      );
    const over = await pay('850.01');
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(
      adminMessages.payoutOverBalance(formatAmount('850.00', 'MXN')),
    );
    // Nothing is owed to partner B in pesos argentinos.
    expect((await pay('1.00', { currency: 'ARS' })).statusCode).toBe(409);

    const res = await pay('800.00');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<PayoutResponse>();
    expect(answer.payout).toMatchObject({
      currency: 'MXN',
      cbu: CLABE,
      amount: { $numberDecimal: '800.00' },
    });
    expect(answer.due.$numberDecimal).toBe('50.00');
    const lines = await rowsOf<{ currency: string; amount: string }>(
      t,
      sql`select l.currency, l.amount::text as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id
           where e.event_key = ${`payout:${answer.payout._id}`}`,
    );
    expect(lines.map((l) => l.currency)).toEqual(['MXN', 'MXN']);
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(0);

    const balance = (
      await t.admin.get(`/api/admin/partners/${t.partnerB}/balance`)
    ).json<PartnerBalanceResponse>();
    expect(balance).toMatchObject({
      currency: 'MXN',
      paidOut: { $numberDecimal: '800.00' },
      due: { $numberDecimal: '50.00' },
      payouts: [{ currency: 'MXN', amount: { $numberDecimal: '800.00' } }],
    });
  });

  it('states the month in the partner’s currency, and in another when asked', async () => {
    // Statements count months in Buenos Aires (SALES_TIME_ZONE): in the first hours of a UTC month it is
    // still the last one there.
    const month = format(new TZDate(Date.now(), SALES_TIME_ZONE), 'yyyy-MM');
    const own = (
      await partnerB.get(`/api/partner/statement/${t.partnerB}?month=${month}`)
    ).json<StatementResponse>();
    expect(own).toMatchObject({
      currency: 'MXN',
      currencies: ['MXN'],
      sales: { $numberDecimal: '1000.00' },
      commission: { $numberDecimal: '150.00' },
    });
    const ars = (
      await partnerB.get(`/api/partner/statement/${t.partnerB}?month=${month}&currency=ARS`)
    ).json<StatementResponse>();
    expect(ars).toMatchObject({ currency: 'ARS', sales: { $numberDecimal: '0.00' } });
    const bad = await partnerB.get(`/api/partner/statement/${t.partnerB}?month=${month}&currency=USD`);
    expect(bad.statusCode).toBe(400);
  });
});
