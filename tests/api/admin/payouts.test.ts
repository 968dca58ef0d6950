// Payouts recorded by administrators (ADR 0018 "Finances and moderation"): a partner's balance due is the
// sales module's (net of every sale minus payouts); a payout of at most that balance to the CBU of the
// partner's profile, idempotent by key, once per bank reference, lowers the balance exactly by its amount,
// shows in the partner's own figures and is audited in the same transaction; refusals write nothing, and
// concurrent payouts never pay out more than the balance.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerBalanceResponse, PayoutResponse } from '../../../src/shared/contract/admin-finances';
import type { SalesFiguresResponse } from '../../../src/shared/contract/sales';
import { adminMessages } from '../../../src/shared/messages';
import { formatArs, fromCentavos, toCentavos } from '../../../src/shared/domain/money';
import { Client, sessionFor } from '../account/helpers';
import { insertPaidSale } from '../helpers/sales';
import { GYM_A, GYM_B, rowsOf } from '../commerce/helpers';
import { auditRows, buildAdminApp, countOf, expectError, type AdminTestApp } from './helpers';

const PAYOUTS = '/api/admin/payouts';
const balanceUrl = (id: string) => `/api/admin/partners/${id}/balance`;
const CBU = '2850590940090418135201';

let t: AdminTestApp;
let partner: Client;

beforeAll(async () => {
  t = await buildAdminApp();
  partner = await sessionFor(t, t.partnerA);
  await t.handle.db.execute(sql`update partners set cbu = ${CBU} where user_id = ${t.partnerA}::uuid`);
  // Net 20 000.00 − 10 % + 5 000.01 − 10 % (rounded half up per sale) for partner A; partner B has sales but no CBU.
  await insertPaidSale(t.handle, {
    gymId: GYM_A,
    partnerId: t.partnerA,
    gross: '20000.00',
    commissionPercent: '10.00',
  });
  await insertPaidSale(t.handle, {
    gymId: GYM_A,
    partnerId: t.partnerA,
    gross: '5000.05',
    commissionPercent: '10.00',
  });
  await insertPaidSale(t.handle, { gymId: GYM_B, partnerId: t.partnerB, gross: '1000.00' });
});
afterAll(async () => {
  await t?.close();
});

const key = () => `payout-${randomUUID()}`;
const body = (amount: string, reference = `TRF-${randomUUID().slice(0, 8)}`, partnerId = t.partnerA) => ({
  partnerId,
  amount: { $numberDecimal: amount },
  paidAt: '2026-11-20',
  reference,
});
const pay = (client: Client, payload: object, k = key()) =>
  client.post(PAYOUTS, payload, { 'idempotency-key': k });
const dueOf = async (id = t.partnerA) =>
  (await t.admin.get(balanceUrl(id))).json<PartnerBalanceResponse>().due.$numberDecimal;
/** The partner's net from the sales rows themselves, ARS. */
const netFromSales = async (id: string) => {
  const [row] = await rowsOf<{ net: string }>(
    t,
    sql`select coalesce(sum(net), 0)::numeric(18, 2)::text as net from sales where partner_id = ${id}::uuid`,
  );
  return row?.net ?? '';
};
const payoutAudits = async () => (await auditRows(t)).filter((r) => r.action === 'payout.record');

describe('who may call', () => {
  it('visitors get 401, members and partners 403', async () => {
    const visitor = new Client(t.app);
    expectError(await visitor.get(balanceUrl(t.partnerA)), 401, 'UNAUTHORIZED');
    expectError(await pay(visitor, body('1.00')), 401, 'UNAUTHORIZED');
    for (const client of [t.member, partner]) {
      expectError(await client.get(balanceUrl(t.partnerA)), 403, 'FORBIDDEN');
      expectError(await pay(client, body('1.00')), 403, 'FORBIDDEN');
    }
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(0);
  });
});

describe("a partner's balance", () => {
  it('is net sales minus payouts, with the CBU of the profile; 404 for an account without a partner profile', async () => {
    const res = await t.admin.get(balanceUrl(t.partnerA));
    expect(res.statusCode, res.body).toBe(200);
    const net = await netFromSales(t.partnerA);
    expect(net).toBe('22500.04');
    expect(res.json<PartnerBalanceResponse>()).toEqual({
      partnerId: t.partnerA,
      cbu: CBU,
      net: { $numberDecimal: net },
      paidOut: { $numberDecimal: '0.00' },
      due: { $numberDecimal: net },
      currency: 'ARS',
      byCurrency: [
        {
          currency: 'ARS',
          net: { $numberDecimal: net },
          paidOut: { $numberDecimal: '0.00' },
          due: { $numberDecimal: net },
        },
      ],
      payouts: [],
    });
    expectError(await t.admin.get(balanceUrl(t.memberId)), 404, 'NOT_FOUND');
    expectError(await t.admin.get(balanceUrl(randomUUID())), 404, 'NOT_FOUND');
    expectError(await t.admin.get(balanceUrl('nope')), 400, 'VALIDATION');
  });
});

