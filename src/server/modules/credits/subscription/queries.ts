/**
 * Reads and writes of the members' subscriptions to Pase BuscaGym (`credit_subscriptions`, ADR 0045),
 * and the months of its periods and pauses on Buenos Aires' calendar.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CreditSubscriptionStatus } from '../../../../shared/constants/credits';
import { SALES_TIME_ZONE } from '../../../../shared/constants/sales';
import type { Database, Tx } from '../../../db/client';
import { creditSubscriptions } from '../../../db/schema-credits';

/** A subscription row as stored. */
export type CreditSubscriptionRow = typeof creditSubscriptions.$inferSelect;
/** What {@link saveCreditSubscription} writes. */
export type CreditSubscriptionValues = Omit<typeof creditSubscriptions.$inferInsert, 'updatedAt'>;

/**
 * `months` calendar months after `start` on Buenos Aires' calendar (date-fns `addMonths`: 31 January + 1
 * → 28/29 February): a paid month's end, a pause's end.
 */
export const monthsAfter = (start: Date, months: number): Date =>
  new Date(addMonths(new TZDate(start, SALES_TIME_ZONE), months).getTime());

/** The calendar year of `at` in Buenos Aires (the pause months are counted per year, ADR 0045). */
export const buenosAiresYear = (at: Date): number => new TZDate(at, SALES_TIME_ZONE).getFullYear();

/** Idempotency key of the renewal order of the period ending at `periodEnd` (one per period and member). */
export const creditRenewalKeyOf = (periodEnd: Date): string => `credits-renewal-${periodEnd.getTime()}`;

/** Reads `userId`'s subscription, or null. */
export async function findCreditSubscription(
  db: Database | Tx,
  userId: string,
): Promise<CreditSubscriptionRow | null> {
  const [row] = await db.select().from(creditSubscriptions).where(eq(creditSubscriptions.userId, userId));
  return row ?? null;
}

/** Locks `userId`'s subscription row (`for update`), or null when there is none. */
export async function lockCreditSubscription(tx: Tx, userId: string): Promise<CreditSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(creditSubscriptions)
    .where(eq(creditSubscriptions.userId, userId))
    .for('update');
  return row ?? null;
}

/** Inserts or replaces the subscription of `values.userId`. @returns the row after */
export async function saveCreditSubscription(
  tx: Tx,
  values: CreditSubscriptionValues,
): Promise<CreditSubscriptionRow> {
  const { userId, ...rest } = values;
  const [row] = await tx
    .insert(creditSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: creditSubscriptions.userId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`credit subscription of ${userId} not saved`);
  return row;
}

/**
 * Subscriptions of `statuses` whose period ended by `now` (the renewal job's scan, index
 * `credit_subscriptions_due_idx`), oldest end first, at most `limit`.
 */
export async function findEndedPeriods(
  db: Database,
  statuses: readonly CreditSubscriptionStatus[],
  now: Date,
  limit: number,
): Promise<CreditSubscriptionRow[]> {
  return db
    .select()
    .from(creditSubscriptions)
    .where(
      and(inArray(creditSubscriptions.status, [...statuses]), lte(creditSubscriptions.currentPeriodEnd, now)),
    )
    .orderBy(asc(creditSubscriptions.currentPeriodEnd))
    .limit(limit);
}

/** Paused subscriptions whose pause ended by `now` (index `credit_subscriptions_paused_idx`), at most `limit`. */
export async function findEndedPauses(
  db: Database,
  now: Date,
  limit: number,
): Promise<CreditSubscriptionRow[]> {
  return db
    .select()
    .from(creditSubscriptions)
    .where(and(eq(creditSubscriptions.status, 'paused'), lte(creditSubscriptions.pausedUntil, now)))
    .orderBy(asc(creditSubscriptions.pausedUntil))
    .limit(limit);
}
