/**
 * Typed HTTP client of the web app: builds API URLs, checks answers with the shared zod schemas (or
 * trusts them, see {@link trustedAnswer}) and turns failures into {@link ApiRequestError}s whose
 * `message` is Spanish text ready to show. It does not import zod itself (ADR 0013).
 * @module
 */
import { httpMessages } from '../../shared/messages/catalogue.web';
import { API_BASE_URL } from './constants';

/** Query-string values; `undefined`/`null` are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** The outcome of checking an answer, in zod's `safeParse` shape. */
export type AnswerCheck<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };

/** What checks a success answer: a schema of the shared contract (zod), or {@link trustedAnswer}. */
export interface AnswerSchema<T> {
  safeParse(body: unknown): AnswerCheck<T>;
}

/**
 * A schema loaded with the call: a function that imports the contract module (`() =>
 * import('…/contract/x').then((c) => c.xSchema)`). The import starts with the request, so zod and the
 * schema reach the browser with the first answer they check, not with the screen (ADR 0013).
 */
export type LazyAnswerSchema<T> = () => Promise<AnswerSchema<T>>;

/** What {@link getJson} and {@link sendJson} take: a schema, a lazily loaded one, or {@link trustedAnswer}. */
export type AnswerSchemaSource<T> = AnswerSchema<T> | LazyAnswerSchema<T>;

/**
 * Accepts any JSON answer as `T` without loading zod: for the first screens' reads (ADR 0013). The
 * server checks every answer against the same contract schema before it sends it (response
 * serializer, docs/architecture.md §4), so only an answer that is not JSON at all is refused here.
 */
export function trustedAnswer<T>(): AnswerSchema<T> {
  return {
    safeParse: (body) =>
      body === undefined
        ? { success: false, error: { issues: ['not JSON'] } }
        : { success: true, data: body as T },
  };
}

/** Error body as the web app reads it: the contract's `{message, code, fields}`. */
interface ErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

/**
 * True for an error body with a non-empty `message`, tolerant of a missing or unknown `code` so that
 * any `{message}` answer still shows its Spanish text; `fields` is kept only when all its values are text.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code } = body as Record<string, unknown>;
  return typeof message === 'string' && message !== '' && (code === undefined || typeof code === 'string');
}

/** The `fields` of an error body when it maps field names to texts. */
function fieldsOf(body: ErrorBody): Record<string, string> | undefined {
  const { fields } = body as { fields?: unknown };
  if (typeof fields !== 'object' || fields === null) return undefined;
  return Object.values(fields).every((v) => typeof v === 'string')
    ? (fields as Record<string, string>)
    : undefined;
}

/** A failed API call. `status` is 0 when the server could not be reached or answered nonsense. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  /**
   * @param message - Spanish text for the user
   * @param status - HTTP status, or 0 for network and parse failures
   * @param code - machine code of the error body (`VALIDATION`, `NOT_FOUND`, …), when given
   * @param fields - per-field Spanish messages of a validation error
   * @param body - the whole error body (flags such as `active: false` of a login refusal)
   */
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * Builds `path` + query string against the configured API base; `undefined`/`null` values are left out.
 * @param path - absolute API path, e.g. `/api/partner/gyms/allgyms`
 * @param params - query parameters
 * @param base - API base address (defaults to the build setting; empty = same origin)
 */
export function buildUrl(path: string, params: QueryParams = {}, base: string = API_BASE_URL): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** Spanish fallback text for a status when the body carries no `message`. */
export function messageForStatus(status: number): string {
  if (status === 404) return httpMessages.notFound;
  if (status === 429) return httpMessages.tooManyRequests;
  if (status >= 400 && status < 500) return httpMessages.badRequest;
  return httpMessages.server;
}

/**
 * True when retrying may help: network failures, timeouts, rate limits and server errors. Other 4xx
 * answers (bad input, not found) will not change on retry.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What sends a request: the browser's `fetch`, or, in the server render, the server itself (ADR 0046). */
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: HttpTransport = (url, init) => fetch(url, init);

/**
 * Replaces how requests are sent; the server render (`entry-server.tsx`) answers the catalogue's reads
 * in-process through Fastify's `inject`, so the pages' own queries fill its cache (ADR 0046).
 */
export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

/** Methods that change state: they carry the XHR marker and a JSON body. */
export type UnsafeMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Runs one API call and validates its success body with `schema`.
 * @throws ApiRequestError with a Spanish message on network failure, error status or unexpected body
 */
async function requestJson<T>(url: string, init: RequestInit, schema: AnswerSchemaSource<T>): Promise<T> {
  const checker = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  checker.catch(() => undefined); // awaited below; a failed request must not leave it unhandled
  let response: Response;
  try {
    response = await transport(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    console.error('[http] network failure', url, cause);
    throw new ApiRequestError(httpMessages.network, 0);
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new ApiRequestError(body.message, response.status, body.code, fieldsOf(body), body);
    }
    throw new ApiRequestError(messageForStatus(response.status), response.status, undefined, undefined, body);
  }
  const parsed = (await checker).safeParse(body);
  if (!parsed.success) {
    console.error('[http] unexpected answer', url, parsed.error.issues);
    throw new ApiRequestError(httpMessages.unexpectedResponse, 0);
  }
  return parsed.data;
}

/**
 * GETs a JSON answer and validates it with `schema`.
 * @param path - absolute API path
 * @param schema - schema of the success body (from src/shared/contract), a {@link LazyAnswerSchema}, or {@link trustedAnswer}
 * @param options - query parameters and an abort signal (TanStack Query passes one)
 * @returns the parsed body
 * @throws ApiRequestError with a Spanish message on network failure, error status or unexpected body
 */
export async function getJson<T>(
  path: string,
  schema: AnswerSchemaSource<T>,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T> {
  const url = buildUrl(path, options.params);
  return requestJson(
    url,
    { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: options.signal },
    schema,
  );
}

/**
 * Sends a state-changing call with a JSON body. It carries `X-Requested-With: XMLHttpRequest` (SPEC §7)
 * and the session cookie (same origin); the server checks `Origin` against cross-site requests.
 * @param method - POST, PUT, PATCH or DELETE
 * @param path - absolute API path
 * @param body - the JSON body (`undefined` sends none)
 * @param schema - schema of the success body, a {@link LazyAnswerSchema}, or {@link trustedAnswer}
 * @param extraHeaders - call-specific headers (e.g. the checkout's `Idempotency-Key`)
 * @throws ApiRequestError with a Spanish message on network failure, error status or unexpected body
 */
export async function sendJson<T>(
  method: UnsafeMethod,
  path: string,
  body: unknown,
  schema: AnswerSchemaSource<T>,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return requestJson(
    buildUrl(path),
    {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    schema,
  );
}

/**
 * POSTs a `multipart/form-data` body (a file with its text fields; the browser sets the boundary) and
 * validates the answer like {@link sendJson}. For large files the fields go before the file, so a
 * streaming server reads them first.
 * @throws ApiRequestError with a Spanish message on network failure, error status or unexpected body
 */
export async function sendForm<T>(path: string, form: FormData, schema: AnswerSchema<T>): Promise<T> {
  return requestJson(
    buildUrl(path),
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
      body: form,
    },
    schema,
  );
}
