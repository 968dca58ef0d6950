/**
 * What a database failure means for the client, read from the error that node-postgres, PGlite or
 * the network raised (Drizzle wraps them in `DrizzleQueryError`, with the driver's error as `cause`):
 *  - `unavailable`: the database cannot be reached or is not taking work now; retrying later helps
 *    (503 with `Retry-After`, RFC 9110 §15.6.4 and §10.2.3);
 *  - `data`: the database refused a value that the validation let through (400);
 *  - `conflict`: the change clashes with the stored data, usually a concurrent change (409).
 * Anything else (a bug in our SQL, a deadlock, a cancelled statement) is not classified here and stays
 * a 500. SQLSTATE codes from PostgreSQL docs appendix A "PostgreSQL Error Codes".
 * @module
 */

/** How {@link classifyDbError} reads a failure (see module doc). */
export type DbFailureKind = 'unavailable' | 'data' | 'conflict';

/** A classified database failure: its kind and the SQLSTATE or driver code that decided it, if any. */
export interface DbFailure {
  kind: DbFailureKind;
  /** SQLSTATE (`23505`), Node errno code (`ECONNREFUSED`), or undefined for a driver message. */
  code: string | undefined;
}

/**
 * SQLSTATE codes, outside class 08, that mean "not now" (appendix A): `admin_shutdown` 57P01,
 * `crash_shutdown` 57P02, `cannot_connect_now` 57P03 (starting up, in recovery), `too_many_connections`
 * 53300.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Class 23 codes that are a problem of the value sent, not of a concurrent change: `not_null_violation`
 * 23502 and `check_violation` 23514. The rest of class 23 (unique 23505, foreign key 23503,
 * restrict 23001, exclusion 23P01, 23000) is a {@link DbFailureKind} `conflict`.
 */
const DATA_INTEGRITY_SQLSTATES = new Set(['23502', '23514']);

/**
 * Node system error codes of a socket that could not reach the server or lost it (Node docs "Common
 * system errors"; `EAI_AGAIN` is a temporary DNS failure). node-postgres raises them as they are.
 */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Messages of driver errors that carry no code: node-postgres (`pg` Client and `pg-pool`) when the
 * connection ends or cannot be opened in time, and PGlite once its instance is closed (shutdown).
 */
const UNAVAILABLE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]);

/** A SQLSTATE: five digits or upper-case letters (appendix A). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** How deep {@link classifyDbError} follows `cause` and `AggregateError.errors`. */
const MAX_DEPTH = 5;

/** The failure `error` itself stands for, without looking at what it wraps. */
function classifyOne(error: object): DbFailure | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_ERRNOS.has(code)) return { kind: 'unavailable', code };
    if (SQLSTATE.test(code)) {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return { kind: 'unavailable', code };
      if (code.startsWith('22') || DATA_INTEGRITY_SQLSTATES.has(code)) return { kind: 'data', code };
      if (code.startsWith('23')) return { kind: 'conflict', code };
    }
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.has(message))
    return { kind: 'unavailable', code: undefined };
  return undefined;
}

/**
 * Classifies a failure raised while talking to the database (see module doc). Looks at `error` and
 * at what it wraps: its `cause` chain (Drizzle's `DrizzleQueryError` → the driver's `DatabaseError`)
 * and the `errors` of an `AggregateError` (Node's connect to every address of a host name), up to
 * five levels, nearest first.
 * @returns the failure, or undefined when nothing in the chain is a known database failure
 */
export function classifyDbError(error: unknown): DbFailure | undefined {
  const queue: { error: unknown; depth: number }[] = [{ error, depth: 0 }];
  const seen = new Set<object>();
  while (queue.length > 0) {
    const { error: current, depth } = queue.shift() as { error: unknown; depth: number };
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const failure = classifyOne(current);
    if (failure) return failure;
    if (depth >= MAX_DEPTH) continue;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push({ error: cause, depth: depth + 1 });
    if (Array.isArray(errors)) for (const inner of errors) queue.push({ error: inner, depth: depth + 1 });
  }
  return undefined;
}
