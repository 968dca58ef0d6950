/**
 * The charge of a renewal order to the card of the order it renews (ADR 0017 "renewals"; the same way
 * for a partner's plan and a member's credits, ADR 0045): off-session, idempotent per order at the
 * provider, then settled like any payment (./settle). Used by both renewal jobs.
 * @module
 */
import { toCentavos } from '../../../../shared/domain/money';
import { setPaymentId, type OrderRow } from '../store/queries';
import type { OrdersContext } from '../store/context';
import { settleAsReported, settleFailed } from './settle';

/** Failure code of a renewal with no card to charge (no paid order on record). */
const NO_CARD = 'payment_method_missing';

/** What a renewal charge came to: paid, failed, still pending at the provider, or not applied now. */
export type RenewalOutcome = 'renewed' | 'failed' | 'pending' | 'skipped';

/**
 * Charges pending renewal order `order` to the card of `previous` (the last paid order; null or without
 * a payment: the renewal fails with `payment_method_missing`) and settles the provider's answer.
 * @throws ProviderUnavailable when the provider cannot be reached (the order stays pending: next run)
 */
export async function chargeRenewal(
  ctx: OrdersContext,
  order: OrderRow,
  previous: OrderRow | null,
): Promise<RenewalOutcome> {
  const input = { orderId: order.id, source: 'renewal' as const };
  if (!previous?.paymentId) {
    await settleFailed(ctx, { ...input, failureCode: NO_CARD });
    return 'failed';
  }
  const state = await ctx.provider.chargeSavedCard({
    orderId: order.id,
    reference: order.reference,
    amountCentavos: toCentavos(order.total),
    currency: order.currency,
    buyerEmail: order.buyerEmail,
    previousPaymentId: previous.paymentId,
    cardLast4: previous.cardLast4,
  });
  await setPaymentId(ctx.db, order.id, state.paymentId);
  const result = await settleAsReported(ctx, input, state);
  if (result !== 'applied') return state.status === 'pending' ? 'pending' : 'skipped';
  return state.status === 'succeeded' ? 'renewed' : state.status === 'pending' ? 'pending' : 'failed';
}
