/**
 * SQL of the per-account soft lockout (table `login_throttles`, keyed by lower-case e-mail): failed
 * password checks are counted atomically; the count that reaches the limit sets `locked_until`.
 * Failures older than the lock time are forgotten. Knows nothing of HTTP.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginThrottles } from '../../../db/schema-accounts';

/** The lockout rule: `maxFailures` within `lockMs` lock the account for `lockMs`. */
export interface LockoutRule {
  maxFailures: number;
  lockMs: number;
}

/** Until when `email` is locked, or undefined when it is not locked at `now`. */
export async function lockedUntil(db: Database, email: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.email, email));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/**
 * Counts one failed password check for `email`.
 * @returns the failures counted in the current window and the lock end (null when not locked)
 */
export async function recordFailure(
  db: Database,
  email: string,
  now: Date,
  rule: LockoutRule,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.lockMs).toISOString()}::timestamptz`;
  const lockEnd = sql`${new Date(now.getTime() + rule.lockMs).toISOString()}::timestamptz`;
  const failures = sql`case when ${loginThrottles.lastFailureAt} <= ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({
      email,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.email,
      set: {
        failures,
        lastFailureAt: sql`${nowParam}`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${lockEnd} else null end`,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  if (!row) throw new Error('upsert into login_throttles returned no row');
  return row;
}

/** Forgets the failures and lock of `email` (successful sign-in, password reset, account deleted). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
}
