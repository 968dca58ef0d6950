// The renew-credits job of Pase BuscaGym (ADR 0045) with the demo provider, on PGlite and PostgreSQL:
// a month charged to the saved card at the plan's price of then, with the rollover cap (the credits
// above it lapse at their average value, with their entry); a declined renewal (past due, credits kept);
// a pause (nothing charged until it ends, then the period pushed); a cancelled plan whose period ended
// (every credit lapses). The ledger holds after each: trial balance 0, liability = wallets' values.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renewCredits } from '../../../src/server/modules/credits/index';
import { rowsOf } from '../commerce/helpers';
import {
  PAUSE,
  SUBSCRIPTION,
  ars,
  creditOrdersOf,
  entriesOf,
  expectLedgerHolds,
  me,
  newMember,
  newPlan,
  periodEndsAt,
  subscribe,
  subscribeAndPay,
  t,
  useCreditsApp,
} from './fixture';

useCreditsApp();

const renew = () => renewCredits(t.app.orders);
const ago = (ms: number) => new Date(Date.now() - ms);

/** The member's movements, oldest first. */
const movementsOf = (userId: string) =>
  rowsOf<{ kind: string; credits: number; value: string; key: string }>(
    t,
    sql`select kind, credits, value_centavos::text as value, event_key as key
          from credit_movements where user_id = ${userId}::uuid order by id`,
  );

describe('renewals (the renew-credits job)', () => {
  it('charges the saved card at the new price; the rollover cap lapses the surplus at its average value', async () => {
    const plan = await newPlan(8, '24999.00');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    const priced = await t.admin.put(`/api/admin/credit-plans/${plan._id}`, {
      name: plan.name,
      creditsPerMonth: 8,
      monthlyPrice: ars('30000'),
      active: true,
    });
    expect(priced.statusCode).toBe(200);

    const end = ago(60_000);
    await periodEndsAt(m.id, end);
    expect(await renew()).toMatchObject({ renewed: 1, failed: 0, lapsed: 0 });
    expect(await renew()).toMatchObject({ renewed: 0, failed: 0, skipped: 0 });
    const second = await me(m.client);
    expect(second).toMatchObject({ balance: 16, value: ars('54999.00'), status: 'active' });
    expect(new Date(second.currentPeriodEnd ?? '').getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await creditOrdersOf(m.id))[1]).toMatchObject({
      status: 'paid',
      key: `credits-renewal-${end.getTime()}`,
      card: '4242',
      total: '30000.00',
    });

    await periodEndsAt(m.id, ago(30_000));
    expect(await renew()).toMatchObject({ renewed: 1 });
    const third = await me(m.client);
    // 16 held, cap 8: 8 lapse worth round(5 499 900 × 8 / 16) = 2 749 950 centavos, then 8 added for 30 000.
    expect(third).toMatchObject({ balance: 16, value: ars('57499.50') });
    expect(third.history.map((h) => [h.kind, h.credits, h.value.$numberDecimal])).toEqual([
      ['added', 8, '30000.00'],
      ['lapsed', 8, '27499.50'],
      ['added', 8, '30000.00'],
      ['added', 8, '24999.00'],
    ]);
    const lapse = (await movementsOf(m.id)).find((x) => x.kind === 'lapsed');
    expect(await entriesOf('credit_lapsed')).toContainEqual({
      eventKey: `credit-lapse:${lapse?.key}`,
      lines: 2,
      sum: '0',
    });
    expect((await entriesOf('credits_sold')).length).toBeGreaterThanOrEqual(3);
    await expectLedgerHolds();
  });

  it('concurrent runs make one renewal order, one charge and one month of credits', async () => {
    const plan = await newPlan(5, '15000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    await periodEndsAt(m.id, ago(1000));
    const reports = await Promise.all([renew(), renew(), renew()]);
    expect(reports.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    expect(await creditOrdersOf(m.id)).toHaveLength(2);
    expect(await me(m.client)).toMatchObject({ balance: 10, value: ars('30000.00') });
    await expectLedgerHolds();
  });

  it('a declined renewal makes it past due: the credits are kept and none added', async () => {
    const plan = await newPlan(10, '28000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id, '0341'); // the first payment passes, off-session charges fail
    await periodEndsAt(m.id, ago(60_000));
    expect(await renew()).toMatchObject({ renewed: 0, failed: 1 });
    expect(await me(m.client)).toMatchObject({ status: 'pastDue', balance: 10, renewsAt: null });
    expect(await renew()).toMatchObject({ renewed: 0, failed: 0 });
    expect((await creditOrdersOf(m.id)).map((o) => o.status)).toEqual(['paid', 'failed']);
    expect(await movementsOf(m.id)).toHaveLength(1);
    // Paying again starts a new month at the payment, with the rollover cap.
    const again = await subscribe(m.client, plan._id);
    expect(again.statusCode).toBe(201);
    const orderId = again.json<{ order: { _id: string } }>().order._id;
    await m.client.post(`/api/orders/${orderId}/demo-pay`, { cardLast4: '4242' });
    expect(await me(m.client)).toMatchObject({ status: 'active', balance: 20 });
    await expectLedgerHolds();
  });

  it('a pause charges nothing until it ends; then the next month is charged from its end', async () => {
    const plan = await newPlan(6, '20000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    expect((await m.client.post(PAUSE, { months: 1 })).statusCode).toBe(200);
    await periodEndsAt(m.id, ago(60_000));
    expect(await renew()).toMatchObject({ resumed: 0, renewed: 0, lapsed: 0 });
    expect(await me(m.client)).toMatchObject({ status: 'paused', balance: 6 });

    const pauseEnd = ago(30_000);
    await t.handle.db.execute(
      sql`update credit_subscriptions set paused_until = ${pauseEnd.toISOString()}::timestamptz where user_id = ${m.id}::uuid`,
    );
    expect(await renew()).toMatchObject({ resumed: 1, renewed: 1 });
    const resumed = await me(m.client);
    expect(resumed).toMatchObject({ status: 'active', paused: false, balance: 12 });
    expect((await creditOrdersOf(m.id))[1]?.key).toBe(`credits-renewal-${pauseEnd.getTime()}`);
    await expectLedgerHolds();
  });

  it('a cancelled plan lapses with all its credits when its paid month ends, once', async () => {
    const plan = await newPlan(9, '27000');
    const m = await newMember();
    await subscribeAndPay(m.client, plan._id);
    expect((await m.client.delete(SUBSCRIPTION)).statusCode).toBe(200);
    expect(await renew()).toMatchObject({ lapsed: 0 });
    expect(await me(m.client)).toMatchObject({ status: 'cancelled', balance: 9 });

    const end = ago(60_000);
    await periodEndsAt(m.id, end);
    expect(await renew()).toMatchObject({ lapsed: 1, renewed: 0 });
    expect(await renew()).toMatchObject({ lapsed: 0, renewed: 0 });
    const after = await me(m.client);
    expect(after).toMatchObject({ status: 'lapsed', balance: 0, value: ars('0.00'), renewsAt: null });
    expect(after.history[0]).toMatchObject({ kind: 'lapsed', credits: 9, value: ars('27000.00') });
    expect(await entriesOf('credit_lapsed')).toContainEqual({
      eventKey: `credit-lapse:credits-end:${m.id}:${end.getTime()}`,
      lines: 2,
      sum: '0',
    });
    expect(await creditOrdersOf(m.id)).toHaveLength(1);
    await expectLedgerHolds();
    // A lapsed member may subscribe again.
    expect((await subscribe(m.client, plan._id)).statusCode).toBe(201);
  });
});
