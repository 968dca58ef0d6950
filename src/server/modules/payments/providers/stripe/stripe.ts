/**
 * The Stripe payment provider (docs/architecture.md §3 "payments", §5) over the official `stripe` SDK:
 * PaymentIntents completed in the browser by Stripe's Payment Element, settled by signed webhooks
 * (./webhook) and, when a webhook is lost, by the reconciler through {@link PaymentProvider.fetchPayment}.
 *
 * - Amounts are integer centavos of the order's currency, sent in lower case as Stripe writes ISO 4217
 *   codes (`stripeCurrency` of ./intent, ADR 0053): Stripe takes amounts in the currency's smallest unit and
 *   neither ARS, MXN nor BRL is one of its zero-decimal currencies
 *   (https://docs.stripe.com/currencies, "Zero-decimal currencies").
 * - `createPayment` sends the order id as the `Idempotency-Key`
 *   (https://docs.stripe.com/api/idempotent_requests): a retried checkout gets the same
 *   PaymentIntent back. Stripe keeps keys for at least 24 h, which covers an order's whole pending
 *   life (PENDING_ORDER_EXPIRY_MS).
 * - Every call has a {@link STRIPE_TIMEOUT_MS} timeout and {@link STRIPE_MAX_NETWORK_RETRIES}
 *   automatic retries with backoff (the SDK retries connection errors, 409 and 5xx, reusing the
 *   idempotency key). Any failure of the API or the network ends as {@link ProviderUnavailable}.
 * - A payment that keeps the card (`saveCard`, a paid plan's first month) is made for a new Customer
 *   with `setup_future_usage: off_session`; `chargeSavedCard` charges that card off-session later
 *   (./saved-card, https://docs.stripe.com/payments/save-during-payment,
 *   https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method).
 * - STRIPE_API_URL (tests: the local fake of `tests/fakes/stripe-fake.ts`) replaces the SDK's
 *   `protocol`, `host` and `port`; unset, the SDK talks to https://api.stripe.com.
 * @module
 */
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../../../config';
import {
  PAYMENT_METHOD_MISSING,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  type SavedCardCharge,
  type StartedPayment,
} from '../provider';
import { listBalanceMovements } from './balance';
import { intentSchema, stateOfIntent, stripeCurrency } from './intent';
import { createStripeRefund } from './refund';
import {
  customerIdempotencyKey,
  customerParams,
  declinedState,
  offSessionParams,
  savedCardIntentSchema,
  savedCardOf,
  type SavedCard,
} from './saved-card';
import { verifyStripeWebhook } from './webhook';

/** Timeout of one HTTP request to Stripe, ms (the SDK's default is 80 s; a checkout must not hang). */
export const STRIPE_TIMEOUT_MS = 10_000;
/** Automatic retries of a failed request (connection error, 409, 5xx), with exponential backoff from 0.5 s. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/**
 * Error code Stripe answers when a PaymentIntent's status does not allow the call, e.g. cancelling one
 * that succeeded (https://docs.stripe.com/error-codes#payment-intent-unexpected-state).
 */
const UNEXPECTED_STATE = 'payment_intent_unexpected_state';
/** Error code Stripe answers for an id it does not know (https://docs.stripe.com/error-codes#resource-missing). */
const RESOURCE_MISSING = 'resource_missing';

/** Stripe settings (`config.stripe`) with the three keys present. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** `http(s)://host[:port]` of another Stripe-compatible API (tests), or undefined for Stripe's. */
  apiUrl?: string | undefined;
}

/** Test seams of {@link createStripeProvider}; production uses the defaults. */
export interface StripeProviderOptions {
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** Clock for the webhook timestamp check, ms since the epoch. */
  now?: () => number;
}

/**
 * The SDK's `host`, `port` and `protocol` for STRIPE_API_URL.
 * @throws Error when the URL is not `http(s)://host[:port]` (a configuration mistake, at start-up)
 */
