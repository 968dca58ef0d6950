/**
 * SQL of member reviews (ADR 0024). Knows nothing of HTTP. `gyms.review_count`, `rating_sum`,
 * `raiting` and `score` are never written here: the row triggers of migration 0027 move them in the
 * same transaction as every write to `reviews`.
 * @module
 */
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '../../../shared/constants/reviews';
import type { Database } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { reviews } from '../../db/schema-reviews';
import { passVisits } from '../../db/schema-sales';

/** A review with its author's current name (null once the account is deleted). */
export interface ReviewRow {
  id: string;
  gymId: string;
  authorId: string | null;
  authorName: string | null;
  rating: number;
  text: string | null;
  demo: boolean;
  createdAt: Date;
  editedAt: Date | null;
  replyText: string | null;
  replyAt: Date | null;
  replyEditedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  gymName: string;
}

/** Columns of {@link ReviewRow}: `reviews` joined to its gym and left-joined to its author. */
export const reviewColumns = {
  id: reviews.id,
  gymId: reviews.gymId,
  authorId: reviews.authorId,
  authorName: users.name,
  rating: reviews.rating,
  text: reviews.text,
  demo: reviews.demo,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  replyEditedAt: reviews.replyEditedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  gymName: gyms.name,
};

/** `SELECT` {@link reviewColumns} from `reviews` with its joins, for the caller's `WHERE`. */
export const selectReviews = (db: Database) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(gyms, eq(gyms.id, reviews.gymId))
    .leftJoin(users, eq(users.id, reviews.authorId));

/** Review `id` with its author, or undefined. */
export async function findReview(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

/** The review of `authorId` of gym `gymId`, or undefined. */
export async function findOwnReview(
  db: Database,
  authorId: string,
  gymId: string,
): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(and(eq(reviews.authorId, authorId), eq(reviews.gymId, gymId)));
  return row;
}

/** A published gym's owner (null: none), or undefined when the gym is unknown or unpublished. */
export async function findPublishedGym(
  db: Database,
  gymId: string,
): Promise<{ ownerId: string | null; name: string } | undefined> {
  const [row] = await db
    .select({ ownerId: gyms.ownerId, name: gyms.name })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.gymActive, true)));
  return row;
}

/** Whether member `memberId` was admitted at gym `gymId`'s door after `since`. */
export async function visitedSince(
  db: Database,
  memberId: string,
  gymId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(passVisits)
    .where(
      and(eq(passVisits.memberId, memberId), eq(passVisits.gymId, gymId), gt(passVisits.visitedAt, since)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts a review; undefined when the member has one of this gym already (`reviews_author_gym_uq`: two
 * concurrent first reviews give one row and one undefined).
 */
export async function insertReview(
  db: Database,
  values: { gymId: string; authorId: string; rating: number; text: string | null; demo?: boolean },
): Promise<string | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.authorId, reviews.gymId] })
    .returning({ id: reviews.id });
  return row?.id;
}

/** Sets rating and text of review `id`, marked edited now. */
export async function updateReview(
  db: Database,
  id: string,
  rating: number,
  text: string | null,
): Promise<void> {
  await db
    .update(reviews)
    .set({ rating, text, editedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

/** Deletes review `id` (its reports go with it). */
export async function deleteReview(db: Database, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Sets (or, with null, removes) the partner's reply of review `id`. */
export async function setReply(
  db: Database,
  id: string,
  text: string | null,
  edited: boolean,
): Promise<void> {
  await db
    .update(reviews)
    .set(
      text === null
        ? { replyText: null, replyAt: null, replyEditedAt: null }
        : edited
          ? { replyText: text, replyEditedAt: sql`now()` }
          : { replyText: text, replyAt: sql`now()` },
    )
    .where(eq(reviews.id, id));
}

const ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  rating_desc: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating_asc: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of gym `gymId`'s visible reviews in `sort` order. */
export async function selectReviewPage(
  db: Database,
  gymId: string,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where(and(eq(reviews.gymId, gymId), isNull(reviews.hiddenAt)))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/** Gym `gymId`'s figures as the triggers keep them, and its visible reviews counted by stars. */
export async function selectFigures(
  db: Database,
  gymId: string,
): Promise<{ count: number; raiting: string | null; score: string | null; byStars: Map<number, number> }> {
  const [gym] = await db
    .select({ count: gyms.reviewCount, raiting: gyms.raiting, score: gyms.score })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  const stars = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.gymId, gymId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
  return {
    count: gym?.count ?? 0,
    raiting: gym?.raiting ?? null,
    score: gym?.score ?? null,
    byStars: new Map(stars.map((s) => [s.rating, s.n])),
  };
}
