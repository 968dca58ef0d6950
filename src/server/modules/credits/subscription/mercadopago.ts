/**
 * Pase BuscaGym paid by a MercadoPago subscription (ADR 0045 "MercadoPago"; the preapproval of ADR 0028,
 * 11). MercadoPago has no off-session charge: the checkout (./checkout) creates a `preapproval` for the
 * plan's monthly price on the platform's account and MercadoPago charges the card every month by itself.
 *
 * - Notifications: `subscription_preapproval` and `subscription_authorized_payment` of a preapproval
 *   whose checkout order is of kind `credits` are applied by the orders module's preapproval flow
 *   (orders/index `applyPreapprovalNotice`, `applyChargeNotice`), so each month is an order settled
 *   through the state machine and ./fulfil like a Stripe-paid month: authorized → the first month;
 *   each later approved charge → the order of the current period (`credits-renewal-<period end>`, made
 *   here when missing) paid, one more month; rejected → that order failed, `pastDue`, credits kept.
 * - Renewal (./renewal): a subscription whose last paid month came from a preapproval is charged nothing
 *   by BuscaGym. The job asks MercadoPago for the preapproval: `authorized` or `pending` → it waits for
 *   the charge's notification until {@link chargeWaitEndOf} the period's end; after that, or when the
 *   preapproval is paused or cancelled there, the month is unpaid: `pastDue` (credits kept). A pause's
 *   end authorizes the preapproval again before the subscription is active again.
 * - Pause and cancel: the preapproval is paused or cancelled at MercadoPago first
 *   ({@link changeAtMercadoPago}); MercadoPago unreachable → 503 and nothing changes.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { CREDIT_MP_CHARGE_WAIT_DAYS } from '../../../../shared/constants/credits';
import { SALES_TIME_ZONE } from '../../../../shared/constants/sales';
import { creditMessages } from '../../../../shared/messages';
import {
  applyChargeNotice,
  applyPreapprovalNotice,
  findOrder,
  findPaidPreapprovalOrders,
  type OrdersContext,
  type PreapprovalKind,
} from '../../orders/index';
import {
  answerProviderUnavailable,
  isMercadoPago,
  MercadoPagoRefused,
  MP_AUTHORIZED_PREFIX,
  MP_PREAPPROVAL_PREFIX,
  preapprovalIdOf,
  type MercadoPagoProvider,
} from '../../payments/index';
import {
  creditRenewalKeyOf,
  lockCreditSubscription,
  saveCreditSubscription,
  type CreditSubscriptionRow,
} from './queries';
import { insertCreditRenewal } from './renewal-order';

/** Credits orders as paid by a preapproval: the renewal order of the member's current period. */
const creditPreapprovals: PreapprovalKind = {
  kind: 'credits',
  async renewalKeyOf(tx, userId) {
    const sub = await lockCreditSubscription(tx, userId);
    if (sub?.status !== 'active' && sub?.status !== 'pastDue') return null;
    return creditRenewalKeyOf(sub.currentPeriodEnd);
  },
  async insertRenewal(tx, userId, key, paymentId) {
    const sub = await lockCreditSubscription(tx, userId);
    if (!sub) return null;
    return insertCreditRenewal(tx, {
      userId,
      planId: sub.planId,
      provider: 'mercadopago',
      idempotencyKey: key,
      paymentId,
    });
  },
};

/** Registers the two notice topics of credits preapprovals (nothing unless MercadoPago is in force). */
export function registerCreditNotices(ctx: OrdersContext): void {
  const provider = ctx.provider;
  if (!isMercadoPago(provider)) return;
  ctx.notices.register('subscription_preapproval', (id) =>
    applyPreapprovalNotice(ctx, provider, id, 'credits'),
  );
  ctx.notices.register('subscription_authorized_payment', (id) =>
    applyChargeNotice(ctx, provider, id, creditPreapprovals),
  );
}

/** The end of the wait for a month's charge of the period ending at `periodEnd` (Buenos Aires days). */
export const chargeWaitEndOf = (periodEnd: Date): Date =>
  new Date(addDays(new TZDate(periodEnd, SALES_TIME_ZONE), CREDIT_MP_CHARGE_WAIT_DAYS).getTime());

/** A subscription's preapproval at MercadoPago. */
interface MemberPreapproval {
  provider: MercadoPagoProvider;
  preapprovalId: string;
}

/**
 * The preapproval that pays `sub`: null unless MercadoPago is in force and the subscription's last paid
 * month came from a preapproval (its checkout or one of its charges).
 */
