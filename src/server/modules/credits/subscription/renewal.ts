/**
 * The renewal job of Pase BuscaGym (ADR 0045; queue `renew-credits`, every 5 minutes). Each run:
 *
 * 1. Resumes every `paused` subscription whose pause ended: `active` again, its period pushed to end at
 *    the pause's end, so step 3 charges the next month from that day.
 * 2. Ends every `cancelled` subscription whose paid month ended: `lapsed`, and all its remaining credits
 *    lapse (`lapsed` movement and `credit_lapsed` entry), in one transaction.
 * 3. Charges every `active` subscription whose period ended to the card of its last paid order
 *    (off-session), like a partner's plan (subscriptions/renewal, ADR 0017): an order of kind `credits`
 *    at the plan's price of now, whose idempotency key names the period it pays, so a run twice makes one
 *    order and one charge. Paid → one more month and its credits (./fulfil); declined, or cancelled by the
 *    reconciler after a day still pending → `pastDue` (credits kept, none added); pending → the webhook,
 *    the reconciler or the next run settles it. A subscription paid by a MercadoPago preapproval is
 *    charged nothing here: the job asks MercadoPago and waits for its charge's notification until a
 *    grace, then makes the month unpaid (./mercadopago); a pause's end authorizes it there again (step 1).
 * @module
 */
import {
  findOrder,
  findOrderByIdempotencyKey,
  findPendingOrder,
  chargeRenewal,
  type OrderRow,
  type OrdersContext,
} from '../../orders/index';
import { ProviderUnavailable } from '../../payments/index';
import { lockWallet } from '../wallet';
import { applyFailedCredits, lapseCredits } from './fulfil';
import { renewByMercadoPago, resumeAtMercadoPago } from './mercadopago';
import { insertCreditRenewal } from './renewal-order';
import {
  creditRenewalKeyOf,
  findEndedPauses,
  findEndedPeriods,
  lockCreditSubscription,
  saveCreditSubscription,
  type CreditSubscriptionRow,
} from './queries';

/** Subscriptions looked at per run and step. */
const BATCH = 100;

/** What one run did. */
export interface CreditRenewalReport {
  resumed: number;
  renewed: number;
  failed: number;
  pending: number;
  lapsed: number;
  skipped: number;
}

/**
 * Step 1 for one subscription (with MercadoPago its preapproval is authorized again first).
 * @returns whether it resumed
 * @throws ProviderUnavailable when MercadoPago cannot be asked (retried next run)
 */
async function resumeOne(ctx: OrdersContext, ended: CreditSubscriptionRow, now: Date): Promise<boolean> {
  const userId = ended.userId;
  await resumeAtMercadoPago(ctx, ended);
  return ctx.db.transaction(async (tx) => {
    const sub = await lockCreditSubscription(tx, userId);
    if (sub?.status !== 'paused' || !sub.pausedUntil || sub.pausedUntil > now) return false;
    const { updatedAt: _at, ...rest } = sub;
    await saveCreditSubscription(tx, {
      ...rest,
      status: 'active',
      currentPeriodStart: sub.currentPeriodEnd,
      currentPeriodEnd: sub.pausedUntil,
      pausedUntil: null,
    });
    return true;
  });
}

/** Event key of the credits that lapse when the cancelled subscription's period ending at `end` ends. */
export const endKeyOf = (userId: string, end: Date): string => `credits-end:${userId}:${end.getTime()}`;

/** Step 2 for one subscription. @returns whether it lapsed */
async function endOne(ctx: OrdersContext, userId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    const sub = await lockCreditSubscription(tx, userId);
    if (sub?.status !== 'cancelled' || sub.currentPeriodEnd > now) return false;
    await lapseCredits(tx, userId, wallet.balance, endKeyOf(userId, sub.currentPeriodEnd), now);
    const { updatedAt: _at, ...rest } = sub;
    await saveCreditSubscription(tx, { ...rest, status: 'lapsed', cancelAtPeriodEnd: false });
    return true;
  });
}

/** Makes the renewal order of `sub`'s current period, or finds the one made before. Null: skip this run. */
async function renewalOrder(
  ctx: OrdersContext,
  sub: CreditSubscriptionRow,
  cardLast4: string | null,
): Promise<OrderRow | null> {
  const key = creditRenewalKeyOf(sub.currentPeriodEnd);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCreditSubscription(tx, sub.userId);
    const made = await findOrderByIdempotencyKey(tx, sub.userId, key);
    if (made) return made;
    if (locked?.status !== 'active' || locked.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime())
      return null;
    // The member is paying something right now (one pending order per account): try next run.
    if (await findPendingOrder(tx, sub.userId)) return null;
    return insertCreditRenewal(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      idempotencyKey: key,
      cardLast4,
    });
  });
}

/** Step 3 for one subscription. @returns what happened to it */
async function renewOne(
  ctx: OrdersContext,
  sub: CreditSubscriptionRow,
  now: Date,
): Promise<keyof CreditRenewalReport> {
  const byMercadoPago = await renewByMercadoPago(ctx, sub, now);
  if (byMercadoPago) return byMercadoPago;
  const previous = sub.lastOrderId ? await findOrder(ctx.db, { orderId: sub.lastOrderId }) : null;
  const order = await renewalOrder(ctx, sub, previous?.cardLast4 ?? null);
  if (order?.status === 'cancelled') {
    await ctx.db.transaction((tx) => applyFailedCredits(tx, order));
    return 'failed';
  }
  if (!order || order.status !== 'pending') return 'skipped';
  return chargeRenewal(ctx, order, previous);
}

/**
 * One run of the job at time `now` (see module doc). Provider outages are counted as skipped, logged,
 * and retried next run (the renewal order stays pending with its key).
 */
export async function renewCredits(ctx: OrdersContext, now = new Date()): Promise<CreditRenewalReport> {
  const report: CreditRenewalReport = {
    resumed: 0,
    renewed: 0,
    failed: 0,
    pending: 0,
    lapsed: 0,
    skipped: 0,
  };
  for (const sub of await findEndedPauses(ctx.db, now, BATCH)) {
    try {
      if (await resumeOne(ctx, sub, now)) report.resumed += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      report.skipped += 1;
      ctx.log.warn({ err: error, userId: sub.userId }, 'credits resume: payment provider unavailable');
    }
  }
  for (const sub of await findEndedPeriods(ctx.db, ['cancelled'], now, BATCH))
    if (await endOne(ctx, sub.userId, now)) report.lapsed += 1;
  for (const sub of await findEndedPeriods(ctx.db, ['active'], now, BATCH)) {
    try {
      report[await renewOne(ctx, sub, now)] += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      report.skipped += 1;
      ctx.log.warn({ err: error, userId: sub.userId }, 'credits renewal: payment provider unavailable');
    }
  }
  if (report.resumed + report.renewed + report.failed + report.lapsed > 0)
    ctx.log.info(report, 'credit renewals');
  return report;
}
