/**
 * The ledger through the API (docs/architecture.md §5.1, ADR 0042): a demo purchase, a partial refund
 * by an administrator and a payout each post one balanced entry in their own transaction; the trial
 * balance sums to 0; the partner's balance due (read from the ledger) equals net sales minus payouts;
 * the partner's monthly statement adds up, as JSON and as CSV; who may read what.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementResponse, TrialBalanceResponse } from '../../../src/shared/contract/ledger';
import type { SalesFiguresResponse } from '../../../src/shared/contract/sales';
import { ledgerMessages } from '../../../src/shared/messages';
import { buenosAiresMonth } from '../../../src/shared/domain/dates';
import { selectTrialBalance } from '../../../src/server/modules/ledger/index';
import type { Client } from '../account/helpers';
import { sessionFor } from '../account/helpers';
import { buildAdminApp, type AdminTestApp } from '../admin/helpers';
import { rowsOf, signedIn, YOGA } from '../commerce/helpers';
import { adminRefundUrl, ars, buyWithDemo, postRefund } from '../refunds/helpers';

const TRIAL = '/api/admin/ledger/trial-balance';
const statementUrl = (id: string, month: string, format = 'json') =>
  `/api/partner/statement/${id}?month=${month}&format=${format}`;
const CBU = '2850590940090418135201';
const month = buenosAiresMonth();

let t: AdminTestApp;
let partner: Client;
let orderId: string;

/** Entries per kind and the lines of each, as the database has them. */
const entries = () =>
  rowsOf<{ eventKey: string; kind: string; lines: number; sum: string }>(
    t,
    sql`select e.event_key as "eventKey", e.kind, count(l.*)::int as lines, sum(l.amount)::text as sum
          from ledger_entries e join ledger_lines l on l.entry_id = e.id group by e.id order by e.id`,
  );

beforeAll(async () => {
  t = await buildAdminApp();
  partner = await sessionFor(t, t.partnerA);
  await t.handle.db.execute(sql`update partners set cbu = ${CBU} where user_id = ${t.partnerA}::uuid`);
  const member = await signedIn(t, 'user', 'Lucía Gómez');
  const order = await buyWithDemo(member.client, [{ action: 'add', id: YOGA }]);
  orderId = order._id;
});
afterAll(async () => t?.close());

describe('money events post balanced entries', () => {
  it('a purchase, a partial refund and a payout: one entry each, each summing to 0', async () => {
    expect(await entries()).toEqual([
      { eventKey: `order:${orderId}:paid`, kind: 'order_paid', lines: 4, sum: '0' },
    ]);
    const refund = await postRefund(t.admin, adminRefundUrl(orderId), {
      amount: ars('500.50'),
      reason: 'Clase movida',
    });
    expect(refund.statusCode).toBe(201);
    const payout = await t.admin.post(
      '/api/admin/payouts',
      { partnerId: t.partnerA, amount: ars('100.00'), paidAt: month + '-01', reference: 'TRF-1' },
      { 'idempotency-key': randomUUID() },
    );
    expect(payout.statusCode).toBe(201);
    const found = await entries();
    expect(found.map((e) => e.kind)).toEqual(['order_paid', 'refund', 'payout']);
    expect(found.every((e) => e.sum === '0')).toBe(true);
    // Posting the history again finds every event posted already.
    const [again] = await rowsOf<{ n: number }>(t, sql`select ledger_post_history() as n`);
    expect(again?.n).toBe(0);
  });

  it('the trial balance sums to 0, and the partner is owed net sales minus payouts', async () => {
    const res = await t.admin.get(TRIAL);
    expect(res.statusCode).toBe(200);
    const trial = res.json<TrialBalanceResponse>();
    expect(trial).toMatchObject({
      balanced: true,
      entries: 3,
      totals: [{ currency: 'ARS', balance: ars('0.00') }],
    });
    const owed = trial.accounts.find((a) => a.code === `partner:${t.partnerA}`);
    const [fromSales] = await rowsOf<{ due: string }>(
      t,
      sql`select ((select sum(net) from sales where partner_id = ${t.partnerA}::uuid)
                - (select sum(amount) from payouts where partner_id = ${t.partnerA}::uuid))::numeric(18, 2)::text as due`,
    );
    expect(owed?.balance).toEqual(ars(`-${fromSales?.due ?? ''}`));
    // The running sums it reads are the lines' own sums.
    expect(await selectTrialBalance(t.handle.db, 'balances')).toEqual(
      await selectTrialBalance(t.handle.db, 'lines'),
    );
    const figures = (
      await partner.get(`/api/partner/sales/allsales/${t.partnerA}`)
    ).json<SalesFiguresResponse>();
    expect(figures.balance.due).toEqual(ars(fromSales?.due ?? ''));
  });

  it('the partner’s statement of the month adds up, as JSON and as CSV', async () => {
    const res = await partner.get(statementUrl(t.partnerA, month));
    expect(res.statusCode).toBe(200);
    const s = res.json<StatementResponse>();
    const c = (d: { $numberDecimal: string }) => Math.round(Number(d.$numberDecimal) * 100);
    expect(s).toMatchObject({
      partnerId: t.partnerA,
      month,
      currency: 'ARS',
      opening: ars('0.00'),
      payouts: ars('100.00'),
    });
    expect(s.refunds).toEqual(ars('500.50'));
    expect(s.visits).toEqual(ars('0.00'));
    expect(s.visitLines).toEqual([]);
    expect(c(s.closing)).toBe(
      c(s.opening) + c(s.sales) + c(s.visits) - c(s.commission) - c(s.refunds) - c(s.payouts),
    );
    const figures = (
      await partner.get(`/api/partner/sales/allsales/${t.partnerA}`)
    ).json<SalesFiguresResponse>();
    expect(s.closing).toEqual(figures.balance.due);

    const csv = await partner.get(statementUrl(t.partnerA, month, 'csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(ledgerMessages.csvHeader.join(';'));
    expect(row).toBe(
      [month, 'ARS', '0,00', s.sales, s.visits, s.commission, s.refunds, s.payouts, s.closing]
        .map((v) => (typeof v === 'string' ? v : v.$numberDecimal.replace('.', ',')))
        .join(';'),
    );

    const before = await partner.get(statementUrl(t.partnerA, '2020-01'));
    expect(before.json<StatementResponse>()).toMatchObject({
      opening: ars('0.00'),
      sales: ars('0.00'),
      closing: ars('0.00'),
    });
  });
});

describe('who may read', () => {
  it('the trial balance: administrators only', async () => {
    expect((await partner.get(TRIAL)).statusCode).toBe(403);
    expect((await (await sessionFor(t, t.memberId)).get(TRIAL)).statusCode).toBe(403);
  });

  it('a statement: the partner himself or an administrator; bad months get a Spanish 400', async () => {
    expect((await t.admin.get(statementUrl(t.partnerA, month))).statusCode).toBe(200);
    expect((await (await sessionFor(t, t.partnerB)).get(statementUrl(t.partnerA, month))).statusCode).toBe(
      403,
    );
    const bad = await partner.get(statementUrl(t.partnerA, '2026-13'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(ledgerMessages.monthInvalid);
    const future = await partner.get(statementUrl(t.partnerA, '2999-01'));
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain(ledgerMessages.monthInFuture);
  });
});
