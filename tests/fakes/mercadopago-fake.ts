/**
 * A local fake of the part of MercadoPago's REST API that BuscaGym uses, so that tests speak its protocol
 * instead of stubbing our code (ADR 0028; https://www.mercadopago.com.ar/developers/es/reference). Plain `node:http` on
 * 127.0.0.1 and a random port; point the app at it with MERCADOPAGO_API_URL = `fake.url`.
 *
 * - `Authorization: Bearer <token>` on every API call: the platform's token of a site, or one the fake
 *   issued by OAuth to a seller (401 otherwise). Objects belong to the account whose token made them.
 * - Every account belongs to a site (./mercadopago-fake-sites); a preference whose item's `currency_id`
 *   is not its site's currency is a 400, as MercadoPago answers. `GET /users/me` answers `id` and `site_id`.
 *   Notifications are signed with the webhook secret of the site of the account they are about.
 * - `X-Idempotency-Key` is required on every POST and PUT (400 without it); the same key with the same
 *   method, path and body replays the first answer, with another body it is a 409.
 * - `POST /checkout/preferences`, `GET /checkout/preferences/search?external_reference=`,
 *   `GET|PUT /checkout/preferences/{id}`, `GET /v1/payments/{id}`, `GET /v1/payments/search` (by
 *   `external_reference` or a date range, paged),
 *   `PUT /v1/payments/{id}` (cancel), `POST /v1/payments/{id}/refunds` (./mercadopago-fake-store);
 *   `POST /preapproval`, `GET|PUT /preapproval/{id}`, `GET /authorized_payments/{id}`
 *   (./mercadopago-fake-subscriptions).
 * - `POST /oauth/token` (JSON or form): `authorization_code` (a code from {@link MercadoPagoFake.authorize},
 *   once, with the same `redirect_uri`) and `refresh_token` (each refresh token works once) grants, with
 *   the `client_id` and `client_secret` of the application of the site the code was given on: one per
 *   site (ADR 0056), another site's is refused (./mercadopago-fake-oauth).
 *
 * MercadoPago's own pages at the `init_point`s, with a "Pagar" button (./mercadopago-fake-pages).
 * Test controls (not MercadoPago's API): {@link MercadoPagoFake.pay} plays the buyer on the checkout
 * page; {@link MercadoPagoFake.notification} builds the webhook MercadoPago would send for a payment,
 * and {@link MercadoPagoFake.subscriptionNotification} for a preapproval or a monthly charge, signed as
 * MercadoPago signs (./mercadopago-fake-notify); `store.subscriptions.authorize` and `.charge` play the
 * payer and MercadoPago's monthly charge;
 * {@link MercadoPagoFake.failNext} makes the next calls answer 500.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBody, readBody } from './mercadopago-fake-answers';
import { createFakeOAuth, type FakeApplication } from './mercadopago-fake-oauth';
import { createFakeSites, type FakeSite, type FakeSiteAccounts } from './mercadopago-fake-sites';
import { handlePage, type FakePagesContext } from './mercadopago-fake-pages';
import { createFakeStore, type FakeAnswer, type FakePayment, type FakeStore } from './mercadopago-fake-store';
import {
  signedNotification,
  type MpNotificationDelivery,
  type MpSignOptions,
} from './mercadopago-fake-notify';

export type { MpNotificationDelivery } from './mercadopago-fake-notify';
export type { FakeAuthorizedPayment, FakePreapproval } from './mercadopago-fake-subscriptions';

export type { FakePayment, FakePreference } from './mercadopago-fake-store';
export { SITE_CURRENCY, type FakeSite } from './mercadopago-fake-sites';

/** Options of {@link startMercadoPagoFake}. */
export interface MercadoPagoFakeOptions {
  /** The platform's token at `MLA` (Argentina). */
  platformToken: string;
  /** The webhook secret of the platform's `MLA` application. */
  webhookSecret: string;
  /** The platform's accounts at other sites: their token and their application's webhook secret. */
  sites?: FakeSiteAccounts;
  /** The platform's OAuth application at `MLA` (Argentina). */
  clientId: string;
  clientSecret: string;
  /** Its applications at other sites (ADR 0056): a seller authorized there is exchanged with these. */
  applications?: Partial<Record<Exclude<FakeSite, 'MLA'>, FakeApplication>>;
  /** `expires_in` of issued tokens, seconds (MercadoPago: 180 days). */
  tokenLifetimeS?: number;
  /**
   * The application's notification URL (set in MercadoPago's developer panel): where subscription
   * notifications go, since a preapproval carries none.
   */
  notificationUrl?: string;
}

