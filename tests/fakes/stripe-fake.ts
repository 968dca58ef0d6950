/**
 * A local fake of the part of Stripe's API that BuscaGym uses (docs/architecture.md §5: "tests of `stripe`
 * talk to a local fake HTTP server speaking Stripe's protocol, with webhooks signed as Stripe signs
 * them"). Plain `node:http` on 127.0.0.1 and a random port; point the provider at it with
 * `STRIPE_API_URL = fake.url`.
 *
 * The API (https://docs.stripe.com/api): `Authorization: Bearer sk_test_…` on every call (401
 * otherwise); form-encoded bodies as the SDK sends them; Stripe-shaped JSON objects and errors.
 * - `POST /v1/customers` — create a Customer (`email`, `name`, `description`, `metadata[…]`).
 * - `POST /v1/payment_intents` — create (`amount` integer > 0, `currency`, `metadata[…]`,
 *   `description`, `receipt_email`, `automatic_payment_methods[enabled|allow_redirects]`, `customer`,
 *   `setup_future_usage`); status `requires_payment_method`. With `payment_method` (a PaymentMethod
 *   saved on `customer`), `off_session=true` and `confirm=true` it charges the saved card at once
 *   (https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method): `succeeded` and a
 *   `payment_intent.succeeded` event, or, when the card declines ({@link StripeFake.declineOffSession}),
 *   HTTP 402 `card_error` (`code`, `decline_code`, and `payment_intent` back in `requires_payment_method`
 *   with `last_payment_error`) and a `payment_intent.payment_failed` event. Confirming with automatic
 *   payment methods that allow redirects needs a `return_url`, as at Stripe.
 * - `GET /v1/payment_intents/:id` — retrieve (404 `resource_missing` when unknown).
 * - `POST /v1/payment_intents/:id/cancel` — cancel (400 `payment_intent_unexpected_state` when
 *   succeeded or already canceled).
 * - `POST /v1/refunds` — refund a succeeded PaymentIntent (`payment_intent`, `amount`, `reason`,
 *   `metadata[…]`; ./stripe-fake-refunds), `GET /v1/refunds/:id`.
 * - `GET /v1/balance_transactions` — charges and refunds as balance transactions, by creation time,
 *   paged, sources expandable (./stripe-fake-balance).
 * - `Idempotency-Key` on POSTs (https://docs.stripe.com/api/idempotent_requests): the same key with the
 *   same method, path and parameters replays the first answer (header `Idempotent-Replayed: true`);
 *   with different ones it is a 400 `idempotency_error`. Parameter-validation errors and injected
 *   failures are not saved, as at Stripe; a declined charge (402) is, so a retry gets the same decline.
 *
 * Test controls (not Stripe's API): {@link StripeFake.confirm} plays the browser's confirmation and
 * returns the event Stripe would send (a successful one saves the card on the PaymentIntent's
 * Customer when `setup_future_usage` was set), {@link StripeFake.declineOffSession} makes a saved
 * card's off-session charges decline, {@link StripeFake.signedDelivery} / {@link StripeFake.deliver}
 * sign and send it, {@link StripeFake.failNext} makes the next requests (all, or those to one
 * path) fail (500, dropped connection, or no answer) to exercise ProviderUnavailable.
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCustomers, type OffSessionDecline } from './stripe-fake-customers';
import { createFakeIntents } from './stripe-fake-intents';
import { createFakeRefunds, type FakeRefund } from './stripe-fake-refunds';
import { routeBalance } from './stripe-fake-balance';
import {
  fingerprintOf,
  nowSeconds,
  parseStripeForm,
  stripeId,
  stripeSignatureHeader,
  type FakeCustomer,
  type FakeEvent,
  type FakePaymentIntent,
  type FormObject,
  type StripeErrorBody,
} from './stripe-fake-objects';

export type { FakeCustomer, FakeEvent, FakePaymentIntent } from './stripe-fake-objects';
export type { OffSessionDecline } from './stripe-fake-customers';
export type { FakeRefund } from './stripe-fake-refunds';
export { stripeSignatureHeader } from './stripe-fake-objects';

/** Options of {@link startStripeFake}. */
export interface StripeFakeOptions {
  /** The one secret key accepted; default: any `sk_test_…`. */
  apiKey?: string;
  /** The endpoint signing secret used by {@link StripeFake.signedDelivery}; default `whsec_fake_…`. */
  webhookSecret?: string;
}

/** How an injected failure shows: HTTP 500 `api_error`, a connection closed unanswered, or no answer at all. */
export type FailureMode = 'error500' | 'drop' | 'hang';

/** One request the fake received (for assertions). */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: FormObject;
}

/** A signed delivery: the exact body and its `Stripe-Signature` header. */
export interface SignedDelivery {
  body: string;
  header: string;
}

