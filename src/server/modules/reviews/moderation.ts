/**
 * What others do with a review (ADR 0024): the gym's partner answers it once (edits or removes the
 * answer) and may report it, never hide or delete it (16 CFR 465.7 and the EU Omnibus directive forbid
 * suppressing reviews); anyone signed in reports it with a reason; an administrator keeps it or hides
 * it with a reason, audited in the admin log in the same transaction, the author mailed (outbox, ADR
 * 0008). A hidden review leaves the gym's figures through the triggers of migration 0027.
 * @module
 */
import type { DecisionBody, ReportQueueResponse, ReviewResponse } from '../../../shared/contract/reviews';
import { reviewMessages as m } from '../../../shared/messages/reviews';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import { assertAdmin } from '../admin-guard';
import { findPublishedGym, findReview, setReply } from './queries';
import { closeReports, hideReview, insertReport, lockReview, selectReportQueue } from './report-queries';
import { toReview } from './wire';
import { insertAuditEntry } from '../audit/index';

/** How many reported reviews the administrators' queue shows at once. */
const QUEUE_LIMIT = 50;

/**
 * Review `reviewId` of a gym of the session's partner.
 * @throws AppError NOT_FOUND for an unknown review; FORBIDDEN ({@link m.notYourGym}) unless the session
 *   is the partner of the review's gym
 */
async function reviewOfOwnGym(db: Database, session: SessionUser, reviewId: string) {
  const review = await findReview(db, reviewId);
  if (!review) throw new AppError('NOT_FOUND', m.reviewNotFound);
  const gym = await findPublishedGym(db, review.gymId);
  if (session.type !== 'partner' || !gym || gym.ownerId !== session.userId)
    throw new AppError('FORBIDDEN', m.notYourGym);
  return review;
}

/**
 * Sets the partner's answer of review `reviewId` (`PUT …/reply`): the first answer, or an edit of it.
 * @throws AppError as {@link reviewOfOwnGym}
 */
export async function replyToReview(
  db: Database,
  session: SessionUser,
  reviewId: string,
  text: string,
): Promise<ReviewResponse> {
  return db.transaction(async (tx) => {
    const review = await reviewOfOwnGym(tx, session, reviewId);
    await setReply(tx, reviewId, text, review.replyText !== null);
    const row = await findReview(tx, reviewId);
    if (!row) throw new Error(`review ${reviewId} vanished in its own transaction`);
    return { review: toReview(row) };
  });
}

/**
 * Removes the partner's answer of review `reviewId`.
 * @throws AppError as {@link reviewOfOwnGym}; NOT_FOUND ({@link m.noReply}) without an answer
 */
export async function removeReply(db: Database, session: SessionUser, reviewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await reviewOfOwnGym(tx, session, reviewId);
    if (review.replyText === null) throw new AppError('NOT_FOUND', m.noReply);
    await setReply(tx, reviewId, null, false);
  });
}

/**
 * Reports review `reviewId` for `reason` (any signed-in account but its author).
 * @throws AppError NOT_FOUND for an unknown or hidden review; FORBIDDEN ({@link m.ownReport}) for its
 *   author; CONFLICT ({@link m.alreadyReported}) while this account's earlier report is open
 */
export async function reportReview(
  db: Database,
  session: SessionUser,
  reviewId: string,
  reason: string,
): Promise<{ report: { _id: string } }> {
  const review = await findReview(db, reviewId);
  if (!review || review.hiddenAt) throw new AppError('NOT_FOUND', m.reviewNotFound);
  if (review.authorId === session.userId) throw new AppError('FORBIDDEN', m.ownReport);
  const id = await insertReport(db, reviewId, session.userId, reason);
  if (!id) throw new AppError('CONFLICT', m.alreadyReported);
  return { report: { _id: id } };
}

/** The administrators' queue: reviews with open reports, oldest report first. Call as an administrator. */
export async function reportQueue(db: Database): Promise<ReportQueueResponse> {
  const queue = await selectReportQueue(db, QUEUE_LIMIT);
  return {
    reviews: queue.map((q) => ({
      review: toReview(q.review),
      gym: { _id: q.gym.id, name: q.gym.name },
      reports: q.reports.map((r) => ({ _id: r.id, reason: r.reason, createdAt: r.createdAt.toISOString() })),
    })),
  };
}

/**
 * Administrator `session` keeps review `reviewId` or hides it with a reason, closing its open reports;
 * audited, and a hidden review's author is mailed.
 * @throws AppError FORBIDDEN unless an administrator with a verified second factor; NOT_FOUND for an
 *   unknown review; CONFLICT ({@link m.notReported}) without open reports
 */
export async function decideReview(
  db: Database,
  jobs: JobQueue,
  session: SessionUser,
  reviewId: string,
  body: DecisionBody,
): Promise<{ decision: DecisionBody['decision']; closedReports: number }> {
  assertAdmin(session);
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) throw new AppError('NOT_FOUND', m.reviewNotFound);
    const closedReports = await closeReports(tx, reviewId, body.decision);
    if (closedReports === 0) throw new AppError('CONFLICT', m.notReported);
    if (body.decision === 'hide' && !review.hiddenAt) {
      await hideReview(tx, reviewId, body.reason, session.userId);
      await jobs.sendInTransaction(tx, QUEUES.reviewHiddenMail.name, { reviewId });
    }
    await insertAuditEntry(tx, {
      actorId: session.userId,
      action: body.decision === 'hide' ? 'review.hide' : 'review.keep',
      targetType: 'review',
      targetId: reviewId,
      before: { hidden: review.hiddenAt !== null },
      after:
        body.decision === 'hide'
          ? { hidden: true, reason: body.reason, closedReports }
          : { hidden: false, closedReports },
    });
    return { decision: body.decision, closedReports };
  });
}
