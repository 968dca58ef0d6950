/**
 * Verifying a Stripe webhook delivery (https://docs.stripe.com/webhooks#verify-webhook-signatures):
 * the `Stripe-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`, the HMAC is of
 * `"<t>.<raw body>"` keyed with the endpoint's signing secret (`whsec_…`), and a delivery whose `t`
 * is more than {@link STRIPE_WEBHOOK_TOLERANCE_S} seconds away from now is refused (replay defence).
 *
 * The signature and the "too old" check are the official SDK's `webhooks.constructEvent`, on the RAW
 * bytes as received (any re-serialisation of the JSON breaks the HMAC). The SDK does not refuse a
 * timestamp in the future; a `t` more than the tolerance ahead of our clock is refused here too, so
 * that a leaked signed delivery cannot be pre-dated to stay replayable for longer.
 * @module
 */
import type Stripe from 'stripe';
import { STRIPE_WEBHOOK_TOLERANCE_S } from '../../../../../shared/constants/commerce';
import { WebhookRejected, type Notice } from '../provider';
import { eventOfStripe } from './intent';

/** Name of the signature header (lower case, as Node exposes request headers). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** What {@link verifyStripeWebhook} needs besides the delivery. */
export interface WebhookVerifier {
  /** The SDK's webhook helpers (`stripe.webhooks`). */
  webhooks: Stripe['webhooks'];
  /** The endpoint's signing secret (`whsec_…`, STRIPE_WEBHOOK_SECRET). */
  secret: string;
  /** Clock, ms since the epoch. */
  now: () => number;
}

/** The `t=` of a signature header (unix seconds), or null when absent or not an integer. */
function timestampOf(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key?.trim() === 't' && value !== undefined && /^\d{1,12}$/.test(value.trim())) return Number(value);
  }
  return null;
}

/** A short reason for a refusal (for the log; never shown to the caller). */
const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message.split('\n')[0]! : 'unknown';

/**
 * Verifies and parses one delivery.
 * @param rawBody - the request body exactly as received
 * @param headers - the request headers (Node's lower-case names)
 * @returns a payment notice (with the signed state) for the PaymentIntent events this product acts on,
 *   `ignore` for any other event type
 * @throws WebhookRejected when the header is missing or repeated, no `v1` signature matches, `t` is
 *   more than {@link STRIPE_WEBHOOK_TOLERANCE_S} s in the past or future, or the body is not a
 *   Stripe event (bad JSON, missing `id`/`type`/`data.object`, a PaymentIntent event whose
 *   `data.object` is not a PaymentIntent)
 */
export function verifyStripeWebhook(
  verifier: WebhookVerifier,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Notice {
  const header = headers[STRIPE_SIGNATURE_HEADER];
  if (typeof header !== 'string' || header.length === 0)
    throw new WebhookRejected(
      Array.isArray(header) ? 'repeated Stripe-Signature header' : 'missing Stripe-Signature header',
    );
  const receivedAt = verifier.now();
  let json: unknown;
  try {
    json = verifier.webhooks.constructEvent(
      rawBody,
      header,
      verifier.secret,
      STRIPE_WEBHOOK_TOLERANCE_S,
      undefined,
      receivedAt,
    );
  } catch (error) {
    // The SDK throws StripeSignatureVerificationError for the header, or a SyntaxError for a signed body that is not JSON.
    const what = error instanceof SyntaxError ? 'body' : 'signature';
    throw new WebhookRejected(`${what}: ${reasonOf(error)}`);
  }
  const t = timestampOf(header);
  if (t === null || t - Math.floor(receivedAt / 1000) > STRIPE_WEBHOOK_TOLERANCE_S)
    throw new WebhookRejected('signature: timestamp in the future, outside the tolerance zone');
  try {
    return eventOfStripe(json);
  } catch (error) {
    throw new WebhookRejected(`body: ${reasonOf(error)}`);
  }
}
