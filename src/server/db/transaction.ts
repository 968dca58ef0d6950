/**
 * The transaction helper: runs work in one database transaction and, when the caller says the work is
 * idempotent, runs it once more after PostgreSQL abandoned it under concurrent work (serialization
 * failure 40001, deadlock 40P01, statement timeout 57014; `./db-errors.ts` kind `busy`).
 *
 * Why a retry is safe there: PostgreSQL rolls the whole transaction back on those errors, so a second
 * run starts from scratch (PostgreSQL docs §13.4 "Serialization Failure Handling": "retry the complete
 * transaction"). It is only safe when the work does nothing outside the transaction (no mail, no call
 * to a payment provider, no change to memory that a second run would repeat): that is what
 * `idempotent: true` promises. A second failure is thrown, and the error handler answers it 503 with
 * `Retry-After` (`plugins/errors.ts`).
 *
 * Only an outermost transaction is retried: inside another transaction the error has already aborted
 * the outer one, which must be retried as a whole by its own caller.
 * @module
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client';
import { classifyDbError, isBusyDbError } from './db-errors';

/** Options of {@link inTransaction}. */
export interface TransactionOptions {
  /**
   * True when running `work` twice has the effect of running it once because its only effects are
   * the transaction's writes (see module doc); only then is a `busy` failure retried (once).
   */
  idempotent: boolean;
  /** Told about a retry (e.g. a logger's `warn`), with the SQLSTATE that caused it. */
  onRetry?: (code: string | undefined) => void;
}

/**
 * Runs `work`, one statement that is its own transaction (a database function call), and once more
 * when PostgreSQL abandoned it under concurrent work (`busy`, see module doc). Only for work whose
 * sole effect is that statement's writes.
 * @throws whatever `work` throws; a `busy` failure only when the second run fails as well
 */
export async function retryingBusy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isBusyDbError(error)) throw error;
    return work();
  }
}

/**
 * Runs `work` in one transaction of `db` (see module doc).
 * @param db - the database, or a transaction (then `work` runs in a savepoint and is never retried)
 * @returns what `work` returns, once the transaction committed
 * @throws whatever `work` or the database throws; a `busy` failure of idempotent work only when the
 *   second run fails as well
 */
export async function inTransaction<T>(
  db: Database | Tx,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!options.idempotent || db instanceof PgTransaction || !isBusyDbError(error)) throw error;
    options.onRetry?.(classifyDbError(error)?.code);
    return db.transaction(work);
  }
}
