/**
 * The renewal job and the "Botón de baja" for plans that MercadoPago charges by itself (ADR 0028, 11;
 * ADR 0017 for the states; Disp. 954/2025 for the baja).
 *
 * - Renewal: when the period of such a subscription ends, BuscaGym charges nothing. It asks
 *   MercadoPago for the preapproval: `authorized` (or still `pending`) → the monthly charge is
 *   MercadoPago's, and its notification extends the plan or makes it past due; the job waits until
 *   the grace after the period's end ({@link graceEndOf}), then treats the month as unpaid like any
 *   renewal. `paused` or `cancelled` → the plan ends with its period: the subscription is past due
 *   with its grace ending at the period's end (no "renewal failed" mail), so the same run lapses it.
 * - Baja: `PUT /preapproval/{id}` `{status: cancelled}` before the plan changes, so nothing is charged
 *   afterwards; MercadoPago unreachable → 503 and the plan stays as it was.
 * @module
 */
import { paymentAccountMessages } from '../../../shared/messages/payment-accounts';
import { findPaidPreapprovalOrders, type OrdersContext } from '../orders/index';
import { lockPartnerByUserId } from '../partners/index';
import {
  type MercadoPagoProvider,
  MercadoPagoRefused,
  type PaymentProvider,
  preapprovalIdOf,
  answerProviderUnavailable,
} from '../payments/index';
import { graceEndOf } from './activate';
import { lockSubscription, saveSubscription, type SubscriptionRow } from './queries';

const asMercadoPago = (provider: PaymentProvider): MercadoPagoProvider | null =>
  provider.name === 'mercadopago' ? (provider as MercadoPagoProvider) : null;

/** The preapproval id of `userId`'s newest paid subscription, or null. */
async function preapprovalOfPartner(ctx: OrdersContext, userId: string): Promise<string | null> {
  const [newest] = await findPaidPreapprovalOrders(ctx.db, userId, 'plan');
  return preapprovalIdOf(newest?.paymentId);
}

/**
 * The renewal job's step for a due subscription that MercadoPago charges (see module doc).
 * @returns `skipped` when it waits or ended the plan with its period (the run's lapse follows), null
 *   when the subscription is not MercadoPago's or its month is to be treated as unpaid (the usual path)
 * @throws ProviderUnavailable when MercadoPago cannot be asked (the job retries next run)
 */
export async function renewByMercadoPago(
  ctx: OrdersContext,
  sub: SubscriptionRow,
  now: Date,
): Promise<'skipped' | null> {
  const provider = asMercadoPago(ctx.provider);
  const preapprovalId = provider ? await preapprovalOfPartner(ctx, sub.userId) : null;
  if (!provider || !preapprovalId) return null;
  const { status } = await provider.readPreapproval(preapprovalId);
  if (status === 'authorized' || status === 'pending')
    return now < graceEndOf(sub.currentPeriodEnd) ? 'skipped' : null;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockPartnerByUserId(tx, sub.userId))) return;
    const current = await lockSubscription(tx, sub.userId);
    if (current?.status !== 'active' || current.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime())
      return;
    const { userId, updatedAt: _at, ...rest } = current;
    await saveSubscription(tx, { ...rest, userId, status: 'pastDue', graceUntil: current.currentPeriodEnd });
  });
  return 'skipped';
}

/**
 * Cancels partner `userId`'s MercadoPago subscription, if any (the baja; see module doc).
 * @throws AppError UNAVAILABLE ({@link paymentAccountMessages.planCancelUnavailable}) when MercadoPago
 *   cannot be reached
 */
export async function endMercadoPagoPlan(ctx: OrdersContext, userId: string): Promise<void> {
  const provider = asMercadoPago(ctx.provider);
  const preapprovalId = provider ? await preapprovalOfPartner(ctx, userId) : null;
  if (!provider || !preapprovalId) return;
  try {
    await provider.cancelPreapproval(preapprovalId);
  } catch (error) {
    if (error instanceof MercadoPagoRefused && error.status === 404) return; // nothing to cancel there
    answerProviderUnavailable(error, ctx.log, 'mercadopago unavailable at a plan baja', {
      details: { userId },
      message: paymentAccountMessages.planCancelUnavailable,
    });
  }
}
