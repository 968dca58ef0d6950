/**
 * The one flow of a provider's notification about a payment (ADR 0043; the steps are the provider
 * interface's, payments/providers/provider.ts): the route has read and verified the notification
 * (step 1); here the provider gives the truth about the payment (step 2), the order is settled as that
 * truth says, recording the provider event so that a repeat changes nothing (step 3, ./settle), and a
 * provider that tidies after a payment (MercadoPago's duplicate payments) does so (step 4).
 * The Stripe and MercadoPago routes (../webhook-routes, ../mercadopago-routes) differ only in how they
 * answer.
 * @module
 */
import type { PaymentNotice } from '../../payments/index';
import type { OrdersContext } from '../store/context';
import { settleAsReported, type SettleResult } from './settle';

/** What a payment notification did; `notOurs`: the provider does not know the payment, or it names no order of ours. */
export interface NotifiedOutcome {
  result: SettleResult | 'ignored' | 'notOurs';
  /** The provider's status event (for the log). */
  event: string | null;
  /** What the provider tidied after the payment (ids), for the log. */
  tidied: string[];
}

/**
 * Steps 2 to 4 for `notice` (see module doc).
 * @throws AppError NOT_FOUND when the truth names an order we do not have (the route decides the answer)
 * @throws ProviderUnavailable when the provider cannot be asked
 */
export async function settleNotified(ctx: OrdersContext, notice: PaymentNotice): Promise<NotifiedOutcome> {
  const truth = await ctx.provider.fetchNotified(notice);
  if (!truth) return { result: 'notOurs', event: null, tidied: [] };
  const result = await settleAsReported(
    ctx,
    {
      ...truth.order,
      source: 'webhook',
      event: { provider: ctx.provider.name, eventId: truth.event.id, type: truth.event.type },
    },
    truth.state,
  );
  const orderId = truth.state.orderId;
  const tidied =
    truth.state.status === 'succeeded' && orderId && ctx.provider.afterNotifiedPaid
      ? await ctx.provider.afterNotifiedPaid(orderId)
      : [];
  return { result, event: truth.event.type, tidied };
}