export async function preapprovalOf(
  ctx: OrdersContext,
  sub: CreditSubscriptionRow,
): Promise<MemberPreapproval | null> {
  const provider = ctx.provider;
  if (!isMercadoPago(provider) || !sub.lastOrderId) return null;
  const last = await findOrder(ctx.db, { orderId: sub.lastOrderId });
  const paid = last?.paymentId ?? '';
  if (!paid.startsWith(MP_PREAPPROVAL_PREFIX) && !paid.startsWith(MP_AUTHORIZED_PREFIX)) return null;
  const [newest] = await findPaidPreapprovalOrders(ctx.db, sub.userId, 'credits');
  const preapprovalId = preapprovalIdOf(newest?.paymentId);
  return preapprovalId ? { provider, preapprovalId } : null;
}

/** The preapproval's status at MercadoPago; `cancelled` when MercadoPago does not know it (404). */
async function statusAt(mp: MemberPreapproval): Promise<string> {
  try {
    return (await mp.provider.readPreapproval(mp.preapprovalId)).status;
  } catch (error) {
    if (error instanceof MercadoPagoRefused && error.status === 404) return 'cancelled';
    throw error;
  }
}

/**
 * The renewal job's step for a due `active` subscription paid by a preapproval (see module doc).
 * @returns `pending` while it waits for MercadoPago's charge, `failed` when it made the month unpaid
 *   (`pastDue`), `skipped` when the subscription changed meanwhile, null when MercadoPago does not pay it
 *   (the usual off-session path)
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the job retries next run)
 */
export async function renewByMercadoPago(
  ctx: OrdersContext,
  sub: CreditSubscriptionRow,
  now: Date,
): Promise<'pending' | 'failed' | 'skipped' | null> {
  const mp = await preapprovalOf(ctx, sub);
  if (!mp) return null;
  const status = await statusAt(mp);
  if ((status === 'authorized' || status === 'pending') && now < chargeWaitEndOf(sub.currentPeriodEnd))
    return 'pending';
  return ctx.db.transaction(async (tx) => {
    const current = await lockCreditSubscription(tx, sub.userId);
    if (current?.status !== 'active' || current.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime())
      return 'skipped';
    const { updatedAt: _at, ...rest } = current;
    await saveCreditSubscription(tx, { ...rest, status: 'pastDue' });
    return 'failed';
  });
}

/**
 * Authorizes again at MercadoPago the preapproval of paused `sub` whose pause ended, so MercadoPago
 * charges the next month (keyed by the pause's end). Nothing when MercadoPago does not pay it.
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the job retries next run)
 */
export async function resumeAtMercadoPago(ctx: OrdersContext, sub: CreditSubscriptionRow): Promise<void> {
  const mp = await preapprovalOf(ctx, sub);
  if (!mp || !sub.pausedUntil) return;
  const key = `resume-preapproval-${mp.preapprovalId}-${sub.pausedUntil.getTime()}`;
  try {
    await mp.provider.setPreapprovalStatus(mp.preapprovalId, 'authorized', key);
  } catch (error) {
    if (!(error instanceof MercadoPagoRefused && error.status === 404)) throw error;
  }
}

/**
 * Pauses (until `change.pausedUntil`) or cancels (`cancel`) at MercadoPago the preapproval that pays
 * `sub`, before the member's pause or cancel is applied (see module doc). Nothing when MercadoPago does
 * not pay it, or does not know the preapproval any more.
 * @throws AppError UNAVAILABLE ({@link creditMessages.mercadoPagoUnavailable}) when MercadoPago cannot
 *   be reached
 */
export async function changeAtMercadoPago(
  ctx: OrdersContext,
  sub: CreditSubscriptionRow,
  change: 'cancel' | { pausedUntil: Date },
): Promise<void> {
  const mp = await preapprovalOf(ctx, sub);
  if (!mp) return;
  const id = mp.preapprovalId;
  try {
    if (change === 'cancel') await mp.provider.cancelPreapproval(id);
    else
      await mp.provider.setPreapprovalStatus(
        id,
        'paused',
        `pause-preapproval-${id}-${change.pausedUntil.getTime()}`,
      );
  } catch (error) {
    if (error instanceof MercadoPagoRefused && error.status === 404) return;
    answerProviderUnavailable(error, ctx.log, 'mercadopago unavailable at a Pase BuscaGym change', {
      details: { userId: sub.userId },
      message: creditMessages.mercadoPagoUnavailable,
    });
  }
}
