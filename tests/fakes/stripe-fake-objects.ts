/**
 * Stripe-shaped objects and wire helpers of the local fake Stripe (./stripe-fake): the form-encoded
 * request bodies the SDK sends, PaymentIntent, Customer and Event objects, endpoint answers and error
 * bodies, and the webhook signature. Shapes follow Stripe's API reference:
 * https://docs.stripe.com/api/payment_intents/object, https://docs.stripe.com/api/customers/object,
 * https://docs.stripe.com/api/events/object, https://docs.stripe.com/api/errors,
 * https://docs.stripe.com/webhooks#verify-manually. Only the fields this product reads or a client
 * commonly reads are filled; the rest of Stripe's fields are left out.
 * @module
 */
import { createHmac, randomBytes } from 'node:crypto';

/** A form-encoded body read into nested objects (`metadata[orderId]=x` → `{metadata: {orderId: 'x'}}`). */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Parses `application/x-www-form-urlencoded` as Stripe's SDKs encode nested parameters: `a[b][c]=v`
 * (brackets percent-encoded or not; URLSearchParams decodes them). Arrays (`expand[0]`, `expand[]`)
 * become objects keyed by index.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const base = /^[^[]+/.exec(key)?.[0] ?? key;
    const path = [base, ...[...key.slice(base.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[name] = value;
      else {
        const next = node[name];
        node = typeof next === 'object' ? next : (node[name] = {});
      }
    });
  }
  return root;
}

/** A canonical text of a request's parameters, to compare two requests made with one idempotency key. */
export const fingerprintOf = (method: string, path: string, body: string): string =>
  JSON.stringify([
    method,
    path,
    [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);

/** A Stripe-style object id: prefix + 24 random base62-ish characters. */
export const stripeId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

/** Unix seconds now. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The part of a PaymentIntent the fake keeps (https://docs.stripe.com/api/payment_intents/object). */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  /** The Customer the PaymentIntent belongs to (its saved PaymentMethods can be charged), or null. */
  customer: string | null;
  /** Set when the PaymentMethod is to be saved on `customer` once the payment succeeds. */
  setup_future_usage: 'off_session' | 'on_session' | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

/** The part of a Customer the fake keeps (https://docs.stripe.com/api/customers/object). */
export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** An Event (https://docs.stripe.com/api/events/object) carrying a snapshot of a PaymentIntent. */
export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: FakePaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** A Stripe error body (https://docs.stripe.com/api/errors). */
export interface StripeErrorBody {
  error: {
    type: string;
    code?: string;
    /** A card issuer's reason (`card_error` only), e.g. `generic_decline`. */
    decline_code?: string;
    message: string;
    param?: string;
    payment_intent?: FakePaymentIntent;
  };
}

/** An endpoint's answer, and whether Stripe would save it under the request's idempotency key. */
export interface Answer {
  status: number;
  /** A PaymentIntent, Customer, Refund (./stripe-fake-refunds) or error body. */
  body:
    | FakePaymentIntent
    | FakeCustomer
    | StripeErrorBody
    | { object: 'refund' }
    | { object: 'list'; url: string; has_more: boolean; data: unknown[] };
  save: boolean;
}

/** An error answer (saved for idempotency unless `save` is false). */
export const errorAnswer = (status: number, body: StripeErrorBody['error'], save = true): Answer => ({
  status,
  body: { error: body },
  save,
});

/** Parameter errors are not saved for idempotency (Stripe: the endpoint did not start executing). */
export const invalidParam = (code: string | undefined, param: string, message: string): Answer =>
  errorAnswer(400, { type: 'invalid_request_error', ...(code ? { code } : {}), param, message }, false);

/** Stripe's 404 for an unknown object id in the path, e.g. `No such payment_intent: 'pi_…'`. */
export const missingObject = (kind: string, param: string, id: string): Answer =>
  errorAnswer(
    404,
    { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` },
    false,
  );

/** The API version written into events (Stripe writes the account's version; any string the SDK accepts). */
export const FAKE_API_VERSION = '2025-01-01.fake';

/** Builds an event of `type` around a copy of `intent` as it is now. */
export function eventOf(type: string, intent: FakePaymentIntent): FakeEvent {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(intent) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * The `Stripe-Signature` header of a payload, computed as Stripe computes it
 * (https://docs.stripe.com/webhooks#verify-manually): `t=<timestamp>,v1=<hex HMAC-SHA256 of
 * "<timestamp>.<payload>" keyed with the endpoint's signing secret>`.
 * @param timestamp - unix seconds
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