describe('recording a payout', () => {
  it('refuses bad input with 400 and writes nothing', async () => {
    const bad = [
      body('0'),
      body('0.00'),
      body('-5.00'),
      body('10.001'),
      body('12345678901.00'),
      { ...body('10.00'), amount: 10 },
      { ...body('10.00'), paidAt: '20/11/2026' },
      { ...body('10.00'), paidAt: '2999-01-01' },
      { ...body('10.00'), reference: '   ' },
      { ...body('10.00'), reference: 'x'.repeat(101) },
      { ...body('10.00'), partnerId: 'nope' },
    ];
    for (const payload of bad) expectError(await pay(t.admin, payload), 400, 'VALIDATION');
    const missingKey = await t.admin.post(PAYOUTS, body('10.00'));
    expectError(missingKey, 400, 'VALIDATION');
    expectError(await pay(t.admin, body('10.00'), 'short'), 400, 'VALIDATION');
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(0);
    expect(await payoutAudits()).toEqual([]);
  });

  it('refuses an amount over the balance (409 naming it), a partner without CBU (400), an unknown partner (404)', async () => {
    const due = await dueOf();
    const over = await pay(t.admin, body(fromCentavos(toCentavos(due) + 1)));
    expectError(over, 409, 'CONFLICT');
    expect(over.json<{ message: string }>().message).toBe(adminMessages.payoutOverBalance(formatArs(due)));
    expect(over.json<{ message: string }>().message).toContain(formatArs(due));
    const noCbu = await pay(t.admin, body('1.00', 'TRF-B', t.partnerB));
    expectError(noCbu, 400, 'VALIDATION');
    expect(noCbu.json<{ message: string }>().message).toBe(adminMessages.payoutNoCbu('AR'));
    expectError(await pay(t.admin, body('1.00', 'TRF-X', t.memberId)), 404, 'NOT_FOUND');
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(0);
    expect(await payoutAudits()).toEqual([]);
  });

  it('records it once per key (201, then 200), lowers the balance exactly and shows it to the partner', async () => {
    const before = await dueOf();
    const k = key();
    const payload = body('12345.67', 'TRF-0001');
    const res = await pay(t.admin, payload, k);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<PayoutResponse>();
    const after = fromCentavos(toCentavos(before) - 1234567);
    expect(answer).toEqual({
      payout: {
        _id: expect.any(String),
        partnerId: t.partnerA,
        amount: { $numberDecimal: '12345.67' },
        currency: 'ARS',
        // 00:00 of 20 November in Buenos Aires (UTC−3).
        paidAt: '2026-11-20T03:00:00.000Z',
        reference: 'TRF-0001',
        cbu: CBU,
      },
      due: { $numberDecimal: after },
    });
    expect(await dueOf()).toBe(after);

    // The same key answers the same payout; the same key with other values is refused.
    const again = await pay(t.admin, payload, k);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PayoutResponse>().payout).toEqual(answer.payout);
    expectError(await pay(t.admin, { ...payload, amount: { $numberDecimal: '1.00' } }, k), 409, 'CONFLICT');
    // Another key with the same bank reference is refused.
    const sameRef = await pay(t.admin, body('1.00', 'TRF-0001'));
    expectError(sameRef, 409, 'CONFLICT');
    expect(sameRef.json<{ message: string }>().message).toBe(adminMessages.payoutReferenceTaken);
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(1);

    // The partner's own figures list it and show the same balance.
    const figures = (
      await partner.get(`/api/partner/sales/allsales/${t.partnerA}`)
    ).json<SalesFiguresResponse>();
    expect(figures.balance.payouts).toEqual([
      {
        _id: answer.payout._id,
        amount: answer.payout.amount,
        currency: 'ARS',
        paidAt: answer.payout.paidAt,
        reference: 'TRF-0001',
        cbu: CBU,
      },
    ]);
    expect(figures.balance.due.$numberDecimal).toBe(after);
    expect(figures.balance.paidOut.$numberDecimal).toBe('12345.67');

    // One audit entry, written with the payout.
    expect(await payoutAudits()).toEqual([
      {
        action: 'payout.record',
        target_type: 'account',
        target_id: t.partnerA,
        actor_email: t.adminEmail,
        before: { due: before },
        after: {
          due: after,
          payoutId: answer.payout._id,
          amount: '12345.67',
          currency: 'ARS',
          cbu: CBU,
          reference: 'TRF-0001',
          paidAt: '2026-11-20',
        },
      },
    ]);
    const audit = await t.admin.get('/api/admin/audit?action=payout.record');
    expect(audit.statusCode, audit.body).toBe(200);
  });

  it('pays out the whole balance to the centavo, then nothing more', async () => {
    const due = await dueOf();
    expect((await pay(t.admin, body(due))).statusCode).toBe(201);
    expect(await dueOf()).toBe('0.00');
    const more = await pay(t.admin, body('0.01'));
    expectError(more, 409, 'CONFLICT');
    expect(more.json<{ message: string }>().message).toBe(adminMessages.payoutOverBalance(formatArs('0.00')));
    const [sums] = await rowsOf<{ paid: string }>(
      t,
      sql`select sum(amount)::text as paid from payouts where partner_id = ${t.partnerA}::uuid`,
    );
    expect(sums?.paid).toBe(await netFromSales(t.partnerA));
  });

  it('ten concurrent payouts of 60 % of the balance with different keys: exactly one is recorded', async () => {
    await insertPaidSale(t.handle, { gymId: GYM_A, partnerId: t.partnerA, gross: '10000.00' });
    const due = await dueOf();
    expect(due).toBe('10000.00');
    const auditsBefore = (await payoutAudits()).length;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(t.admin, body('6000.00', `TRF-C${i}`))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await dueOf()).toBe('4000.00');
    expect((await payoutAudits()).length).toBe(auditsBefore + 1);
  });
});
