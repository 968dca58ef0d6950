/**
 * SQLSTATE codes of driver errors (PostgreSQL appendix A), read the same way from node-postgres and
 * PGlite errors, which Drizzle wraps (the code is on the error or on its `cause`).
 * @module
 */

/** `foreign_key_violation`: a row referencing a missing one, or a delete blocked by `ON DELETE NO ACTION`. */
export const FOREIGN_KEY_VIOLATION = '23503';
/** `restrict_violation`: a delete blocked by `ON DELETE RESTRICT` (e.g. a gym that `sales` references). */
export const RESTRICT_VIOLATION = '23001';
/** `unique_violation`: e.g. a second link of one service to one gym (primary key of `gym_services`). */
export const UNIQUE_VIOLATION = '23505';

/** True when `error`, or an error it wraps (up to two levels of `cause`), has SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a unique violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, UNIQUE_VIOLATION);
