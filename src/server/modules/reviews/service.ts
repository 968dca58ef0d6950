/**
 * Writing and reading member reviews (ADR 0024). Only a member admitted at the gym's door within
 * `REVIEW_VISIT_WINDOW_DAYS` may write; one review per member and gym; the gym's figures follow in
 * the same transaction (triggers of migration 0027), so 50 concurrent reviews of one gym leave them
 * exact.
 * @module
 */
import { subDays } from 'date-fns';
import type {
  ReviewBody,
  ReviewListQuery,
  ReviewListResponse,
  ReviewResponse,
  ReviewViewerResponse,
} from '../../../shared/contract/reviews';
import { REVIEW_VISIT_WINDOW_DAYS } from '../../../shared/constants/reviews';
import { reviewMessages as m } from '../../../shared/messages/reviews';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import {
  deleteReview,
  findOwnReview,
  findPublishedGym,
  findReview,
  insertReview,
  selectFigures,
  selectReviewPage,
  updateReview,
  visitedSince,
} from './queries';
import { toReview } from './wire';

/** Whether member `memberId` was admitted at gym `gymId`'s door in the review window before `now`. */
const wentRecently = (db: Database, memberId: string, gymId: string, now: Date): Promise<boolean> =>
  visitedSince(db, memberId, gymId, subDays(now, REVIEW_VISIT_WINDOW_DAYS));

/**
 * @throws AppError FORBIDDEN ({@link m.membersOnly}) unless `session` is a member's
 */
function assertMember(session: SessionUser): string {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', m.membersOnly);
  return session.userId;
}

/** The review `id` as written, read in `db` right after the write. */
async function answer(db: Database, id: string): Promise<ReviewResponse> {
  const row = await findReview(db, id);
  if (!row) throw new Error(`review ${id} vanished in its own transaction`);
  return { review: toReview(row) };
}

/**
 * Writes the session's member's review of gym `gymId`, and with `jobs` queues the owner's notice in the
 * same transaction (ADR 0037).
 * @throws AppError FORBIDDEN for partners and administrators ({@link m.membersOnly}) and without a
 *   check-in at that gym in the window ({@link m.visitFirst}); NOT_FOUND for an unknown or unpublished
 *   gym; CONFLICT ({@link m.duplicate}) when the member reviewed it already
 */
export async function createReview(
  db: Database,
  session: SessionUser,
  gymId: string,
  body: ReviewBody,
  jobs?: JobQueue,
  now = new Date(),
): Promise<ReviewResponse> {
  const memberId = assertMember(session);
  return db.transaction(async (tx) => {
    const gym = await findPublishedGym(tx, gymId);
    if (!gym) throw new AppError('NOT_FOUND', m.gymNotFound);
    if (!(await wentRecently(tx, memberId, gymId, now))) throw new AppError('FORBIDDEN', m.visitFirst);
    const id = await insertReview(tx, { gymId, authorId: memberId, rating: body.rating, text: body.text });
    if (!id) throw new AppError('CONFLICT', m.duplicate);
    // The gym's owner is told (ADR 0037), through the outbox of this transaction.
    await jobs?.sendInTransaction(tx, QUEUES.ownerNotice.name, { kind: 'review', reviewId: id });
    return answer(tx, id);
  });
}

/**
 * Edits the session's member's review of gym `gymId` (marked "editada").
 * @throws AppError FORBIDDEN for partners and administrators; NOT_FOUND ({@link m.noReview}) without one
 */
export async function editOwnReview(
  db: Database,
  session: SessionUser,
  gymId: string,
  body: ReviewBody,
): Promise<ReviewResponse> {
  const memberId = assertMember(session);
  return db.transaction(async (tx) => {
    const own = await findOwnReview(tx, memberId, gymId);
    if (!own) throw new AppError('NOT_FOUND', m.noReview);
    await updateReview(tx, own.id, body.rating, body.text);
    return answer(tx, own.id);
  });
}

/**
 * Removes the session's member's review of gym `gymId`; its figures leave the gym's.
 * @throws AppError FORBIDDEN for partners and administrators; NOT_FOUND ({@link m.noReview}) without one
 */
export async function deleteOwnReview(db: Database, session: SessionUser, gymId: string): Promise<void> {
  const memberId = assertMember(session);
  await db.transaction(async (tx) => {
    const own = await findOwnReview(tx, memberId, gymId);
    if (!own) throw new AppError('NOT_FOUND', m.noReview);
    await deleteReview(tx, own.id);
  });
}

/**
 * What `session` may do with published gym `gymId`'s reviews: its own review, whether it may write
 * one now, whether it answers them.
 * @throws AppError NOT_FOUND for an unknown or unpublished gym
 */
export async function reviewViewer(
  db: Database,
  session: SessionUser,
  gymId: string,
  now = new Date(),
): Promise<ReviewViewerResponse> {
  const gym = await findPublishedGym(db, gymId);
  if (!gym) throw new AppError('NOT_FOUND', m.gymNotFound);
  if (session.type !== 'user')
    return {
      own: null,
      canWrite: false,
      canReply: session.type === 'partner' && gym.ownerId === session.userId,
    };
  const own = await findOwnReview(db, session.userId, gymId);
  const canWrite = !own && (await wentRecently(db, session.userId, gymId, now));
  return { own: own ? toReview(own) : null, canWrite, canReply: false };
}

/** A numeric column's text as a number, or null. */
const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * One page of published gym `gymId`'s visible reviews with its figures: `average` the plain mean to 0.1
 * and `score` the Bayesian average (both null without reviews), `distribution` by stars.
 * @throws AppError NOT_FOUND for an unknown or unpublished gym
 */
export async function listReviews(
  db: Database,
  gymId: string,
  query: ReviewListQuery,
): Promise<ReviewListResponse> {
  if (!(await findPublishedGym(db, gymId))) throw new AppError('NOT_FOUND', m.gymNotFound);
  const [page, figures] = await Promise.all([
    selectReviewPage(db, gymId, query.sort, query.limit, (query.page - 1) * query.limit),
    selectFigures(db, gymId),
  ]);
  const stars = (n: number) => figures.byStars.get(n) ?? 0;
  return {
    reviews: page.map(toReview),
    count: figures.count,
    average: figures.count > 0 ? num(figures.raiting) : null,
    score: figures.count > 0 ? num(figures.score) : null,
    distribution: { 1: stars(1), 2: stars(2), 3: stars(3), 4: stars(4), 5: stars(5) },
    total: figures.count,
    page: query.page,
    pages: Math.max(1, Math.ceil(figures.count / query.limit)),
  };
}