export function addressOf(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`STRIPE_API_URL is not a URL: ${apiUrl}`);
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`STRIPE_API_URL must be http:// or https://, got ${url.protocol}`);
  if (url.pathname !== '/' || url.search || url.username)
    throw new Error('STRIPE_API_URL must be scheme://host[:port] with no path, query or credentials');
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}

/**
 * Turns an SDK failure (network errors, timeouts, 4xx/5xx answers, a bad key) or an answer that is not
 * a PaymentIntent into {@link ProviderUnavailable}; anything else (a bug) is returned unchanged.
 */
function unavailable(what: string, error: unknown): unknown {
  if (error instanceof z.ZodError)
    return new ProviderUnavailable(`Stripe ${what}: the answer is not the expected object`, { cause: error });
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const code = error.code ? ` ${error.code}` : '';
  const status = error.statusCode ? ` HTTP ${error.statusCode}` : '';
  return new ProviderUnavailable(
    `Stripe ${what} failed:${status} ${error.rawType ?? error.type}${code}: ${error.message}`,
    {
      cause: error,
    },
  );
}

/** True when Stripe refused because of the PaymentIntent's current status. */
const isUnexpectedState = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === UNEXPECTED_STATE;

/** True when Stripe does not know the object asked for (e.g. a payment id of another provider or account). */
const isResourceMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === RESOURCE_MISSING;

/** @throws RangeError unless `amountCentavos` is a positive integer (checked before calling Stripe) */
function checkAmount(amountCentavos: number): void {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0)
    throw new RangeError(`amountCentavos must be a positive integer, got ${amountCentavos}`);
}

/**
 * Builds the provider.
 * @param settings - `config.stripe` with the three keys set (../../index checks that)
 * @throws Error when STRIPE_API_URL is malformed
 */
