/**
 * SQL of review reports and the administrators' decisions (ADR 0024). Knows nothing of HTTP.
 * @module
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/constants/reviews';
import type { Database } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema-reviews';
import { selectReviews, type ReviewRow } from './queries';

/** Files a report; undefined when `reporterId` has an open report of this review already. */
export async function insertReport(
  db: Database,
  reviewId: string,
  reporterId: string,
  reason: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(reviewReports)
    .values({ reviewId, reporterId, reason })
    .onConflictDoNothing({
      target: [reviewReports.reviewId, reviewReports.reporterId],
      where: isNull(reviewReports.decidedAt),
    })
    .returning({ id: reviewReports.id });
  return row?.id;
}

/** A reported review of the queue with its gym and its open reports. */
export interface QueuedReview {
  review: ReviewRow;
  gym: { id: string; name: string };
  reports: { id: string; reason: string; createdAt: Date }[];
}

/** Reviews with open reports, by their oldest open report, at most `limit`. */
export async function selectReportQueue(db: Database, limit: number): Promise<QueuedReview[]> {
  const open = await db
    .select({ reviewId: reviewReports.reviewId, first: sql<Date>`min(${reviewReports.createdAt})` })
    .from(reviewReports)
    .where(isNull(reviewReports.decidedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(sql`min(${reviewReports.createdAt})`)
    .limit(limit);
  const ids = open.map((o) => o.reviewId);
  if (ids.length === 0) return [];
  const [found, reports] = await Promise.all([
    selectReviews(db).where(inArray(reviews.id, ids)),
    db
      .select({
        id: reviewReports.id,
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
      })
      .from(reviewReports)
      .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.decidedAt)))
      .orderBy(asc(reviewReports.createdAt)),
  ]);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        review: row,
        gym: { id: row.gymId, name: row.gymName },
        reports: reports.filter((r) => r.reviewId === id).map(({ reviewId: _r, ...r }) => r),
      },
    ];
  });
}

/** Review `id` locked for a decision, or undefined. */
export async function lockReview(
  db: Database,
  id: string,
): Promise<{ gymId: string; hiddenAt: Date | null } | undefined> {
  const [row] = await db
    .select({ gymId: reviews.gymId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

/** Closes the open reports of review `reviewId` with `decision`; how many it closed. */
export async function closeReports(
  db: Database,
  reviewId: string,
  decision: ReviewDecision,
): Promise<number> {
  const closed = await db
    .update(reviewReports)
    .set({ decidedAt: sql`now()`, decision })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.decidedAt)))
    .returning({ id: reviewReports.id });
  return closed.length;
}

/** Hides review `id` for `reason` by administrator `by` (the triggers take it out of the gym's figures). */
export async function hideReview(db: Database, id: string, reason: string, by: string): Promise<void> {
  await db
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason, hiddenBy: by })
    .where(eq(reviews.id, id));
}
