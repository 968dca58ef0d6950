/**
 * SQL of the administrators' second factor (ADR 0019): `totp_authenticators` (one per account; the
 * base32 secret, `confirmed_at` once the first code was accepted, `last_step` the RFC 6238 time step of
 * the last accepted code) and `totp_recovery_codes` (SHA-256 of each code, `used_at` once spent). Every
 * change that decides a race is one conditional statement (`… where last_step < $step`, `… where used_at
 * is null`): on PostgreSQL the second of two concurrent updates of a row waits for the first and then
 * re-checks the condition (READ COMMITTED, "EvalPlanQual"), so one code admits one request. Knows
 * nothing of HTTP.
 * @module
 */
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { totpAuthenticators, totpRecoveryCodes } from '../../../db/schema-accounts';

/** An account's authenticator. */
export interface AuthenticatorRow {
  /** Base32 shared secret (RFC 4648). */
  secret: string;
  /** Null until the first code was accepted. */
  confirmedAt: Date | null;
  /** RFC 6238 time step of the last accepted code, or null. */
  lastStep: number | null;
}

/** The authenticator of `userId`, confirmed or not, or undefined. */
export async function findAuthenticator(
  db: Database | Tx,
  userId: string,
): Promise<AuthenticatorRow | undefined> {
  const [row] = await db
    .select({
      secret: totpAuthenticators.secret,
      confirmedAt: totpAuthenticators.confirmedAt,
      lastStep: totpAuthenticators.lastStep,
    })
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId));
  return row;
}

/**
 * Stores `secret` as the unconfirmed authenticator of `userId`, replacing an unconfirmed one (a set-up
 * started again). Never touches a confirmed one.
 * @returns false when `userId` already has a confirmed authenticator (nothing written)
 */
export async function startAuthenticator(
  db: Database,
  userId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const t = totpAuthenticators;
  const rows = await db
    .insert(t)
    .values({ userId, secret, createdAt: now, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: t.userId,
      set: { secret, createdAt: now, lastStep: null },
      setWhere: isNull(t.confirmedAt),
    })
    .returning({ userId: t.userId });
  return rows.length > 0;
}

/**
 * Confirms the unconfirmed authenticator of `userId` whose secret is still `secret` (not replaced by a
 * set-up started meanwhile), recording `step` as its last accepted step.
 * @returns false when there is no such authenticator (confirmed meanwhile, replaced, or gone)
 */
export async function confirmAuthenticator(
  tx: Tx,
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const t = totpAuthenticators;
  const rows = await tx
    .update(t)
    .set({ confirmedAt: now, lastStep: step })
    .where(and(eq(t.userId, userId), eq(t.secret, secret), isNull(t.confirmedAt)))
    .returning({ userId: t.userId });
  return rows.length > 0;
}

/**
 * Accepts time step `step` for the confirmed authenticator of `userId` when it is later than the last
 * one accepted (RFC 6238 §5.2: a code is accepted once; an older step is never accepted either).
 * @returns false for a step already used or older (or no confirmed authenticator)
 */
export async function claimStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const t = totpAuthenticators;
  const rows = await tx
    .update(t)
    .set({ lastStep: step })
    .where(and(eq(t.userId, userId), isNotNull(t.confirmedAt), or(isNull(t.lastStep), lt(t.lastStep, step))))
    .returning({ userId: t.userId });
  return rows.length > 0;
}

/** Replaces every recovery code of `userId` with the codes of hashes `hashes` (hex SHA-256), unused. */
export async function replaceRecoveryCodes(
  tx: Tx,
  userId: string,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/**
 * Spends the unused recovery code of `userId` with hash `codeHash`.
 * @returns false when there is none (wrong code, or already used)
 */
export async function spendRecoveryCode(
  tx: Tx,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const c = totpRecoveryCodes;
  const rows = await tx
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.userId, userId), eq(c.codeHash, codeHash), isNull(c.usedAt)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** How many recovery codes of `userId` are not used yet. */
export async function countRecoveryCodesLeft(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
