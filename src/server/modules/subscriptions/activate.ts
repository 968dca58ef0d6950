/**
 * What a plan order's payment does, and what a failed renewal does, inside the transaction that settles
 * the order (docs/architecture.md §5; ADR 0017). Called by `orders/settlement/settle.ts`.
 *
 * - Paid: the plan becomes the plan in force (`partners.plan_code`: its limits now, its commission on
 *   the next sales), the subscription is `active` for one more month, and the partner's gyms and services
 *   are fitted to the plan's limits (held ones published again where the plan allows them). Paying the
 *   plan already billed (a renewal, or paying a past-due month) continues from the end of the last
 *   period; another plan, or a lapsed one, starts at the payment.
 * - Renewal failed: an `active` subscription whose renewal order failed becomes `pastDue`, keeps its
 *   plan for {@link PLAN_GRACE_DAYS} days after the unpaid period's end, and the partner gets a mail.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import { PLAN_GRACE_DAYS, PLAN_PERIOD_MONTHS } from '../../../shared/constants/plans';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import type { Tx } from '../../db/client';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import type { OrderRow } from '../orders/index';
import { lockPartnerByUserId, updatePartnerPlan } from '../partners/index';
import { selectPlan } from '../plans/index';
import { fitToPlan, lockSubscription, saveSubscription, type SubscriptionRow } from './queries';

/** Idempotency key of the renewal order of the period ending at `periodEnd` (one per period and partner). */
export const renewalKeyOf = (periodEnd: Date): string => `renewal-${periodEnd.getTime()}`;

/**
 * End of a period starting at `start`: {@link PLAN_PERIOD_MONTHS} calendar months later on Buenos Aires'
 * calendar (date-fns `addMonths`: 31 January → 28/29 February).
 */
export const periodEndOf = (start: Date): Date =>
  new Date(addMonths(new TZDate(start, SALES_TIME_ZONE), PLAN_PERIOD_MONTHS).getTime());

/** End of the grace after a failed renewal of the period that ended at `periodEnd`. */
export const graceEndOf = (periodEnd: Date): Date =>
  new Date(addDays(new TZDate(periodEnd, SALES_TIME_ZONE), PLAN_GRACE_DAYS).getTime());

/**
 * When the month paid by `order` starts: the end of the current period when the same plan is billed and
 * not lapsed (renewal, early or past-due payment), else the payment's instant.
 */
export function periodStartFor(order: OrderRow, current: SubscriptionRow | null, paidAt: Date): Date {
  const continues =
    current !== null &&
    current.planCode === order.planCode &&
    (current.status === 'active' || current.status === 'pastDue');
  return continues ? current.currentPeriodEnd : paidAt;
}

/**
 * Applies a paid plan order (see module doc). Locks the partner's row first, as the gym and service
 * writes do, so their limit checks and this fit are serialised.
 * @throws Error when the order is not a plan order or its plan is unknown (a bug: the checkout made it)
 */
export async function applyPaidPlan(tx: Tx, order: OrderRow): Promise<void> {
  if (order.kind !== 'plan' || !order.planCode || !order.userId || !order.paidAt)
    throw new Error(`order ${order.id} is not a paid plan order`);
  const plan = await selectPlan(tx, order.planCode);
  if (!plan) throw new Error(`plan ${order.planCode} of order ${order.id} not found`);
  const partner = await lockPartnerByUserId(tx, order.userId);
  if (!partner) return; // the account was deleted: nothing to apply it to
  const current = await lockSubscription(tx, order.userId);
  const start = periodStartFor(order, current, order.paidAt);
  await saveSubscription(tx, {
    userId: order.userId,
    planCode: plan.code,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: periodEndOf(start),
    graceUntil: null,
    renewalFailedAt: null,
    lapsedAt: null,
    lastOrderId: order.id,
  });
  await updatePartnerPlan(tx, order.userId, plan.code);
  await fitToPlan(tx, order.userId, plan.maxGyms, plan.maxServicesPerGym);
}

/**
 * Applies a failed plan order: when it is the renewal of an `active` subscription's current period, the
 * subscription becomes `pastDue` until {@link graceEndOf} that period's end and the partner's mail is
 * queued. A failed first payment or plan change changes nothing (the plan in force stays).
 */
export async function applyFailedPlan(tx: Tx, jobs: JobQueue, order: OrderRow): Promise<void> {
  if (order.kind !== 'plan' || !order.userId) return;
  const current = await lockSubscription(tx, order.userId);
  if (!current || current.status !== 'active') return;
  if (order.idempotencyKey !== renewalKeyOf(current.currentPeriodEnd)) return;
  const { userId, ...rest } = current;
  const graceUntil = graceEndOf(current.currentPeriodEnd);
  await saveSubscription(tx, {
    ...rest,
    userId,
    status: 'pastDue',
    graceUntil,
    renewalFailedAt: new Date(),
  });
  await jobs.sendInTransaction(tx, QUEUES.planMail.name, {
    userId,
    kind: 'renewalFailed',
    plan: current.planCode,
    graceUntil: graceUntil.toISOString(),
  });
}
