/**
 * SQL of push subscriptions (../../db/schema-push; ADR 0031). Knows nothing of HTTP or of sending.
 * @module
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema-push';

/** A stored device subscription, as `web-push` sends to it. */
export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A device subscription to store for a member. */
export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a device's subscription, idempotent on `endpoint`: an endpoint already stored gets the new
 * keys and owner (a device signed in to another account moves to this one; ADR 0031).
 * @returns whether the row was created (false: it existed and was refreshed or moved)
 */
export async function upsertSubscription(db: Database, s: NewSubscription): Promise<boolean> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // A re-subscription counts as the newest device (createdAt orders the per-member cap).
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return row?.created ?? false;
}

/** Deletes `userId`'s subscription of `endpoint`; true when there was one. */
export async function deleteSubscriptionOf(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/**
 * Deletes `userId`'s subscriptions but the `keep` newest (by `created_at`, then id).
 * @returns how many were deleted
 */
export async function keepNewestSubscriptions(db: Database, userId: string, keep: number): Promise<number> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** Deletes a subscription by id (the push service said it is gone). */
export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Every device subscription of `userId`. */
export function subscriptionsOf(db: Database, userId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** Records that the push service accepted a notification for subscription `id` at `at`. */
export async function markDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}
