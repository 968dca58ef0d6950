/**
 * The props every card payment component takes (the demo form, Stripe's checkout), apart from the
 * choice between them (`CardPayment`), so that each imports them without importing the chooser.
 * @module
 */
import type { Currency } from '../../../../shared/domain/currency';
import type { Decimal } from '../../../../shared/domain/decimal';
import type { CheckoutResponse, Order } from '../../../../shared/contract/orders';

/** What every card payment needs, whatever it pays. */
export interface PaymentProps {
  /** The amount the pay button names (the server's figure: the order is charged its own total). */
  total: Decimal;
  /** The currency of {@link PaymentProps.total} (the cart's or the plan's; ADR 0053). */
  currency: Currency;
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
