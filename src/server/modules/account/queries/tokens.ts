/**
 * SQL of one-time tokens (reset codes; table `one_time_tokens`; activation links are registrations,
 * ./registrations.ts). Tokens arrive
 * hashed. Single use and the try limit are enforced by conditional updates, so two concurrent
 * requests can never both use one token. Knows nothing of HTTP.
 * @module
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oneTimeTokens, type TokenKind } from '../../../db/schema-accounts';

/** A stored token as the rules read it. */
export interface TokenRow {
  id: string;
  userId: string | null;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  tries: number;
}

const tokenColumns = {
  id: oneTimeTokens.id,
  userId: oneTimeTokens.userId,
  tokenHash: oneTimeTokens.tokenHash,
  expiresAt: oneTimeTokens.expiresAt,
  usedAt: oneTimeTokens.usedAt,
  tries: oneTimeTokens.tries,
};

/** Stores a token. `userId` null = a decoy (reset asked for an unknown e-mail). @returns its id */
export async function insertToken(
  db: Database,
  token: {
    id?: string;
    userId: string | null;
    kind: TokenKind;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(oneTimeTokens)
    .values({
      ...(token.id ? { id: token.id } : {}),
      userId: token.userId,
      kind: token.kind,
      tokenHash: token.tokenHash,
      createdAt: token.now,
      expiresAt: token.expiresAt,
    })
    .returning({ id: oneTimeTokens.id });
  if (!row) throw new Error('insert into one_time_tokens returned no row');
  return row.id;
}

/** Marks a token used. @returns false when it was already used (a concurrent request won) */
export async function consumeToken(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Marks every unused token of `userId` and `kind` used (a newer one replaces them, or they are moot). */
export async function retireTokens(db: Database, userId: string, kind: TokenKind, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}

/**
 * Spends one try of the reset request `id`, if it is still open (unused, unexpired, fewer than
 * `maxTries` tries spent).
 * @returns the request (with `tries` already counting this one), or undefined when it is not open
 */
export async function spendResetTry(
  db: Database,
  id: string,
  now: Date,
  maxTries: number,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ tries: sql`${oneTimeTokens.tries} + 1` })
    .where(
      and(
        eq(oneTimeTokens.id, id),
        eq(oneTimeTokens.kind, 'reset'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        lt(oneTimeTokens.tries, maxTries),
      ),
    )
    .returning(tokenColumns);
  return row;
}

/** Deletes tokens that expired before `before` (housekeeping; decoys included). */
export async function deleteExpiredTokens(db: Database, before: Date): Promise<void> {
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
}
