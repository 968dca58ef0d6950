/**
 * SQL of sign-in throttling (ADR 0010), three counters that every API process shares:
 *  - `login_throttles`, per account e-mail AND source: an attempt is admitted (counted before the
 *    password is checked, so parallel guesses cannot overshoot) or refused while the pair is locked;
 *  - `login_source_throttles`, per source across accounts: failures lock the source;
 *  - `login_account_failures`, per account e-mail from every source, in a 24 h window: the ceiling
 *    that marks an attack and alerts the owner once.
 * Every change is one conditional statement, so concurrent requests on PostgreSQL (row locks of
 * `INSERT … ON CONFLICT DO UPDATE`) and on PGlite count exactly. Knows nothing of HTTP.
 * @module
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginAccountFailures, loginSourceThrottles, loginThrottles } from '../../../db/schema-accounts';

/** A lockout rule: `maxFailures` within `lockMs` (ms) lock for `lockMs`; older failures are forgotten. */
export interface LockoutRule {
  maxFailures: number;
  lockMs: number;
}

/** The account-wide ceiling: `failures` within `windowMs` (ms) mean the account is under attack. */
export interface AttackRule {
  failures: number;
  windowMs: number;
}

const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
const shifted = (date: Date, ms: number): SQL => instant(new Date(date.getTime() + ms));

/** The answer of {@link admitAttempt}. */
export type Admission =
  { admitted: true; failures: number; lockedUntil: Date | null } | { admitted: false; lockedUntil: Date };

/**
 * Counts one password attempt for (`email`, `source`) before the password is checked. Admitted when
 * the pair is not locked and has fewer than `rule.maxFailures` failures in the window; the attempt
 * that reaches the limit locks the pair for `rule.lockMs` (the caller clears the pair if the password
 * is right). A refused pair that was not locked yet (the limit was lowered) is locked now.
 * @returns admitted with the count (and the lock it set, if any), or refused with the lock's end
 */
export async function admitAttempt(
  db: Database,
  email: string,
  source: string,
  now: Date,
  rule: LockoutRule,
): Promise<Admission> {
  const t = loginThrottles;
  const at = instant(now);
  const lockEnd = shifted(now, rule.lockMs);
  const fresh = sql`${t.lastFailureAt} <= ${shifted(now, -rule.lockMs)}`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(t)
    .values({
      email,
      source,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: rule.maxFailures <= 1 ? new Date(now.getTime() + rule.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: [t.email, t.source],
      set: {
        failures: next,
        lastFailureAt: at,
        lockedUntil: sql`case when ${next} >= ${rule.maxFailures} then ${lockEnd} else null end`,
      },
      setWhere: sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${at})
        and (${fresh} or ${t.failures} < ${rule.maxFailures})`,
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (row) return { admitted: true, ...row };
  const [locked] = await db
    .update(t)
    .set({ lockedUntil: sql`case when ${t.lockedUntil} > ${at} then ${t.lockedUntil} else ${lockEnd} end` })
    .where(and(eq(t.email, email), eq(t.source, source)))
    .returning({ lockedUntil: t.lockedUntil });
  return { admitted: false, lockedUntil: locked?.lockedUntil ?? new Date(now.getTime() + rule.lockMs) };
}

/** Forgets the failures and lock of (`email`, `source`) (a right password from that source). */
export async function clearPair(db: Database, email: string, source: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.source, source)));
}

/**
 * Forgets every (`email`, source) pair (password reset: the guessed password is gone; account
 * deletion), and with `accountWide` also the account-wide count (deletion only).
 */
export async function clearAccountThrottles(
  db: Database,
  email: string,
  { accountWide = false }: { accountWide?: boolean } = {},
): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
  if (accountWide) await db.delete(loginAccountFailures).where(eq(loginAccountFailures.email, email));
}

/** Until when `source` may not check passwords, or undefined when it may at `now`. */
export async function sourceLockedUntil(db: Database, source: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: loginSourceThrottles.lockedUntil })
    .from(loginSourceThrottles)
    .where(eq(loginSourceThrottles.source, source));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : undefined;
}

/** Counts one failure of `source` (any account); the failure that reaches the limit locks it. */
export async function recordSourceFailure(
  db: Database,
  source: string,
  now: Date,
  rule: LockoutRule,
): Promise<void> {
  const t = loginSourceThrottles;
  const lockEnd = shifted(now, rule.lockMs);
  const next = sql`(case when ${t.lastFailureAt} <= ${shifted(now, -rule.lockMs)} then 1 else ${t.failures} + 1 end)`;
  await db
    .insert(t)
    .values({ source, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: t.source,
      set: {
        failures: next,
        lastFailureAt: instant(now),
        lockedUntil: sql`case when ${t.lockedUntil} > ${instant(now)} then ${t.lockedUntil}
          when ${next} >= ${rule.maxFailures} then ${lockEnd} else null end`,
      },
    });
}

/** True when `email` has had `rule.failures` failures or more in its current window. */
export async function isUnderAttack(
  db: Database,
  email: string,
  now: Date,
  rule: AttackRule,
): Promise<boolean> {
  const [row] = await db
    .select({ failures: loginAccountFailures.failures, since: loginAccountFailures.windowStartedAt })
    .from(loginAccountFailures)
    .where(eq(loginAccountFailures.email, email));
  return !!row && row.failures >= rule.failures && now.getTime() - row.since.getTime() < rule.windowMs;
}

/**
 * Counts one failure against `email` from any source. The window opens at its first failure and
 * lasts `rule.windowMs`; a failure after it opens a new window (a new episode).
 * @returns true exactly once per episode: for the failure that claims the owner's alert
 */
export async function recordAccountFailure(
  db: Database,
  email: string,
  now: Date,
  rule: AttackRule,
): Promise<boolean> {
  const t = loginAccountFailures;
  const at = instant(now);
  const expired = sql`${t.windowStartedAt} <= ${shifted(now, -rule.windowMs)}`;
  const next = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(t)
    .values({
      email,
      failures: 1,
      windowStartedAt: now,
      lastFailureAt: now,
      attackStartedAt: rule.failures <= 1 ? now : null,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${expired} then ${at} else ${t.windowStartedAt} end`,
        lastFailureAt: at,
        attackStartedAt: sql`case when ${expired} then null else ${t.attackStartedAt} end`,
        ownerAlertedAt: sql`case when ${expired} then null else ${t.ownerAlertedAt} end`,
      },
    })
    .returning({ failures: t.failures });
  if (!row || row.failures < rule.failures) return false;
  const claimed = await db
    .update(t)
    .set({ attackStartedAt: sql`coalesce(${t.attackStartedAt}, ${at})`, ownerAlertedAt: at })
    .where(and(eq(t.email, email), sql`${t.ownerAlertedAt} is null`, sql`${t.failures} >= ${rule.failures}`))
    .returning({ email: t.email });
  return claimed.length > 0;
}