export function createStripeProvider(
  settings: StripeSettings | Config['stripe'],
  options: StripeProviderOptions = {},
): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret } = settings;
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  const stripe = new Stripe(secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'BuscaGym' },
    ...(settings.apiUrl ? addressOf(settings.apiUrl) : {}),
  });
  const verifier = { webhooks: stripe.webhooks, secret: webhookSecret, now: options.now ?? Date.now };

  async function retrieve(paymentId: string): Promise<PaymentState> {
    try {
      return stateOfIntent(intentSchema.parse(await stripe.paymentIntents.retrieve(paymentId)));
    } catch (error) {
      throw unavailable('retrieve PaymentIntent', error);
    }
  }

  /** A new Customer to keep the card of `request`'s payment; the order id makes retries find the same one. */
  async function createCustomer(request: PaymentRequest): Promise<string> {
    try {
      const customer = await stripe.customers.create(customerParams(request), {
        idempotencyKey: customerIdempotencyKey(request.orderId),
      });
      return customer.id;
    } catch (error) {
      throw unavailable('create Customer', error);
    }
  }

  // A function expression, not a declaration: it keeps `publishableKey` narrowed to a string.
  const createPayment = async (request: PaymentRequest): Promise<StartedPayment> => {
    checkAmount(request.amountCentavos);
    const saving = request.saveCard
      ? { customer: await createCustomer(request), setup_future_usage: 'off_session' as const }
      : {};
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCentavos,
          currency: stripeCurrency(request.currency),
          metadata: { orderId: request.orderId, reference: request.reference },
          description: request.reference,
          automatic_payment_methods: { enabled: true },
          ...(request.buyerEmail ? { receipt_email: request.buyerEmail } : {}),
          ...saving,
        },
        { idempotencyKey: request.orderId },
      );
    } catch (error) {
      throw unavailable('create PaymentIntent', error);
    }
    if (!intent.client_secret)
      throw new ProviderUnavailable(`Stripe returned PaymentIntent ${intent.id} without a client_secret`);
    return {
      paymentId: intent.id,
      start: { provider: 'stripe', clientSecret: intent.client_secret, publishableKey },
    };
  };

  /** The card the earlier payment kept, or null when it kept none or Stripe does not know the payment. */
  async function savedCardOfPayment(paymentId: string): Promise<SavedCard | null> {
    try {
      return savedCardOf(savedCardIntentSchema.parse(await stripe.paymentIntents.retrieve(paymentId)));
    } catch (error) {
      if (isResourceMissing(error)) return null;
      throw unavailable('retrieve PaymentIntent', error);
    }
  }

  /**
   * Charges the card kept by `request.previousPaymentId` off-session, in a new PaymentIntent made with
   * the order id as its idempotency key (a retry gets the same charge, or the same decline, back).
   *
   * When the earlier payment kept no card, nothing is charged, and the answer is `failed` with
   * {@link PAYMENT_METHOD_MISSING} and the id of a new PaymentIntent for this order: the one
   * `createPayment(…, saveCard: true)` starts (same idempotency keys, so calling it for this order
   * gives its client secret back, for the customer to pay in the browser and keep a card again).
   * The order thus always gets its own payment id: never the earlier payment's (it succeeded, and the
   * reconciler would settle this order as paid), never an empty one. Stripe reports that PaymentIntent
   * `pending` until someone pays or cancels it.
   */
  async function chargeSavedCard(request: SavedCardCharge): Promise<PaymentState> {
    checkAmount(request.amountCentavos);
    const card = await savedCardOfPayment(request.previousPaymentId);
    if (!card) {
      const { orderId, reference, amountCentavos, currency, buyerEmail } = request;
      const payment = { orderId, reference, amountCentavos, currency, buyerEmail, saveCard: true };
      const started = await createPayment(payment);
      return { paymentId: started.paymentId, status: 'failed', orderId, failureCode: PAYMENT_METHOD_MISSING };
    }
    try {
      const intent = await stripe.paymentIntents.create(offSessionParams(request, card), {
        idempotencyKey: request.orderId,
      });
      return stateOfIntent(intentSchema.parse(intent));
    } catch (error) {
      const declined = declinedState(error);
      if (declined) return declined;
      throw unavailable('charge saved card', error);
    }
  }

  return {
    name: 'stripe',
    publishableKey,
    createPayment,
    readNotification: ({ rawBody, headers }) => verifyStripeWebhook(verifier, rawBody, headers),
    /**
     * The signed event's PaymentIntent is the truth (Stripe signs the whole object,
     * https://docs.stripe.com/webhooks#verify-events); without one the PaymentIntent is read again.
     */
    async fetchNotified(notice) {
      const order = { paymentId: notice.paymentId };
      if (notice.signed && notice.event) return { order, state: notice.signed, event: notice.event };
      const state = await retrieve(notice.paymentId);
      return {
        order,
        state,
        event: { id: `${state.paymentId}:${state.status}`, type: `payment_intent.${state.status}` },
      };
    },
    fetchPayment: retrieve,

    async cancelPayment(paymentId: string): Promise<PaymentState> {
      try {
        return stateOfIntent(intentSchema.parse(await stripe.paymentIntents.cancel(paymentId)));
      } catch (error) {
        // Already succeeded (or already cancelled): Stripe refuses; report where it stands.
        if (isUnexpectedState(error)) return retrieve(paymentId);
        throw unavailable('cancel PaymentIntent', error);
      }
    },

    chargeSavedCard,

    /** The balance transactions of the window (./balance, ADR 0044). */
    async listMovements(window) {
      try {
        return await listBalanceMovements(stripe, window);
      } catch (error) {
        throw unavailable('list balance transactions', error);
      }
    },

    /** A Refund of the PaymentIntent (./refund), our refund id as the idempotency key. */
    async refundPayment(request) {
      checkAmount(request.amountCentavos);
      try {
        return await createStripeRefund(stripe, request);
      } catch (error) {
        throw unavailable('create Refund', error);
      }
    },
  };
}
