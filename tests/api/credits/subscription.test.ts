// Subscribing to Pase BuscaGym (ADR 0045) through the API, on PGlite and PostgreSQL: a month paid with
// the demo card adds the plan's credits and posts one balanced `credits_sold` entry; replaying the
// idempotency key, the demo payment or the same provider event adds nothing; who may subscribe; pause
// rules (at most 3 months a year); a cancel keeps the credits until the period ends. The ledger holds
// after each: trial balance 0 and the credit liability equal to the wallets' values.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findOrder, settleAsReported } from '../../../src/server/modules/orders/index';
import { deliverReceipt } from '../../../src/server/modules/orders/mail/receipt';
import type { MailMessage } from '../../../src/server/plugins/mail';
import { creditMessages } from '../../../src/shared/messages';
import { refundMessages } from '../../../src/shared/messages/refunds';
import { Client } from '../account/helpers';
import { expectError } from '../admin/helpers';
import { rowsOf, signedIn } from '../commerce/helpers';
import { adminRefundUrl, postRefund } from '../refunds/helpers';
import {
  PAUSE,
  SUBSCRIPTION,
  creditOrdersOf,
  entriesOf,
  expectLedgerHolds,
  me,
  newMember,
  newPlan,
  subscribe,
  subscribeAndPay,
  t,
  useCreditsApp,
} from './fixture';

useCreditsApp();

