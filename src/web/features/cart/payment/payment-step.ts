/**
 * What a card payment does next with the checkout's answer (docs/architecture.md §5; ADR 0009), whatever is
 * being paid (a member's cart or a partner's plan, ADR 0017): an order already settled (a replay of
 * the same idempotency key) is shown as it is; a pending one is paid with the provider in use, or is
 * refused when the server started it with another provider.
 * @module
 */
import type { CheckoutResponse, Order, PaymentProvider } from '../../../../shared/contract/orders';
import { checkoutMessages, commerceMessages } from '../../../../shared/messages';

/** The next step of a payment after its checkout. */
export type PaymentStep =
  | { kind: 'settled'; order: Order }
  | { kind: 'demo'; order: Order }
  | { kind: 'stripe'; order: Order; clientSecret: string; publishableKey: string }
  | { kind: 'redirect'; order: Order; url: string }
  | { kind: 'mismatch' };

/**
 * The step after `response` when the browser pays with `provider`.
 * @returns `settled` for an order no longer pending, `demo` or `stripe` to pay it here, `redirect` to
 *   pay it on MercadoPago's checkout, `mismatch` when the order must be paid with another provider
 *   than the one in use
 */
export function paymentStep(response: CheckoutResponse, provider: PaymentProvider): PaymentStep {
  const { order, payment } = response;
  if (order.status !== 'pending') return { kind: 'settled', order };
  if (provider === 'mercadopago')
    return payment?.provider === 'mercadopago'
      ? { kind: 'redirect', order, url: payment.redirectUrl }
      : { kind: 'mismatch' };
  if (payment?.provider === 'mercadopago') return { kind: 'mismatch' };
  if (provider === 'stripe')
    return payment?.provider === 'stripe'
      ? {
          kind: 'stripe',
          order,
          clientSecret: payment.clientSecret,
          publishableKey: payment.publishableKey,
        }
      : { kind: 'mismatch' };
  return payment?.provider === 'stripe' ? { kind: 'mismatch' } : { kind: 'demo', order };
}

/**
 * The message of an order that was answered but not paid: `declined` for a refused card, the generic
 * failure otherwise (e.g. cancelled).
 * @returns null for a paid order
 */
export function unpaidMessage(
  order: Pick<Order, 'status'>,
  declined: string = commerceMessages.paymentDeclined,
): string | null {
  if (order.status === 'paid') return null;
  return order.status === 'failed' ? declined : checkoutMessages.payFailed;
}
