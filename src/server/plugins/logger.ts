/**
 * Options of the app's pino logger (`Fastify({ logger })`): no log line carries the values a failed
 * SQL statement was run with, which are members' personal data (OWASP Logging Cheat Sheet, "Data to
 * exclude"; Ley 25.326 de Protección de Datos Personales).
 *
 * Where those values hide, and what is done to each:
 *  - Drizzle's `DrizzleQueryError`: message `Failed query: <sql>\nparams: <values>` (also the first
 *    line of its stack) and a `params` array → the message keeps the SQL (placeholders only) and says
 *    `params: [redacted]`; `params` is dropped;
 *  - the driver's `DatabaseError` (node-postgres, PGlite), its `cause`: `detail` ("Key (email)=(…)
 *    already exists", "Failing row contains (…)"), `where` ("unnamed portal parameter $1 = '…'") and
 *    `internalQuery` are dropped; a data exception (SQLSTATE class 22) quotes the refused value in its
 *    message (`invalid input syntax for type uuid: "…"`), so its quoted parts are redacted;
 *  - any other string of the serialized error (messages and stacks of the whole `cause` chain)
 *    containing one of the statement's values (3 characters or more) has it replaced by `[redacted]`;
 *  - the log line's own message: pino takes the error's message when none is given, and a caller may
 *    pass one; both go through the same cleaning (`hooks.logMethod`).
 *
 * Request lines (Fastify's "incoming request" and the lines that carry `req`) show the URL without
 * personal data or secrets ({@link redactUrl}): the value of every query parameter that names a
 * person or a secret ({@link PERSONAL_QUERY_FIELDS}, e.g. `?userName=<e-mail>` of
 * `GET /api/service/updatepassword`), any query value or path segment holding an e-mail address
 * (`/api/admin/lockaccounts/{email}`), and the secret token of an activation link
 * (`/activation/{userId}/{secretToken}`; OWASP Logging Cheat Sheet: no session ids, access tokens or
 * personal data).
 * @module
 */
import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

/** What replaces a removed value. */
export const REDACTED = '[redacted]';

/** The separator of Drizzle's failed-query message (drizzle-orm `DrizzleQueryError`). */
const PARAMS_MARKER = '\nparams: ';

/** Error properties that hold statement values (see module doc). */
const DROPPED_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Shortest statement value redacted inside other text (shorter ones are ids of nothing: "1", "no"). */
const MIN_REDACTED_LENGTH = 3;

/** How deep the `cause` chain is followed. */
const MAX_CAUSE_DEPTH = 5;

/** Drizzle's message without its parameter values. */
function withoutParams(text: string): string {
  const at = text.indexOf(PARAMS_MARKER);
  return at < 0 ? text : `${text.slice(0, at)}${PARAMS_MARKER}${REDACTED}`;
}

/** The statement values carried by `error` or its causes, as the text they would show in a message. */
function statementValues(error: unknown): string[] {
  const values: string[] = [];
  const seen = new Set<unknown>();
  for (let e = error, depth = 0; e && typeof e === 'object' && depth <= MAX_CAUSE_DEPTH; depth += 1) {
    if (seen.has(e)) break;
    seen.add(e);
    const params = (e as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const value of params) {
        const text =
          value instanceof Date
            ? value.toISOString()
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value);
        if (typeof text === 'string' && text.length >= MIN_REDACTED_LENGTH) values.push(text);
      }
    }
    e = (e as { cause?: unknown }).cause;
  }
  // Longest first, so that a value containing another is removed whole.
  return values.sort((a, b) => b.length - a.length);
}

/** `text` with each of `values` replaced by {@link REDACTED}. */
function redactValues(text: string, values: readonly string[]): string {
  let result = text;
  for (const value of values) result = result.split(value).join(REDACTED);
  return result;
}

/** `text` with Drizzle's parameter list and each of `values` removed. */
const clean = (text: string, values: readonly string[]): string => redactValues(withoutParams(text), values);

/** A data exception's message with its quoted value(s) redacted (SQLSTATE class 22, appendix A). */
function cleanDataException(error: object, message: string): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22')
    ? message.replace(/"[^"]*"/g, `"${REDACTED}"`)
    : message;
}