describe('subscribing and paying', () => {
  it('a month paid with the demo card adds its credits, worth the price, with one balanced entry', async () => {
    const plan = await newPlan(8, '24999.00');
    const m = await newMember();
    const { orderId, paid } = await subscribeAndPay(m.client, plan._id);
    expect(paid).toMatchObject({ status: 'paid', kind: 'credits' });
    const mine = await me(m.client);
    expect(mine).toMatchObject({
      balance: 8,
      value: { $numberDecimal: '24999.00' },
      plan: { _id: plan._id },
      status: 'active',
      paused: false,
      cancelAtPeriodEnd: false,
      pauseMonthsLeft: 3,
    });
    expect(mine.renewsAt).toBe(mine.currentPeriodEnd);
    expect(new Date(mine.renewsAt ?? '').getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(mine.history).toEqual([
      expect.objectContaining({
        kind: 'added',
        credits: 8,
        value: { $numberDecimal: '24999.00' },
        gymName: null,
      }),
    ]);
    expect(await entriesOf('credits_sold')).toContainEqual({
      eventKey: `order:${orderId}:paid`,
      lines: 2,
      sum: '0',
    });
    expect(await entriesOf('plan_charge')).toEqual([]);
    await expectLedgerHolds();
    // The receipt names the plan of credits (the mail job may have sent it already: compose it again).
    const sent: MailMessage[] = [];
    await t.handle.db.execute(sql`update orders set receipt_sent_at = null where id = ${orderId}::uuid`);
    await deliverReceipt(
      t.handle.db,
      { send: async (mail: MailMessage) => void sent.push(mail) } as never,
      orderId,
    );
    expect(sent[0]?.text).toContain(creditMessages.receiptLine(plan.name));
    expect(sent[0]?.text).toContain(creditMessages.receiptClosing);
    expect((await findOrder(t.handle.db, { orderId }))?.receiptSentAt).not.toBeNull();
    // Not refundable yet (ADR 0045): the credits would stay while the money left.
    const refund = await postRefund(t.admin, adminRefundUrl(orderId), { reason: 'Prueba' });
    expectError(refund, 409, 'CONFLICT');
    expect(refund.json<{ message: string }>().message).toBe(refundMessages.creditsNotRefundable);
  });

  it('the same Idempotency-Key, a second demo payment or the same provider event add nothing', async () => {
    const plan = await newPlan(10, '30000');
    const m = await newMember();
    const key = randomUUID();
    const first = await subscribe(m.client, plan._id, key);
    expect(first.statusCode).toBe(201);
    const again = await subscribe(m.client, plan._id, key);
    expect(again.statusCode).toBe(200);
    const orderId = first.json<{ order: { _id: string } }>().order._id;
    expect(again.json<{ order: { _id: string } }>().order._id).toBe(orderId);

    const event = { provider: 'manual' as const, eventId: `evt_${randomUUID()}`, type: 'payment.succeeded' };
    const state = {
      paymentId: `manual_${orderId}`,
      status: 'succeeded' as const,
      orderId,
      failureCode: null,
    };
    const input = { orderId, source: 'webhook' as const, event };
    expect(await settleAsReported(t.app.orders, input, state)).toBe('applied');
    expect(await settleAsReported(t.app.orders, input, state)).toBe('duplicate');
    const other = { ...input, event: { ...event, eventId: `evt_${randomUUID()}` } };
    expect(await settleAsReported(t.app.orders, other, state)).toBe('notApplicable');
    const demo = await m.client.post(`/api/orders/${orderId}/demo-pay`, { cardLast4: '4242' });
    expect(demo.statusCode).toBe(200);
    const replay = await subscribe(m.client, plan._id, key);
    expect(replay.statusCode).toBe(200);

    expect(await me(m.client)).toMatchObject({ balance: 10, value: { $numberDecimal: '30000.00' } });
    expect((await me(m.client)).history).toHaveLength(1);
    expect(await creditOrdersOf(m.id)).toHaveLength(1);
    expect(
      (await entriesOf('credits_sold')).filter((e) => e.eventKey === `order:${orderId}:paid`),
    ).toHaveLength(1);
    await expectLedgerHolds();
  });

  it('a declined first payment adds nothing and leaves no subscription', async () => {
    const plan = await newPlan(6, '18000');
    const m = await newMember();
    const started = await subscribe(m.client, plan._id);
    const orderId = started.json<{ order: { _id: string } }>().order._id;
    const declined = await m.client.post(`/api/orders/${orderId}/demo-pay`, { cardLast4: '0002' });
    expect(declined.json<{ order: { status: string } }>().order.status).toBe('failed');
    expect(await me(m.client)).toMatchObject({ balance: 0, plan: null, status: null, history: [] });
  });

  it('refuses a second subscription, unknown or inactive plans, and anyone but a member', async () => {
    const plan = await newPlan(4, '12000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    const twice = await subscribe(m.client, plan._id);
    expectError(twice, 409, 'CONFLICT');
    expectError(await subscribe(m.client, randomUUID()), 400, 'VALIDATION');
    const bad = await subscribe(m.client, 'nada');
    expectError(bad, 400, 'VALIDATION');
    expect(bad.json<{ fields: Record<string, string> }>().fields.planId).toBe(creditMessages.planRequired);
    const off = await newPlan(5, '15000');
    await t.admin.put(`/api/admin/credit-plans/${off._id}`, {
      name: off.name,
      creditsPerMonth: 5,
      monthlyPrice: off.monthlyPrice,
      active: false,
    });
    const other = await newMember();
    const inactive = await subscribe(other.client, off._id);
    expectError(inactive, 400, 'VALIDATION');
    expect(inactive.json<{ message: string }>().message).toBe(creditMessages.planInactive);
    const partner = await signedIn(t, 'partner', 'Dueña');
    expectError(await subscribe(partner.client, plan._id), 403, 'FORBIDDEN');
    expectError(await subscribe(t.admin, plan._id), 403, 'FORBIDDEN');
    expectError(await subscribe(new Client(t.app), plan._id), 401, 'UNAUTHORIZED');
    expectError(await partner.client.get('/api/credits/me'), 403, 'FORBIDDEN');
  });
});

describe('pause and cancel', () => {
  it('pauses from the end of the paid month; at most 3 months a year (the 4th is refused)', async () => {
    const plan = await newPlan(8, '24999');
    const m = await newMember();
    expectError(await m.client.post(PAUSE, { months: 1 }), 404, 'NOT_FOUND');
    await subscribeAndPay(m.client, plan._id);
    const before = await me(m.client);
    for (const months of [0, 4, 1.5]) {
      const res = await m.client.post(PAUSE, { months });
      expectError(res, 400, 'VALIDATION');
      expect(res.json<{ fields: Record<string, string> }>().fields.months).toBe(creditMessages.pauseMonths);
    }
    const paused = await m.client.post(PAUSE, { months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const after = paused.json<typeof before>();
    expect(after).toMatchObject({ status: 'paused', paused: true, balance: 8, pauseMonthsLeft: 1 });
    const end = new Date(before.currentPeriodEnd ?? '');
    const until = new Date(after.pausedUntil ?? '');
    expect(after.renewsAt).toBe(after.pausedUntil);
    expect(until.getTime() - end.getTime()).toBeGreaterThan(58 * 86_400_000);
    expect(until.getTime() - end.getTime()).toBeLessThan(63 * 86_400_000);
    expectError(await m.client.post(PAUSE, { months: 1 }), 409, 'CONFLICT');
    // Back to active (as when the pause ends): 2 of the year's 3 months are used.
    await t.handle.db.execute(
      sql`update credit_subscriptions set status = 'active', paused_until = null where user_id = ${m.id}::uuid`,
    );
    const fourth = await m.client.post(PAUSE, { months: 2 });
    expectError(fourth, 409, 'CONFLICT');
    expect(fourth.json<{ message: string }>().message).toBe(creditMessages.pauseYearUsed(1));
    expect((await m.client.post(PAUSE, { months: 1 })).statusCode).toBe(200);
    expect(await me(m.client)).toMatchObject({ pauseMonthsLeft: 0, balance: 8 });
  });

  it('a cancel keeps the credits until the period ends; it cannot be paused or cancelled again', async () => {
    const plan = await newPlan(12, '36000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    const res = await m.client.delete(SUBSCRIPTION);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      balance: 12,
      renewsAt: null,
    });
    expectError(await m.client.delete(SUBSCRIPTION), 409, 'CONFLICT');
    expectError(await m.client.post(PAUSE, { months: 1 }), 409, 'CONFLICT');
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from credit_movements where user_id = ${m.id}::uuid`,
    );
    expect(row?.n).toBe(1);
    await expectLedgerHolds();
  });
});