/** The running fake and its test controls. */
export interface StripeFake {
  /** `http://127.0.0.1:<port>` (STRIPE_API_URL). */
  readonly url: string;
  readonly webhookSecret: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Every event built (by {@link confirm}, off-session charges and API cancellations), oldest first. */
  readonly events: FakeEvent[];
  /** A copy of a PaymentIntent as it is now, or undefined. */
  intent(id: string): FakePaymentIntent | undefined;
  /** A copy of a Customer as it is now, or undefined. */
  customer(id: string): FakeCustomer | undefined;
  /** The refunds of a PaymentIntent, oldest first. */
  refundsOf(paymentIntent: string): FakeRefund[];
  /** The PaymentMethods saved on a Customer, oldest first. */
  paymentMethodsOf(customerId: string): string[];
  /**
   * Completes a PaymentIntent as a browser confirmation would: `succeed` → `succeeded` (amount
   * received, a charge; a new `pm_…` saved on its Customer when `setup_future_usage` was set);
   * `decline` → back to `requires_payment_method` with `last_payment_error` `card_declined`.
   * @returns the matching `payment_intent.succeeded` / `payment_intent.payment_failed` event
   * @throws Error when the PaymentIntent is unknown, succeeded or canceled
   */
  confirm(id: string, outcome: 'succeed' | 'decline'): FakeEvent;
  /**
   * Makes the off-session charges of a saved card decline from now on: every card of a Customer
   * (`cus_…`) or one PaymentMethod (`pm_…`). `card_declined` (default) is Stripe's test card
   * 4000 0000 0000 0341, which attaches but whose charges fail; `authentication_required` is a card
   * whose issuer asks for authentication the absent customer cannot give.
   */
  declineOffSession(customerOrPaymentMethod: string, code?: OffSessionDecline): void;
  /** Signs `event` as Stripe does; `timestamp` (unix s) defaults to now, `secret` to {@link webhookSecret}. */
  signedDelivery(event: FakeEvent, options?: { timestamp?: number; secret?: string }): SignedDelivery;
  /** POSTs a signed delivery of `event` to `url` as Stripe does. @returns the endpoint's status and body */
  deliver(
    url: string,
    event: FakeEvent,
    options?: { timestamp?: number; secret?: string },
  ): Promise<{ status: number; body: string }>;
  /**
   * Makes the next `count` API requests fail with `mode` (default `error500`); with `path`, only the
   * requests to exactly that path (e.g. `/v1/payment_intents`, the creations) fail and count.
   */
  failNext(count: number, mode?: FailureMode, path?: string): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${stripeId('s').slice(2)}`;
  const customers = createFakeCustomers();
  const store = createFakeIntents(customers);
  const refunds = createFakeRefunds((id) => store.get(id));
  const saved = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  let failures: { count: number; mode: FailureMode; path?: string | undefined } = {
    count: 0,
    mode: 'error500',
  };

  const authorised = (header: string | undefined): boolean => {
    const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    return key !== undefined && (options.apiKey ? key === options.apiKey : /^sk_test_\S+$/.test(key));
  };

  const send = (
    response: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ): void => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req'),
      ...headers,
    });
    response.end(body);
  };
  const sendError = (response: ServerResponse, status: number, error: StripeErrorBody['error']): void =>
    send(response, status, JSON.stringify({ error }));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const target = new URL(request.url ?? '/', 'http://fake');
    const path = target.pathname;
    const raw = method === 'POST' ? await readBody(request) : '';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    // A GET carries its parameters in the query string, encoded as a POST body is.
    const params = parseStripeForm(method === 'POST' ? raw : target.search.slice(1));
    requests.push({ method, path, idempotencyKey, params });
    if (failures.count > 0 && (failures.path === undefined || failures.path === path)) {
      failures.count -= 1;
      if (failures.mode === 'drop') return void request.socket.destroy();
      if (failures.mode === 'hang') return;
      return sendError(response, 500, { type: 'api_error', message: 'Fake Stripe: injected failure.' });
    }
    if (!authorised(request.headers.authorization))
      return sendError(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    const fingerprint = fingerprintOf(method, path, raw);
    const first = method === 'POST' && idempotencyKey ? saved.get(idempotencyKey) : undefined;
    if (first && first.fingerprint !== fingerprint)
      return sendError(response, 400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used ' +
          `with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    if (first)
      return send(response, first.status, first.body, {
        'idempotent-replayed': 'true',
        'idempotency-key': idempotencyKey!,
      });
    const answer =
      routeBalance(method, path, params, store.events, refunds.all()) ??
      customers.route(method, path, params) ??
      refunds.route(method, path, params) ??
      store.route(method, path, params);
    const body = JSON.stringify(answer.body);
    if (method === 'POST' && idempotencyKey && answer.save)
      saved.set(idempotencyKey, { fingerprint, status: answer.status, body });
    send(response, answer.status, body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((e: unknown) =>
      sendError(response, 500, { type: 'api_error', message: String(e) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signedDelivery: StripeFake['signedDelivery'] = (event, opts = {}) => {
    const body = JSON.stringify(event, null, 2);
    return {
      body,
      header: stripeSignatureHeader(body, opts.secret ?? webhookSecret, opts.timestamp ?? nowSeconds()),
    };
  };

  return {
    url,
    webhookSecret,
    requests,
    events: store.events,
    intent: (id) => {
      const intent = store.get(id);
      return intent && structuredClone(intent);
    },
    customer: (id) => {
      const customer = customers.get(id);
      return customer && structuredClone(customer);
    },
    refundsOf: (paymentIntent) => refunds.of(paymentIntent),
    paymentMethodsOf: (customerId) => customers.paymentMethodsOf(customerId),
    confirm: (id, outcome) => store.confirm(id, outcome),
    declineOffSession: (id, code = 'card_declined') => customers.declineOffSession(id, code),
    signedDelivery,
    async deliver(target, event, opts) {
      const { body, header } = signedDelivery(event, opts);
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': header,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body,
      });
      return { status: response.status, body: await response.text() };
    },
    failNext(count, mode = 'error500', path) {
      failures = { count, mode, path };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