/** Serialized form of one error of the chain (pino's `err` shape: type, message, stack, own fields). */
function serializeOne(
  error: object,
  values: readonly string[],
  depth: number,
  seen: Set<object>,
): Record<string, unknown> {
  seen.add(error);
  const raw = (error as { message?: unknown }).message;
  const rawMessage = typeof raw === 'string' ? raw : String(raw ?? '');
  const message = clean(cleanDataException(error, rawMessage), values);
  const stack = (error as { stack?: unknown }).stack;
  const out: Record<string, unknown> = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message,
  };
  if (typeof stack === 'string') {
    // The stack starts with `<name>: <message>`: swap in the clean message and keep the frames;
    // a stack that does not (rewritten by someone) is cut at the parameter list like a message.
    out.stack = stack.includes(rawMessage)
      ? redactValues(
          stack.replace(rawMessage, () => message),
          values,
        )
      : clean(stack, values);
  }
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_KEYS.has(key) || key in out || key === 'cause' || key === 'errors') continue;
    out[key] = typeof value === 'string' ? clean(value, values) : value;
  }
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (depth < MAX_CAUSE_DEPTH) {
    if (cause && typeof cause === 'object' && !seen.has(cause))
      out.cause = serializeOne(cause, values, depth + 1, seen);
    if (Array.isArray(errors))
      out.errors = errors.map((inner: unknown) =>
        inner && typeof inner === 'object' && !seen.has(inner)
          ? serializeOne(inner, values, depth + 1, seen)
          : inner,
      );
  }
  return out;
}

/**
 * The `err` serializer: pino's error shape (`type`, `message`, `stack`, own enumerable fields,
 * `cause`, `errors`) without the statement values (see module doc). Non-objects pass unchanged.
 */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  return serializeOne(error, statementValues(error), 0, new Set());
}

/** The message pino would print for `error` when the call gives none, cleaned. */
function errorMessage(error: object): string {
  const serialized = serializeError(error) as { message?: unknown };
  return typeof serialized.message === 'string' ? serialized.message : '';
}

/**
 * pino's `hooks.logMethod`: cleans the line's message (see module doc). `log.error(err)` and
 * `log.error({err})` get the cleaned error message; string arguments lose Drizzle's parameter list.
 */
function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  const texts = rest.map((arg) => (typeof arg === 'string' ? withoutParams(arg) : arg));
  if (first instanceof Error) {
    method.apply(this, [{ err: first }, ...(texts.length > 0 ? texts : [errorMessage(first)])]);
    return;
  }
  if (typeof first === 'string') {
    method.apply(this, [withoutParams(first), ...texts]);
    return;
  }
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
  if (texts.length === 0 && err && typeof err === 'object') {
    method.apply(this, [first, errorMessage(err)]);
    return;
  }
  method.apply(this, [first, ...texts]);
}

/**
 * Query parameters whose value is personal data or a secret (compared without regard to case): the
 * spec's `userName` (the e-mail of a reset, SPEC §7), e-mail and name fields, phone numbers, free-text
 * searches (the administrators' account search `q`) and codes or tokens.
 */
export const PERSONAL_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'username',
  'email',
  'mail',
  'name',
  'lastname',
  'phone',
  'q',
  'search',
  'token',
  'secrettoken',
  'code',
]);

/** Path segments after which the next but one is a secret: `/activation/{userId}/{secretToken}`. */
const SECRET_AFTER_NEXT = new Set(['activation']);

/** `text` percent-decoded (`+` as a space in a query), or as it is when it is not valid percent-encoding. */
function decoded(text: string, query: boolean): string {
  try {
    return decodeURIComponent(query ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}

/** True when `text` (decoded) holds an e-mail address, or at least its `@`. */
const holdsEmail = (text: string, query: boolean): boolean => decoded(text, query).includes('@');

/**
 * A request URL (path and query, as `request.url`) without personal data or secrets (see module doc):
 * each such value is replaced by {@link REDACTED}; everything else is kept as it came.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathPart = at < 0 ? url : url.slice(0, at);
  const segments = pathPart.split('/');
  const path = segments
    .map((segment, i) => {
      const before = segments[i - 2];
      if (before !== undefined && SECRET_AFTER_NEXT.has(decoded(before, false).toLowerCase()))
        return REDACTED;
      return holdsEmail(segment, false) ? REDACTED : segment;
    })
    .join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return holdsEmail(pair, true) ? REDACTED : pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const personal = PERSONAL_QUERY_FIELDS.has(decoded(key, true).toLowerCase()) || holdsEmail(value, true);
      return personal && value !== '' ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * The `req` serializer: Fastify's own fields (method, url, version, host, remote address and port), the
 * URL through {@link redactUrl}.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options {@link loggerOptions} returns (a Fastify `logger` option). */
export type AppLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | null | undefined>;

/** A destination of log lines (anything with `write(line)`). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * Options of the app's logger (`Fastify({ logger: loggerOptions(config.logLevel) })`).
 * @param level - pino level (`info`, `warn`, `silent`, …)
 * @param stream - where lines go instead of standard output (tests read them)
 */
export function loggerOptions(level: string, stream?: LogStream): AppLoggerOptions {
  return {
    level,
    serializers: { err: serializeError as never, error: serializeError, req: serializeRequest as never },
    hooks: { logMethod },
    ...(stream ? { stream } : {}),
  };
}