/** One request received (for assertions). */
export interface MpRecordedRequest {
  method: string;
  path: string;
  token: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface MercadoPagoFake {
  readonly url: string;
  readonly requests: MpRecordedRequest[];
  readonly store: FakeStore;
  /** The collector (account) id of the platform's `MLA` token. */
  readonly platformCollector: string;
  /** The collector id of the platform's account at `site`, or undefined when not given. */
  platformCollectorOf(site: FakeSite): string | undefined;
  /**
   * Registers an authorization of seller `userId` of `site` (default `MLA`) given to that site's
   * application, as MercadoPago's consent page at the site's auth host does. @returns the code
   */
  authorize(userId: string, redirectUri: string, site?: FakeSite): string;
  /** The collector id a token belongs to, or undefined when the fake does not know it. */
  collectorOf(token: string): string | undefined;
  /** Invalidates a seller's access token (as when he revokes the application). */
  revoke(token: string): void;
  /** The buyer pays the preference: a new payment with `status` (default approved). */
  pay(preferenceId: string, status?: string, statusDetail?: string): FakePayment;
  /** Sets a payment's status (as MercadoPago's later processing does). */
  setStatus(paymentId: number, status: string, statusDetail?: string): void;
  /**
   * The webhook of payment `paymentId` to its preference's notification URL, signed with the webhook
   * secret (or `secret`) at `timestamp` (unix s, default now).
   */
  notification(paymentId: number, options?: MpSignOptions): MpNotificationDelivery;
  /**
   * The webhook of a subscription (`subscription_preapproval` of preapproval `id`, or
   * `subscription_authorized_payment` of charge `id`) to the application's notification URL
   * ({@link MercadoPagoFakeOptions.notificationUrl}), signed like {@link notification}.
   */
  subscriptionNotification(
    type: 'subscription_preapproval' | 'subscription_authorized_payment',
    id: string | number,
    options?: MpSignOptions,
  ): MpNotificationDelivery;
  failNext(count: number): void;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startMercadoPagoFake(options: MercadoPagoFakeOptions): Promise<MercadoPagoFake> {
  let url = '';
  const sites = createFakeSites(options.platformToken, options.webhookSecret, options.sites);
  const { secretOf } = sites;
  const store = createFakeStore(() => url, sites.currencyOf);
  const tokens = new Map<string, { collector: string }>(
    [...sites.platform.values()].map((a) => [a.token, a]),
  );
  const platformCollector = tokens.get(options.platformToken)?.collector ?? '';
  const oauth = createFakeOAuth({
    applications: {
      ...options.applications,
      MLA: { clientId: options.clientId, clientSecret: options.clientSecret },
    },
    ...(options.tokenLifetimeS ? { tokenLifetimeS: options.tokenLifetimeS } : {}),
    register: (token, collector) => void tokens.set(token, { collector }),
    place: sites.place,
  });
  const saved = new Map<string, { fingerprint: string; answer: FakeAnswer }>();
  const requests: MpRecordedRequest[] = [];
  let failures = 0;
  const subscriptionNotification: MercadoPagoFake['subscriptionNotification'] = (type, id, opts = {}) => {
    if (!options.notificationUrl) throw new Error('the fake has no notificationUrl');
    const owner =
      type === 'subscription_preapproval'
        ? store.subscriptions.preapprovals.get(String(id))?.collector_id
        : store.subscriptions.charges.get(Number(id))?.collector_id;
    if (!owner) throw new Error(`no ${type} ${id}`);
    return signedNotification(secretOf(owner), options.notificationUrl, type, String(id), owner, opts);
  };
  const paymentNotification: MercadoPagoFake['notification'] = (paymentId, opts = {}) => {
    const payment = store.payments.get(paymentId);
    const preference = payment ? store.preferences.get(payment.preference_id) : undefined;
    if (!payment || !preference?.notification_url)
      throw new Error(`no notification URL for payment ${paymentId}`);
    const secret = secretOf(payment.collector_id);
    const url = preference.notification_url;
    return signedNotification(secret, url, 'payment', String(paymentId), payment.collector_id, opts);
  };
  const pages: FakePagesContext = {
    store,
    paymentNotification: (id) => paymentNotification(id),
    subscriptionNotification: (type, id) => subscriptionNotification(type, id),
    subscriptionOrigin: options.notificationUrl,
  };

  const send = (response: ServerResponse, answer: FakeAnswer): void => {
    response.writeHead(answer.status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
    response.end(JSON.stringify(answer.body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const target = new URL(request.url ?? '/', 'http://fake');
    if (await handlePage(request, response, target, pages)) return;
    const raw = method === 'GET' ? '' : await readBody(request);
    const body = parseBody(raw, request.headers['content-type']);
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const idempotencyKey = request.headers['x-idempotency-key'] as string | undefined;
    requests.push({ method, path: target.pathname + target.search, token, idempotencyKey, body: body ?? {} });
    if (failures > 0) {
      failures -= 1;
      return send(response, {
        status: 500,
        body: { message: 'internal_error', error: 'internal_error', status: 500 },
      });
    }
    if (body === null) return send(response, { status: 400, body: { message: 'invalid JSON', status: 400 } });
    if (method === 'POST' && target.pathname === '/oauth/token') return send(response, oauth.token(body));
    const issued = token ? tokens.get(token) : undefined;
    if (!issued)
      return send(response, { status: 401, body: { message: 'invalid access token', status: 401 } });
    if (method === 'GET' && target.pathname === '/users/me')
      return send(response, { status: 200, body: sites.userOf(issued.collector) });
    if (method !== 'GET' && !idempotencyKey)
      return send(response, {
        status: 400,
        body: { message: 'X-Idempotency-Key header needed', status: 400 },
      });
    const fingerprint = `${method} ${target.pathname} ${raw}`;
    const savedKey = `${token} ${idempotencyKey}`;
    const first = method !== 'GET' ? saved.get(savedKey) : undefined;
    if (first && first.fingerprint !== fingerprint)
      return send(response, {
        status: 409,
        body: { message: 'idempotency key reused with another request', status: 409 },
      });
    if (first) return send(response, first.answer);
    const answer = store.route(issued.collector, method, target, body) ?? {
      status: 404,
      body: { message: `no route ${method} ${target.pathname}`, status: 404 },
    };
    if (method !== 'GET' && answer.status < 500) saved.set(savedKey, { fingerprint, answer });
    send(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    store,
    platformCollector,
    platformCollectorOf: (site) => sites.platform.get(site)?.collector,
    authorize: (userId, redirectUri, site = 'MLA') => oauth.authorize(userId, redirectUri, site),
    collectorOf: (token) => tokens.get(token)?.collector,
    revoke: (token) => void tokens.delete(token),
    pay: (
      preferenceId,
      status = 'approved',
      statusDetail = status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
    ) => store.pay(preferenceId, status, statusDetail),
    setStatus(paymentId, status, statusDetail = status) {
      const payment = store.payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.status = status;
      payment.status_detail = statusDetail;
      payment.date_last_updated = new Date().toISOString();
    },
    notification: paymentNotification,
    subscriptionNotification,
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
