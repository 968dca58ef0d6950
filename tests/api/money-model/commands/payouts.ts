/**
 * Money that leaves or enters without a cart in the money model: an administrator's payout of part of
 * a partner's balance due (or one centavo more than it: refused, nothing written), sent twice with the
 * same `Idempotency-Key` (ADR 0018); a partner's plan month paid with the demo card (ADR 0017), its
 * checkout sent twice with the same key; and the renew-plans job run with the period ended, renewing on
 * the saved card or failing on the card whose renewals decline (`0341`), then run again (nothing more).
 * @module
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import { renewPlans } from '../../../../src/server/modules/subscriptions/renewal';
import { SALES_TIME_ZONE } from '../../../../src/shared/constants/sales';
import { DEMO_RENEWAL_DECLINE_LAST4 } from '../../../../src/shared/constants/plans';
import type { PartnerBalanceResponse } from '../../../../src/shared/contract/admin-finances';
import { fromCentavos, toCentavos } from '../../../../src/shared/domain/money';
import { demoPayUrl } from '../../commerce/helpers';
import { planCheckoutUrl } from '../../partners/helpers';
import { ars } from '../../refunds/helpers';
import { unchangedBy } from '../invariants';
import { expectStatus, newPlanPartner, type Model, type Real } from '../model';
import type { World } from '../world';

/** Partner `partnerId`'s balance due as the administrators read it, centavos. */
async function dueOf(world: World, partnerId: string): Promise<number> {
  const res = await (await world.admin()).get(`/api/admin/partners/${partnerId}/balance`);
  expectStatus(res, 200, 'partner balance');
  return toCentavos(res.json<PartnerBalanceResponse>().due.$numberDecimal);
}

/** A payout of `share` % of partner A's or B's balance due; `over`: one centavo more than it. */
export class Payout implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly partner: 'A' | 'B',
    readonly share: number,
    readonly over: boolean,
  ) {}

  /** After the run sold something: a partner's balance moves with sales. */
  check = (m: Readonly<Model>): boolean =>
    m.orders.some((o) => o.status === 'paid' || o.status === 'refunded');

  async run(_m: Model, r: Real): Promise<void> {
    const { world } = r;
    const partnerId = this.partner === 'A' ? world.partnerA : world.partnerB;
    const due = await dueOf(world, partnerId);
    const refused = this.over || due <= 0;
    const amount = refused ? Math.max(due, 0) + 1 : Math.max(1, Math.floor((due * this.share) / 100));
    const body = {
      partnerId,
      amount: ars(fromCentavos(amount)),
      paidAt: format(new TZDate(Date.now(), SALES_TIME_ZONE), 'yyyy-MM-dd'),
      reference: `TRF-${randomUUID().slice(0, 13)}`,
    };
    const key = `payout-${randomUUID()}`;
    const admin = await world.admin();
    const send = () => admin.post('/api/admin/payouts', body, { 'idempotency-key': key });
    if (refused) {
      expectStatus(await unchangedBy(world, 'a payout above the balance', send), 409, 'payout above due');
      return;
    }
    expectStatus(await send(), 201, 'payout');
    expectStatus(await unchangedBy(world, 'the same payout again', send), 200, 'the same payout again');
    expect(await dueOf(world, partnerId)).toBe(due - amount);
  }

  toString = (): string => `Payout(partner ${this.partner}, ${this.over ? 'over' : `${this.share}%`})`;
}

/** The plan partner's paid plan orders and their `order:{id}:paid` entries: count and centavos. */
async function planFacts(world: World, userId: string) {
  const rows = (await world.handle.db.execute(
    sql`select count(*)::int as orders, coalesce(round(sum(o.total) * 100), 0)::bigint::text as total,
               count(e.id)::int as entries,
               coalesce(sum((select sum(l.amount) from ledger_lines l where l.entry_id = e.id and l.role = 'receipt')), 0)::bigint::text as receipts
          from orders o left join ledger_entries e on e.event_key = 'order:' || o.id || ':paid' and e.kind = 'plan_charge'
         where o.user_id = ${userId}::uuid and o.kind = 'plan' and o.status = 'paid'`,
  )) as unknown as { rows: { orders: number; total: string; entries: number; receipts: string }[] };
  const row = rows.rows[0]!;
  return {
    orders: row.orders,
    entries: row.entries,
    total: Number(row.total),
    receipts: Number(row.receipts),
  };
}

/** Expects the plan partner's paid months in the database and in the ledger to be the model's. */
async function expectMonths(world: World, m: Model): Promise<void> {
  const facts = await planFacts(world, m.plan.userId ?? '');
  expect(facts).toMatchObject({ orders: m.plan.months, entries: m.plan.months });
  expect(facts.receipts).toBe(facts.total);
}

/** The run's partner pays a month of `standar` with the demo (a card whose renewals fail, or not). */
export class PayPlan implements fc.AsyncCommand<Model, Real> {
  constructor(readonly failingRenewals: boolean) {}

  check = (m: Readonly<Model>): boolean => m.plan.status === 'none';

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const userId = await newPlanPartner(world);
    m.plan.userId = userId;
    const client = await world.client(userId);
    const key = randomUUID();
    const send = () => client.post(planCheckoutUrl(userId), { plan: 'standar' }, { 'idempotency-key': key });
    const started = await send();
    expectStatus(started, 201, 'plan checkout');
    const orderId = started.json<{ order: { _id: string } }>().order._id;
    const again = await unchangedBy(world, 'the same plan checkout again', send);
    expectStatus(again, 200, 'the same plan checkout again');
    expect(again.json<{ order: { _id: string } }>().order._id).toBe(orderId);
    const card = this.failingRenewals ? DEMO_RENEWAL_DECLINE_LAST4 : '4242';
    expectStatus(await client.post(demoPayUrl(orderId), { cardLast4: card }), 200, 'plan demo-pay');
    Object.assign(m.plan, { card, months: 1, status: 'active' });
    await expectMonths(world, m);
  }

  toString = (): string => `PayPlan(${this.failingRenewals ? 'renewals decline' : 'good card'})`;
}

/** The plan's period ends and the renew-plans job runs, twice. */
export class Renew implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>): boolean => m.plan.status === 'active';

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const end = new Date(Date.now() - 60_000).toISOString();
    await world.handle.db.execute(
      sql`update plan_subscriptions set current_period_start = ${end}::timestamptz - interval '1 month',
                 current_period_end = ${end}::timestamptz where user_id = ${m.plan.userId ?? ''}::uuid`,
    );
    const report = await renewPlans(world.apps.manual.app.orders);
    if (m.plan.card === DEMO_RENEWAL_DECLINE_LAST4) {
      expect(report.failed).toBeGreaterThanOrEqual(1);
      m.plan.status = 'pastDue';
    } else {
      expect(report.renewed).toBeGreaterThanOrEqual(1);
      m.plan.months += 1;
    }
    await unchangedBy(world, 'the renew-plans job again', () => renewPlans(world.apps.manual.app.orders));
    await expectMonths(world, m);
  }

  toString = (): string => 'Renew()';
}
