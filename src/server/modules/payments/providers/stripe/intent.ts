/**
 * Reading Stripe's PaymentIntent and Event objects into the provider interface's shapes
 * ({@link PaymentState}, {@link Notice}). Pure functions, no I/O, no SDK instance.
 *
 * Sources: PaymentIntent object and its `status` lifecycle
 * (https://docs.stripe.com/api/payment_intents/object, https://docs.stripe.com/payments/paymentintents/lifecycle);
 * Event object (https://docs.stripe.com/api/events/object); the `payment_intent.*` event types
 * (https://docs.stripe.com/api/events/types).
 * @module
 */
import { z } from 'zod';
import type { Currency } from '../../../../../shared/domain/currency';
import type { Notice, PaymentState, PaymentStatus } from '../provider';

/**
 * A PaymentIntent's `currency`: the order's ISO 4217 code in lower case, as Stripe's API writes it
 * (https://docs.stripe.com/currencies; ADR 0053).
 */
export const stripeCurrency = (currency: Currency): string => currency.toLowerCase();

/**
 * The part of a PaymentIntent this product reads. `last_payment_error` is set after a declined
 * attempt (and cleared by a later success); `metadata.orderId` is what `createPayment` wrote.
 */
export const intentSchema = z.object({
  id: z.string().min(1),
  object: z.literal('payment_intent'),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
export type IntentFacts = z.infer<typeof intentSchema>;

/** The part of an Event this product reads; `data.object` is checked per type. */
const eventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Event types acted on, and the status each one means (https://docs.stripe.com/api/events/types). */
export const HANDLED_EVENT_TYPES: Readonly<Record<string, PaymentStatus>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** Stripe's error code of the last failed attempt (e.g. `card_declined`), or null. */
const failureCodeOf = (intent: IntentFacts): string | null => intent.last_payment_error?.code ?? null;

/**
 * Where a PaymentIntent stands, in the interface's four statuses:
 * - `succeeded` → succeeded; `canceled` → canceled;
 * - `requires_payment_method` with a `last_payment_error` → failed (an attempt was declined; Stripe
 *   returns a PaymentIntent to that status after a failed confirmation);
 * - anything else (`requires_payment_method` before any attempt, `requires_confirmation`,
 *   `requires_action`, `processing`, `requires_capture`) → pending.
 * `failureCode` is set only when failed.
 */
export function stateOfIntent(intent: IntentFacts): PaymentState {
  let status: PaymentStatus = 'pending';
  if (intent.status === 'succeeded') status = 'succeeded';
  else if (intent.status === 'canceled') status = 'canceled';
  else if (intent.status === 'requires_payment_method' && intent.last_payment_error) status = 'failed';
  return {
    paymentId: intent.id,
    status,
    orderId: intent.metadata?.orderId ?? null,
    failureCode: status === 'failed' ? failureCodeOf(intent) : null,
  };
}

/**
 * Reads a verified event: for the {@link HANDLED_EVENT_TYPES} a payment notice whose signed state
 * follows the event type (not `data.object.status`, which is a snapshot that may lag a later event);
 * any other type is ignored.
 * @throws Error (with a short reason) when the event or its PaymentIntent lacks a required field
 */
export function eventOfStripe(json: unknown): Notice {
  const event = eventSchema.parse(json);
  const status = HANDLED_EVENT_TYPES[event.type];
  if (!status) return { kind: 'ignore', type: event.type };
  const intent = intentSchema.parse(event.data.object);
  return {
    kind: 'payment',
    paymentId: intent.id,
    orderHint: intent.metadata?.orderId ?? null,
    event: { id: event.id, type: event.type },
    signed: {
      paymentId: intent.id,
      status,
      orderId: intent.metadata?.orderId ?? null,
      failureCode: status === 'failed' ? failureCodeOf(intent) : null,
    },
  };
}