/** An account that failed sign-ins throttle right now (for the administrators' console). */
export interface ThrottledAccount {
  email: string;
  /** Sources locked out of this account now, and the latest end of their locks. */
  lockedSources: number;
  lockedUntil: Date | null;
  /** Failures from every source in the current 24 h window, and since when it is under attack. */
  failuresInWindow: number;
  attackStartedAt: Date | null;
  ownerAlertedAt: Date | null;
}

/**
 * The accounts "temporarily throttled by failed sign-ins" at `now`: with a locked (e-mail, source)
 * pair or under attack (ADR 0010). E-mails need not belong to an account. Most recent first.
 */
export async function listThrottledAccounts(
  db: Database,
  now: Date,
  rule: AttackRule,
): Promise<ThrottledAccount[]> {
  const at = instant(now);
  const result = await db.execute(sql`
    with pairs as (
      select email, count(*)::int as locked_sources, max(locked_until) as locked_until
      from ${loginThrottles} where locked_until > ${at} group by email
    ), attacks as (
      select email, failures, attack_started_at, owner_alerted_at, last_failure_at
      from ${loginAccountFailures}
      where failures >= ${rule.failures} and window_started_at > ${shifted(now, -rule.windowMs)}
    )
    select coalesce(p.email, a.email) as email, coalesce(p.locked_sources, 0) as "lockedSources",
      p.locked_until as "lockedUntil", coalesce(f.failures, 0) as "failuresInWindow",
      a.attack_started_at as "attackStartedAt", a.owner_alerted_at as "ownerAlertedAt"
    from pairs p full join attacks a on a.email = p.email
    left join ${loginAccountFailures} f
      on f.email = coalesce(p.email, a.email) and f.window_started_at > ${shifted(now, -rule.windowMs)}
    order by greatest(p.locked_until, a.last_failure_at) desc nulls last`);
  const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    email: String(r.email),
    lockedSources: Number(r.lockedSources),
    lockedUntil: date(r.lockedUntil),
    failuresInWindow: Number(r.failuresInWindow),
    attackStartedAt: date(r.attackStartedAt),
    ownerAlertedAt: date(r.ownerAlertedAt),
  }));
}

/**
 * True (an SQL boolean) when e-mail `email` (a lower-case text expression) is "temporarily throttled by
 * failed sign-ins" at `now`: a locked (e-mail, source) pair or under attack, as in
 * {@link listThrottledAccounts}; for the account state of the administrators' lists (ADR 0018).
 */
export const throttledNowSql = (email: SQL, now: Date, rule: AttackRule): SQL => sql`(
  exists (select 1 from ${loginThrottles} lt where lt.email = ${email} and lt.locked_until > ${instant(now)})
  or exists (select 1 from ${loginAccountFailures} af where af.email = ${email}
              and af.failures >= ${rule.failures} and af.window_started_at > ${shifted(now, -rule.windowMs)}))`;

/** Deletes counters whose last failure is older than `before` (their windows and locks are over). */
export async function deleteStaleThrottles(db: Database, before: Date): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, before));
  await db.delete(loginSourceThrottles).where(lt(loginSourceThrottles.lastFailureAt, before));
  await db.delete(loginAccountFailures).where(lt(loginAccountFailures.lastFailureAt, before));
}
