/**
 * A small client of MercadoPago's REST API (https://www.mercadopago.com.ar/developers/es/reference)
 * over `fetch`: BuscaGym calls only a handful of endpoints, and the base URL must be configurable
 * (MERCADOPAGO_API_URL: tests point it at the local fake of tests/fakes/mercadopago-fake.ts).
 *
 * - Every call sends `Authorization: Bearer <access token>` (the platform's, or a connected partner's).
 * - Every POST/PUT sends `X-Idempotency-Key` (MercadoPago's idempotency header: the same key answers
 *   the first result again instead of acting twice).
 * - Every call has a {@link MERCADOPAGO_TIMEOUT_MS} timeout. A network failure, a timeout or a 5xx/401
 *   answer is {@link ProviderUnavailable}; a 4xx other than 401 is {@link MercadoPagoRefused} (with the
 *   status, so callers can treat 404 as "not found").
 * - Answers are parsed with the zod schemas below, keeping only the fields BuscaGym reads.
 * @module
 */
import { z } from 'zod';
import { ProviderUnavailable } from '../provider';

/** Timeout of one HTTP request to MercadoPago, ms (a checkout must not hang). */
export const MERCADOPAGO_TIMEOUT_MS = 10_000;

/** Raised when MercadoPago answers a 4xx (other than 401) to a call: the request itself was refused. */
export class MercadoPagoRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MercadoPagoRefused';
  }
}

/** A payment as `GET /v1/payments/{id}` answers it (the fields read). */
export const mpPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  date_created: z.string().nullish(),
  /** The refunds of the payment (https://www.mercadopago.com.ar/developers/es/reference/payments/_payments_id/get). */
  refunds: z
    .array(
      z.object({
        id: z.union([z.number(), z.string()]).transform(String),
        amount: z.number(),
        status: z.string().nullish(),
        date_created: z.string().nullish(),
      }),
    )
    .nullish(),
});
export type MpPayment = z.infer<typeof mpPaymentSchema>;

/** `GET /v1/payments/search` answer (https://www.mercadopago.com.ar/developers/es/reference/payments/_payments_search/get). */
export const mpPaymentSearchSchema = z.object({
  results: z.array(mpPaymentSchema),
  paging: z.object({ total: z.number(), limit: z.number(), offset: z.number() }).nullish(),
});

/** `POST /checkout/preferences` answer (the fields read). */
export const mpPreferenceSchema = z.object({
  id: z.string(),
  init_point: z.string(),
  external_reference: z.string().nullish(),
});

/** `GET /checkout/preferences/search` answer. */
export const mpPreferenceSearchSchema = z.object({
  elements: z.array(z.object({ id: z.string() })),
});

/** `POST /v1/payments/{id}/refunds` answer. */
export const mpRefundSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string().nullish(),
});

/** `POST /oauth/token` answer (https://www.mercadopago.com.ar/developers/es/reference/oauth/_oauth_token/post). */
export const mpTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  user_id: z.union([z.number(), z.string()]).transform(String),
  expires_in: z.number().int().positive(),
  public_key: z.string().nullish(),
});
export type MpToken = z.infer<typeof mpTokenSchema>;

/** One call. `body` is sent as JSON; `idempotencyKey` is required on POST/PUT (checked). */
export interface MpCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Bearer access token; omitted for `POST /oauth/token`, which carries the app's credentials in its body. */
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** What the client needs. */
export interface MpClientSettings {
  /** Base URL without a trailing slash (MERCADOPAGO_API_URL). */
  apiUrl: string;
  timeoutMs?: number;
}

/** The client: `call(request, schema)` returns the parsed answer. */
export interface MercadoPagoClient {
  /**
   * @throws ProviderUnavailable on network errors, timeouts, 401 and 5xx answers, or an answer the schema refuses
   * @throws MercadoPagoRefused on any other 4xx answer
   */
  call<T extends z.ZodType>(request: MpCall, schema: T): Promise<z.infer<T>>;
}

/** Builds the client. */
export function createMercadoPagoClient(settings: MpClientSettings): MercadoPagoClient {
  const timeoutMs = settings.timeoutMs ?? MERCADOPAGO_TIMEOUT_MS;
  return {
    async call(request, schema) {
      if (request.method !== 'GET' && !request.idempotencyKey)
        throw new Error(`MercadoPago ${request.method} ${request.path} needs an idempotency key`);
      const what = `MercadoPago ${request.method} ${request.path.split('?')[0]}`;
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}${request.path}`, {
          method: request.method,
          headers: {
            ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(request.idempotencyKey ? { 'x-idempotency-key': request.idempotencyKey } : {}),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailable(`${what} failed: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (response.status === 401 || response.status >= 500)
        throw new ProviderUnavailable(`${what} failed: HTTP ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400)
        throw new MercadoPagoRefused(
          response.status,
          `${what}: HTTP ${response.status} ${text.slice(0, 200)}`,
        );
      try {
        return schema.parse(JSON.parse(text)) as z.infer<typeof schema>;
      } catch (error) {
        throw new ProviderUnavailable(`${what}: unexpected answer`, { cause: error });
      }
    },
  };
}
