/**
 * What a database failure means for the client, read from the error that node-postgres, PGlite or
 * the network raised (Drizzle wraps them in `DrizzleQueryError`, with the driver's error as `cause`):
 *  - `unavailable`: the database cannot be reached or is not taking work now; retrying later helps
 *    (503 with `Retry-After`, RFC 9110 §15.6.4 and §10.2.3);
 *  - `data`: the database refused a value that the validation let through (400);
 *  - `conflict`: the change clashes with the stored data, usually a concurrent change (409);
 *  - `busy`: the database gave up on this statement or transaction because of other work going on
 *    (serialization failure 40001, deadlock 40P01, statement timeout 57014); the same work run again
 *    normally succeeds (503 with `Retry-After`; `./transaction.ts` retries it once where it is safe).
 * Anything else (a bug in our SQL) is not classified here and stays a 500. SQLSTATE codes from
 * PostgreSQL docs appendix A "PostgreSQL Error Codes".
 *
 * Only errors that the database raised are classified this way: a Node error code such as
 * `ECONNREFUSED` or a five-character code is just as likely to come from the SMTP server, Redis or a
 * payment provider, and none of those is a database outage. {@link raisedByDatabase} tells them apart:
 * an error is the database's when Drizzle wrapped it (`DrizzleQueryError`, which it raises only for a
 * statement that failed) or when the database handle (`./client.ts`) marked it with
 * {@link markDatabaseError} as it came out of the driver (connecting, raw SQL, PGlite's own calls).
 * @module
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** How {@link classifyDbError} reads a failure (see module doc). */
export type DbFailureKind = 'unavailable' | 'data' | 'conflict' | 'busy';

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

/**
 * SQLSTATE codes of work the database abandoned because of concurrent work or a time limit, which
 * succeeds when tried again (appendix A): `serialization_failure` 40001, `deadlock_detected` 40P01,
 * `query_canceled` 57014 (raised by `statement_timeout`).
 */
export const BUSY_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01', '57014']);

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
      if (BUSY_SQLSTATES.has(code)) return { kind: 'busy', code };
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
 * The first result of `visit` over `error` and what it wraps: its `cause` chain (Drizzle's
 * `DrizzleQueryError` → the driver's `DatabaseError`) and the `errors` of an `AggregateError` (Node's
 * connect to every address of a host name), up to five levels, nearest first, each object once.
 */
function findInChain<T>(error: unknown, visit: (error: object) => T | undefined): T | undefined {
  const queue: { error: unknown; depth: number }[] = [{ error, depth: 0 }];
  const seen = new Set<object>();
  while (queue.length > 0) {
    const { error: current, depth } = queue.shift() as { error: unknown; depth: number };
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const found = visit(current);
    if (found !== undefined) return found;
    if (depth >= MAX_DEPTH) continue;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push({ error: cause, depth: depth + 1 });
    if (Array.isArray(errors)) for (const inner of errors) queue.push({ error: inner, depth: depth + 1 });
  }
  return undefined;
}

/**
 * Classifies a failure by its codes and messages (see module doc), looking at `error` and what it
 * wraps (up to five levels). It does not ask who raised the error: the error handler asks
 * {@link raisedByDatabase} first.
 * @returns the failure, or undefined when nothing in the chain is a known database failure
 */
export function classifyDbError(error: unknown): DbFailure | undefined {
  return findInChain(error, classifyOne);
}

/** Errors that came out of the database driver, marked by the database handle (`./client.ts`). */
const fromDatabase = new WeakSet<object>();

/**
 * Marks `error` as raised by the database driver (see module doc); anything that is not an object is
 * left as it is. Called by the database handle on what the driver rejects with.
 * @returns `error`, to rethrow
 */
export function markDatabaseError<T>(error: T): T {
  if (error !== null && typeof error === 'object') fromDatabase.add(error);
  return error;
}

/**
 * True when the database raised `error` or something it wraps (up to five levels): a Drizzle
 * `DrizzleQueryError`, or an error marked with {@link markDatabaseError}. An SMTP, Redis or payment
 * provider error is never the database's, whatever its `code` or `errno` says.
 */
export function raisedByDatabase(error: unknown): boolean {
  return (
    findInChain(error, (e) => (e instanceof DrizzleQueryError || fromDatabase.has(e) ? true : undefined)) ??
    false
  );
}

/**
 * True when `error` is a {@link DbFailureKind} `busy` failure that the database raised: the same
 * transaction run again normally succeeds (`./transaction.ts`).
 */
export const isBusyDbError = (error: unknown): boolean =>
  raisedByDatabase(error) && classifyDbError(error)?.kind === 'busy';
