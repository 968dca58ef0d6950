/**
 * A card payment of one order, by the provider of `GET /api/payments/config` (ARCHITECTURE §3
 * "payments"): the demo card form (`manual`) or Stripe's Payment Element (`stripe`). What is paid is
 * the caller's: the member's cart at `/stripe` (ADR 0009) or a partner's plan (ADR 0017); the caller
 * gives the checkout call and what follows a paid order.
 * @module
 */
import type { Decimal } from '../../../../shared/domain/decimal';
import type { CheckoutResponse, Order, PaymentProvider } from '../../../../shared/contract/orders';
import { DemoPayment } from './DemoPayment';
import { StripeCheckout } from './StripeCheckout';

/** What every card payment needs, whatever it pays. */
export interface PaymentProps {
  /** The amount the pay button names (the server's figure: the order is charged its own total). */
  total: Decimal;
  /**
   * The checkout: makes the pending order for the attempt's idempotency key, or answers the order
   * that key made before.
   */
  start: (idempotencyKey: string) => Promise<CheckoutResponse>;
  /** Paying waits (e.g. a cart whose new prices are not confirmed yet). */
  disabled?: boolean;
  /** The order is paid: say so and move on. */
  onPaid: (order: Order) => void;
  /** Any verdict on the order (paid or not), after {@link PaymentProps.onPaid}: refresh what it changes. */
  onAnswer?: (order: Order) => void;
  /** The path Stripe sends the browser back to after confirming `order` (e.g. `/orders/{id}`). */
  returnPath: (order: Order) => string;
  /** The message of a declined card (default: the cart's). */
  declinedMessage?: string;
}

/** The card payment with `provider`. */
export function CardPayment({ provider, ...props }: PaymentProps & { provider: PaymentProvider }) {
  return provider === 'manual' ? <DemoPayment {...props} /> : <StripeCheckout {...props} />;
}
