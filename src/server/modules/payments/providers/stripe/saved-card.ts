/**
 * Saved cards with Stripe (ADR 0017: a paid plan's first month is paid in the browser and keeps the
 * card; each following month is charged without the customer). Pure building and reading of Stripe
 * objects, no I/O; ./stripe makes the calls.
 *
 * - Keeping the card: a Customer (https://docs.stripe.com/api/customers/create), and on the
 *   PaymentIntent `customer` plus `setup_future_usage: off_session`; when the payment succeeds Stripe
 *   attaches its PaymentMethod to that Customer (https://docs.stripe.com/payments/save-during-payment).
 * - Charging it: a PaymentIntent with the earlier payment's `customer` and `payment_method`,
 *   `off_session: true` and `confirm: true`
 *   (https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method). A decline is an HTTP
 *   402 `card_error` whose body carries the PaymentIntent, back in `requires_payment_method` with
 *   `last_payment_error` (https://docs.stripe.com/api/errors, https://docs.stripe.com/declines).
 * @module
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentRequest, PaymentState, SavedCardCharge } from '../provider';
import { intentSchema, stateOfIntent, stripeCurrency } from './intent';

/** Idempotency key of the Customer created for an order's payment (one Customer per order, even when retried). */
export const customerIdempotencyKey = (orderId: string): string => `customer-${orderId}`;

/** The Customer and PaymentMethod of a saved card. */
export interface SavedCard {
  customer: string;
  paymentMethod: string;
}

/** An id, or the object it names when the request expanded it (https://docs.stripe.com/expand). */
const reference = z.union([
  z.string().min(1),
  z.object({ id: z.string().min(1), deleted: z.boolean().optional() }),
]);

/** The part of an earlier PaymentIntent that names its saved card. */
export const savedCardIntentSchema = intentSchema.extend({
  customer: reference.nullish(),
  payment_method: reference.nullish(),
});

const idOf = (value: z.infer<typeof reference> | null | undefined): string | null => {
  if (!value) return null;
  if (typeof value === 'string') return value;
  return value.deleted ? null : value.id;
};

/**
 * The Customer (`cus_…`) created to keep an order's card: its e-mail, and the order that saved the
 * card in its metadata (found again from Stripe's dashboard).
 */
export function customerParams(request: PaymentRequest): Stripe.CustomerCreateParams {
  return {
    ...(request.buyerEmail ? { email: request.buyerEmail } : {}),
    metadata: { orderId: request.orderId, reference: request.reference },
  };
}

/**
 * The card an earlier PaymentIntent kept: its `customer` and `payment_method` (ids or expanded
 * objects). Only a PaymentIntent that succeeded has its PaymentMethod attached to the Customer.
 * @returns null when the payment did not succeed or names no (undeleted) Customer or no PaymentMethod
 */
export function savedCardOf(intent: z.infer<typeof savedCardIntentSchema>): SavedCard | null {
  const customer = idOf(intent.customer);
  const paymentMethod = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !customer || !paymentMethod) return null;
  return { customer, paymentMethod };
}

/**
 * The PaymentIntent parameters of an off-session charge of `card`: the amount in the order's currency.
 * Automatic payment methods without redirects: the customer is not there to follow one, and Stripe
 * then needs no `return_url` to confirm
 * (https://docs.stripe.com/api/payment_intents/create#create_payment_intent-automatic_payment_methods-allow_redirects).
 */
export function offSessionParams(
  request: SavedCardCharge,
  card: SavedCard,
): Stripe.PaymentIntentCreateParams {
  return {
    amount: request.amountCentavos,
    currency: stripeCurrency(request.currency),
    customer: card.customer,
    payment_method: card.paymentMethod,
    off_session: true,
    confirm: true,
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    metadata: { orderId: request.orderId, reference: request.reference },
    description: request.reference,
    ...(request.buyerEmail ? { receipt_email: request.buyerEmail } : {}),
  };
}

/**
 * The state of a declined charge: Stripe answered HTTP 402 `card_error` with the PaymentIntent it
 * made, now `requires_payment_method` (the attempt failed; the intent stays open for another method).
 * `failureCode` is the error's `code` (`card_declined`, `authentication_required`, …).
 * @returns null when `error` is not a card error carrying a PaymentIntent
 */
export function declinedState(error: unknown): PaymentState | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const intent = intentSchema.safeParse(error.payment_intent);
  if (!intent.success) return null;
  const state = stateOfIntent(intent.data);
  const failureCode = error.code ?? intent.data.last_payment_error?.code ?? null;
  return { ...state, status: 'failed', failureCode };
}
