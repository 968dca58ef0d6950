/**
 * The Refunds of the local fake Stripe (./stripe-fake). Behaviour follows Stripe's API reference:
 * create https://docs.stripe.com/api/refunds/create (`payment_intent` or `charge`, optional `amount`
 * in the smallest currency unit, default what is left; `reason` one of `duplicate`, `fraudulent`,
 * `requested_by_customer`; `metadata[…]`), the object https://docs.stripe.com/api/refunds/object.
 * Refunds of the fake succeed at once. Errors as Stripe answers them: a PaymentIntent that did not
 * succeed has no charge to refund, an amount above what is left is `amount_too_large`, a fully
 * refunded charge is `charge_already_refunded` (https://docs.stripe.com/error-codes).
 * @module
 */
import {
  errorAnswer,
  invalidParam,
  missingObject,
  nowSeconds,
  stripeId,
  type Answer,
  type FakePaymentIntent,
  type FormObject,
} from './stripe-fake-objects';

/** The part of a Refund the fake keeps (https://docs.stripe.com/api/refunds/object). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string | null;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  created: number;
}

/** The store of refunds. */
export interface FakeRefunds {
  /** Answers `POST /v1/refunds` and `GET /v1/refunds/:id`; undefined for any other request. */
  route(method: string, path: string, params: FormObject): Answer | undefined;
  /** Refunds of a PaymentIntent, oldest first. */
  of(paymentIntent: string): FakeRefund[];
  /** Every refund, oldest first. */
  all(): FakeRefund[];
}

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/** Stripe writes amounts in errors as the currency and the major unit, e.g. `ARS 300.00`. */
const money = (centavos: number, currency: string): string =>
  `${currency.toUpperCase()} ${(centavos / 100).toFixed(2)}`;

/** A new, empty store over the fake's PaymentIntents (`intentOf`). */
export function createFakeRefunds(intentOf: (id: string) => FakePaymentIntent | undefined): FakeRefunds {
  const refunds = new Map<string, FakeRefund>();
  const of = (paymentIntent: string): FakeRefund[] =>
    [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);

  function create(params: FormObject): Answer {
    const { payment_intent: pi, amount, reason, metadata } = params;
    if (pi === undefined)
      return invalidParam('parameter_missing', 'payment_intent', 'Missing required param: payment_intent.');
    const intent = typeof pi === 'string' ? intentOf(pi) : undefined;
    if (!intent) return missingObject('payment_intent', 'payment_intent', String(pi));
    if (amount !== undefined && (typeof amount !== 'string' || !/^\d+$/.test(amount) || Number(amount) < 1))
      return invalidParam(
        'parameter_invalid_integer',
        'amount',
        `Invalid integer: ${JSON.stringify(amount)}`,
      );
    if (reason !== undefined && (typeof reason !== 'string' || !REASONS.has(reason)))
      return invalidParam(
        'parameter_invalid_string',
        'reason',
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
      );
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      return errorAnswer(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      });
    const left = intent.amount_received - of(intent.id).reduce((sum, refund) => sum + refund.amount, 0);
    if (left <= 0)
      return errorAnswer(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.latest_charge} has already been refunded.`,
      });
    const wanted = amount === undefined ? left : Number(amount);
    if (wanted > left)
      return errorAnswer(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message:
          `Refund amount (${money(wanted, intent.currency)}) is greater than unrefunded amount on charge ` +
          `(${money(left, intent.currency)})`,
      });
    const refund: FakeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount: wanted,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: typeof reason === 'string' ? reason : null,
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund, save: true };
  }

  return {
    route(method, path, params) {
      if (method === 'POST' && path === '/v1/refunds') return create(params);
      const id = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(path)?.[1];
      if (method !== 'GET' || !id) return undefined;
      const refund = refunds.get(id);
      return refund ? { status: 200, body: refund, save: false } : missingObject('refund', 'refund', id);
    },
    of: (paymentIntent) => of(paymentIntent).map((refund) => structuredClone(refund)),
    all: () => [...refunds.values()].map((refund) => structuredClone(refund)),
  };
}
