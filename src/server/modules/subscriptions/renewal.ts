/**
 * The renewal job (ADR 0017; queue `renew-plans`, every 5 minutes): charges the next month of every
 * `active` subscription whose period ended, to the card of its last paid order (off-session), and
 * falls back every `pastDue` subscription whose grace ran out to the free plan's limits.
 *
 * - A renewal is an order of kind `plan` whose idempotency key names the period it pays
 *   (`renewal-<period end>`), so a job run twice, or two processes, make one order and one charge (the
 *   provider is idempotent per order). Its outcome is settled like any order (../orders/settlement/settle):
 *   paid → one more month; failed → past due and a mail; pending (processing, or the provider could not
 *   be reached) → the webhook, the reconciler or the next run settles it; cancelled by the reconciler
 *   after a day still pending → past due like a decline.
 * - A lapse, in one transaction under the partner's row lock: the plan in force becomes the free plan,
 *   the gyms and services above its limits are unpublished (held, never deleted), the subscription is
 *   `lapsed` and the partner's mail queued. Paying a plan again publishes them (./activate).
 * - A plan that MercadoPago charges by itself (a `preapproval`, ADR 0028, 11) is not charged here
 *   (./mercadopago-renewal).
 * @module
 */
import { FREE_PLAN } from '../../../shared/constants/partners';
import { QUEUES } from '../../plugins/jobs';
import {
  findOrder,
  findOrderByIdempotencyKey,
  chargeRenewal,
  findPendingOrder,
  type OrderRow,
  type OrdersContext,
} from '../orders/index';
import { lockPartnerByUserId, updatePartnerPlan } from '../partners/index';
import { ProviderUnavailable } from '../payments/index';
import { selectPlan } from '../plans/index';
import { applyFailedPlan, renewalKeyOf } from './activate';
import { renewByMercadoPago } from './mercadopago-renewal';
import { insertRenewalOrder } from './renewal-order';
import {
  findDueSubscriptions,
  findExpiredGraces,
  fitToPlan,
  lockSubscription,
  saveSubscription,
  type SubscriptionRow,
} from './queries';

/** Subscriptions looked at per run and kind. */
const BATCH = 100;

/** What one run did. */
export interface RenewalReport {
  renewed: number;
  failed: number;
  pending: number;
  lapsed: number;
  skipped: number;
}

/**
 * Makes the renewal order of `sub`'s current period, or finds the one made before; it keeps the demo
 * card's digits of the order it renews, so the next renewal charges the same card. Null: skip this run.
 */
async function renewalOrder(
  ctx: OrdersContext,
  sub: SubscriptionRow,
  cardLast4: string | null,
): Promise<OrderRow | null> {
  const key = renewalKeyOf(sub.currentPeriodEnd);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockPartnerByUserId(tx, sub.userId))) return null;
    const made = await findOrderByIdempotencyKey(tx, sub.userId, key);
    if (made) return made;
    // The partner is paying something right now (one pending order per account): try next run.
    if (await findPendingOrder(tx, sub.userId)) return null;
    return insertRenewalOrder(tx, {
      userId: sub.userId,
      planCode: sub.planCode,
      provider: ctx.provider.name,
      idempotencyKey: key,
      cardLast4,
    });
  });
}

/** Charges one due subscription (MercadoPago's charge themselves). @returns what happened to it */
async function renewOne(ctx: OrdersContext, sub: SubscriptionRow, now: Date): Promise<keyof RenewalReport> {
  const charged = await renewByMercadoPago(ctx, sub, now);
  if (charged) return charged;
  const previous = sub.lastOrderId ? await findOrder(ctx.db, { orderId: sub.lastOrderId }) : null;
  const order = await renewalOrder(ctx, sub, previous?.cardLast4 ?? null);
  if (order?.status === 'cancelled') {
    // The renewal could not be charged within a day (the reconciler cancelled it): the month is unpaid.
    await ctx.db.transaction((tx) => applyFailedPlan(tx, ctx.jobs, order));
    return 'failed';
  }
  if (!order || order.status !== 'pending') return 'skipped';
  return chargeRenewal(ctx, order, previous);
}

/** Falls one past-due subscription back to the free plan (see module doc). @returns whether it lapsed */
async function lapseOne(ctx: OrdersContext, userId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockPartnerByUserId(tx, userId))) return false;
    const sub = await lockSubscription(tx, userId);
    if (!sub || sub.status !== 'pastDue' || !sub.graceUntil || sub.graceUntil > now) return false;
    const free = await selectPlan(tx, FREE_PLAN);
    if (!free) throw new Error('the free plan is missing');
    await updatePartnerPlan(tx, userId, free.code);
    const { held } = await fitToPlan(tx, userId, free.maxGyms, free.maxServicesPerGym);
    const { userId: _key, updatedAt: _at, ...rest } = sub;
    await saveSubscription(tx, { ...rest, userId, status: 'lapsed', graceUntil: null, lapsedAt: now });
    await ctx.jobs.sendInTransaction(tx, QUEUES.planMail.name, {
      userId,
      kind: 'lapsed',
      plan: sub.planCode,
      gyms: held.gyms,
      services: held.services,
    });
    return true;
  });
}

/**
 * One run of the renewal job at time `now` (see module doc). Provider outages are counted as skipped,
 * logged, and retried next run (the renewal order stays pending with its key).
 */
export async function renewPlans(ctx: OrdersContext, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, pending: 0, lapsed: 0, skipped: 0 };
  for (const sub of await findDueSubscriptions(ctx.db, now, BATCH)) {
    try {
      report[await renewOne(ctx, sub, now)] += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      report.skipped += 1;
      ctx.log.warn({ err: error, userId: sub.userId }, 'plan renewal: payment provider unavailable');
    }
  }
  for (const sub of await findExpiredGraces(ctx.db, now, BATCH))
    if (await lapseOne(ctx, sub.userId, now)) report.lapsed += 1;
  if (report.renewed + report.failed + report.lapsed > 0) ctx.log.info(report, 'plan renewals');
  return report;
}
