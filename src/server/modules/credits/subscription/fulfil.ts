/**
 * What a `credits` order's payment does, and what a failed renewal does, inside the transaction that
 * settles the order (docs/architecture.md §5.2, ADR 0045 "Monthly allotment and rollover"). Registered
 * as the fulfilment of kind `credits` (orders/store/hooks); the settlement posts the month's entry
 * (`creditsSoldPosting`) itself.
 *
 * - Paid: the subscription is `active` for one more month (a renewal continues from the end of the
 *   period it renews; any other payment starts at the payment), and the month's credits are added with
 *   the rollover cap: the balance becomes `min(balance, allotment) + allotment`. The credits above the cap
 *   lapse first, at their average value (`lapsed` movement, `credit_lapsed` entry), then the allotment
 *   is added, worth the order's total.
 * - Failed renewal: an `active` subscription whose renewal order failed becomes `pastDue`; its credits
 *   are kept, none are added.
 * Lock order: the wallet first (ADR 0045 "Spending"), then the subscription.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { toCentavos } from '../../../../shared/domain/money';
import type { Tx } from '../../../db/client';
import { creditLapsedPosting, postEntry } from '../../ledger/index';
import type { OrderRow } from '../../orders/index';
import { addCredits, lockWallet, takeCredits } from '../wallet';
import { selectCreditPlan } from '../plans/queries';
import { creditRenewalKeyOf, lockCreditSubscription, monthsAfter, saveCreditSubscription } from './queries';

/** Event key of the credits above the rollover cap that lapse when order `orderId` is paid. */
export const rolloverKeyOf = (orderId: string): string => `order:${orderId}:rollover`;

/**
 * Takes `credits` out of `userId`'s wallet as `lapsed` and posts their value as revenue, under `eventKey`.
 * @returns the centavos lapsed (0 when there was nothing, or the key was posted before)
 */
export async function lapseCredits(
  tx: Tx,
  userId: string,
  credits: number,
  eventKey: string,
  at: Date,
  orderId: string | null = null,
): Promise<number> {
  if (credits <= 0) return 0;
  const value = await takeCredits(tx, userId, 'lapsed', credits, { eventKey, orderId });
  if (value === null || value === 0) return 0;
  await postEntry(tx, creditLapsedPosting(eventKey, value, PLATFORM_CURRENCY, at));
  return value;
}

/**
 * Applies a paid `credits` order (see module doc).
 * @throws Error when the order is not a paid credits order or its plan is unknown (a bug: checkout made it)
 */
export async function applyPaidCredits(tx: Tx, order: OrderRow): Promise<void> {
  if (order.kind !== 'credits' || !order.creditPlanId || !order.userId || !order.paidAt)
    throw new Error(`order ${order.id} is not a paid credits order`);
  const plan = await selectCreditPlan(tx, order.creditPlanId);
  if (!plan) throw new Error(`credit plan ${order.creditPlanId} of order ${order.id} not found`);
  const userId = order.userId;
  const wallet = await lockWallet(tx, userId);
  const current = await lockCreditSubscription(tx, userId);
  const renews = current !== null && order.idempotencyKey === creditRenewalKeyOf(current.currentPeriodEnd);
  const start = renews ? current.currentPeriodEnd : order.paidAt;
  const allotment = plan.creditsPerMonth;
  await lapseCredits(tx, userId, wallet.balance - allotment, rolloverKeyOf(order.id), order.paidAt, order.id);
  await addCredits(tx, userId, allotment, toCentavos(order.total), {
    eventKey: `order:${order.id}:credits`,
    orderId: order.id,
  });
  await saveCreditSubscription(tx, {
    userId,
    planId: plan.id,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: monthsAfter(start, 1),
    cancelAtPeriodEnd: false,
    pausedUntil: null,
    pauseYear: current?.pauseYear ?? null,
    pauseMonthsUsed: current?.pauseMonthsUsed ?? 0,
    lastOrderId: order.id,
  });
}

/**
 * Applies a failed `credits` order: the renewal of an `active` subscription's current period makes it
 * `pastDue` (credits kept, none added). A failed first payment changes nothing.
 */
export async function applyFailedCredits(tx: Tx, order: OrderRow): Promise<void> {
  if (order.kind !== 'credits' || !order.userId) return;
  const current = await lockCreditSubscription(tx, order.userId);
  if (!current || current.status !== 'active') return;
  if (order.idempotencyKey !== creditRenewalKeyOf(current.currentPeriodEnd)) return;
  const { updatedAt: _at, ...rest } = current;
  await saveCreditSubscription(tx, { ...rest, status: 'pastDue' });
}
