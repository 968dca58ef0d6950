/**
 * The renewal verdict of the crash test (ADR 0017, ADR 0042; docs/architecture.md §5, §5.1), read from
 * the database, the provider's own record (./providers: the Stripe fake's succeeded PaymentIntents; the
 * demo provider keeps none) and what the phase did (./renewer). Every figure but the first five must be 0:
 * - `wrongRenewalCount`: per partner and round, the orders whose key is `renewal-<that round's period
 *   end>` differ from what is due — one for a good card, one (failed) in the first round for a
 *   declining card and none after (a renewal lost, or made twice, shows here);
 * - `paidTwice`: a period (a partner's idempotency key) with more than one paid plan order;
 * - `unsettled`: plan orders still `pending`;
 * - `entryMismatch`: a paid plan order without exactly one ledger entry `order:{id}:paid` (kind
 *   `plan_charge`) whose `plan_revenue` line is minus its total;
 * - `entryWithoutPayment`: a plan order not paid that has a ledger entry;
 * - `decliningRenewed`: a declining partner with a paid renewal, or whose subscription is neither
 *   `pastDue` nor `lapsed`;
 * - `monthsOff`: a good partner whose paid months are not rounds + 1, or whose subscription is not
 *   `active`;
 * - `chargedWithoutPaidOrder`, `chargedTwice`, `paidWithoutCharge`: the provider's succeeded charges of
 *   plan orders against our paid plan orders (money taken without its paid order, an order charged
 *   twice, a paid order without money taken).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rows } from '../../src/server/db/sql';
import type { ProviderSetup } from './providers';
import type { PlanPartner, RenewalRounds } from './renewer';

/** The renewal figures of one run. */
export interface RenewalVerdict {
  partners: number;
  declining: number;
  rounds: number;
  /** Plan orders by status, e.g. `paid 206, failed 4`. */
  planOrders: Record<string, number>;
  /** Subscriptions by status at the end. */
  subscriptions: Record<string, number>;
  wrongRenewalCount: number;
  paidTwice: number;
  unsettled: number;
  entryMismatch: number;
  entryWithoutPayment: number;
  decliningRenewed: number;
  monthsOff: number;
  chargedWithoutPaidOrder: number;
  chargedTwice: number;
  paidWithoutCharge: number;
}

/** The figures that must be 0. */
export const RENEWAL_FAULTS = [
  'wrongRenewalCount',
  'paidTwice',
  'unsettled',
  'entryMismatch',
  'entryWithoutPayment',
  'decliningRenewed',
  'monthsOff',
  'chargedWithoutPaidOrder',
  'chargedTwice',
  'paidWithoutCharge',
] as const satisfies readonly (keyof RenewalVerdict)[];

interface PlanOrder {
  id: string;
  userId: string;
  key: string;
  status: string;
}

/** Reads the verdict (see module doc). */
export async function renewalVerdict(
  db: Database,
  setup: ProviderSetup,
  partners: readonly PlanPartner[],
  done: RenewalRounds,
): Promise<RenewalVerdict> {
  const orders = await rows<PlanOrder>(
    db,
    sql`select id, user_id as "userId", idempotency_key as key, status from orders where kind = 'plan'`,
  );
  const subs = new Map(
    (
      await rows<{ userId: string; status: string }>(
        db,
        sql`select user_id as "userId", status from plan_subscriptions`,
      )
    ).map((s) => [s.userId, s.status]),
  );
  const [ledger] = await rows<{ mismatch: number; unpaid: number }>(
    db,
    sql`select
      (select count(*)::int from orders o where o.kind = 'plan' and o.status = 'paid' and (
         (select count(*) from ledger_entries e where e.event_key = 'order:' || o.id || ':paid' and e.kind = 'plan_charge') <> 1
         or (select coalesce(sum(l.amount), 0) from ledger_entries e
               join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
              where e.event_key = 'order:' || o.id || ':paid' and a.code = 'plan_revenue') <> -round(o.total * 100)
       )) as mismatch,
      (select count(*)::int from orders o where o.kind = 'plan' and o.status <> 'paid'
          and exists (select 1 from ledger_entries e where e.order_id = o.id)) as unpaid`,
  );
  const count = (list: readonly PlanOrder[], pick: (o: PlanOrder) => boolean) => list.filter(pick).length;
  let wrongRenewalCount = 0;
  let decliningRenewed = 0;
  let monthsOff = 0;
  for (const p of partners) {
    const mine = orders.filter((o) => o.userId === p.userId);
    done.periodEnds.forEach((end, round) => {
      const expected = p.declining ? (round === 0 ? 1 : 0) : 1;
      wrongRenewalCount += Math.abs(count(mine, (o) => o.key === `renewal-${end}`) - expected);
    });
    const status = subs.get(p.userId) ?? 'none';
    const paid = count(mine, (o) => o.status === 'paid');
    if (p.declining) {
      const renewed = count(mine, (o) => o.status === 'paid' && o.key.startsWith('renewal-'));
      if (renewed > 0 || !['pastDue', 'lapsed'].includes(status)) decliningRenewed += 1;
    } else if (paid !== done.periodEnds.length + 1 || status !== 'active') monthsOff += 1;
  }
  const periods = new Map<string, number>();
  for (const o of orders)
    if (o.status === 'paid')
      periods.set(`${o.userId} ${o.key}`, (periods.get(`${o.userId} ${o.key}`) ?? 0) + 1);
  const taken = setup.takenByOrder();
  const paidIds = new Set(orders.filter((o) => o.status === 'paid').map((o) => o.id));
  const planIds = new Set(orders.map((o) => o.id));
  let chargedWithoutPaidOrder = 0;
  let chargedTwice = 0;
  if (taken)
    for (const [orderId, times] of taken) {
      if (!planIds.has(orderId)) continue;
      if (!paidIds.has(orderId)) chargedWithoutPaidOrder += 1;
      if (times > 1) chargedTwice += 1;
    }
  const tally = (values: Iterable<string>) => {
    const out: Record<string, number> = {};
    for (const v of values) out[v] = (out[v] ?? 0) + 1;
    return out;
  };
  return {
    partners: partners.length,
    declining: partners.filter((p) => p.declining).length,
    rounds: done.periodEnds.length,
    planOrders: tally(orders.map((o) => o.status)),
    subscriptions: tally(subs.values()),
    wrongRenewalCount,
    paidTwice: [...periods.values()].filter((n) => n > 1).length,
    unsettled: count(orders, (o) => o.status === 'pending'),
    entryMismatch: ledger?.mismatch ?? 0,
    entryWithoutPayment: ledger?.unpaid ?? 0,
    decliningRenewed,
    monthsOff,
    chargedWithoutPaidOrder,
    chargedTwice,
    paidWithoutCharge: taken ? [...paidIds].filter((id) => !taken.has(id)).length : 0,
  };
}
