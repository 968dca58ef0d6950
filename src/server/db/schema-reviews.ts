/**
 * Member reviews of gyms (ADR 0024).
 *
 * - `reviews`: one per member and gym (`reviews_author_gym_uq`), rating 1–5, plain text, the partner's
 *   reply, and an administrator's hiding. Deleting the account sets `author_id` null (its tombstone
 *   keeps nothing personal, ADR 0018): the review stays and its author is shown as "Ex socio".
 * - `review_reports`: who reported a review and why; `decided_at` closes a report.
 * - `review_invites`: when a member was last mailed "¿Cómo te fue?" about a gym (at most once per gym
 *   per `REVIEW_VISIT_WINDOW_DAYS`).
 * - `review_prior`: one row, the catalogue-wide mean rating that the Bayesian `score` pulls toward,
 *   recomputed hourly by the `review-prior` job.
 *
 * `gyms.review_count`, `gyms.rating_sum`, `gyms.raiting` (the plain mean) and `gyms.score` follow the
 * visible reviews through the row triggers of the migration that made these tables, in the same
 * transaction as the review write: the gym row's lock orders concurrent reviews of one gym.
 * Import note: references to the other schema files are lazy.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_PRIOR_MEAN_DEFAULT, REVIEW_PRIOR_WEIGHT } from '../../shared/constants/reviews';
import { at, createdAt, optionalRef, requiredRef, uuidKey } from './columns';
import { accountRef, gymRef } from './schema-refs';
import { users } from './schema';

/** A member's review of a gym, with the partner's reply and the moderation that may hide it. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidKey(),
    gymId: gymRef('cascade'),
    /** Null once the author deleted the account: the review stays, by "Ex socio". */
    authorId: optionalRef('author_id', () => users.id),
    rating: smallint('rating').notNull(),
    text: text('text'),
    /** Seeded with the demo data ("Reseña de demostración"). */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    editedAt: at('edited_at'),
    replyText: text('reply_text'),
    replyAt: at('reply_at'),
    replyEditedAt: at('reply_edited_at'),
    /** Set while an administrator hides the review: it leaves the list and the gym's figures. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by'),
  },
  (t) => [
    uniqueIndex('reviews_author_gym_uq').on(t.authorId, t.gymId),
    // The public list of a gym: visible reviews, newest first (and the other sorts of one gym's rows).
    index('reviews_gym_recent_idx')
      .on(t.gymId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_ck', sql`(${t.replyText} is null) = (${t.replyAt} is null)`),
  ],
);

/** A report of a review by a signed-in account; open until an administrator decides. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuidKey(),
    reviewId: requiredRef('review_id', () => reviews.id, 'cascade'),
    reporterId: accountRef('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    /** `keep` or `hide`. */
    decision: text('decision'),
  },
  (t) => [
    // One open report per account and review.
    uniqueIndex('review_reports_open_uq')
      .on(t.reviewId, t.reporterId)
      .where(sql`${t.decidedAt} is null`),
    // The administrators' queue: open reports, oldest first.
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.decidedAt} is null`),
  ],
);

/** The prior of the Bayesian score: one row (`id` 1). */
export const reviewPrior = pgTable(
  'review_prior',
  {
    id: integer('id').primaryKey(),
    mean: numeric('mean', { precision: 4, scale: 3 }).notNull().default(String(REVIEW_PRIOR_MEAN_DEFAULT)),
    weight: integer('weight').notNull().default(REVIEW_PRIOR_WEIGHT),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [check('review_prior_one_row_ck', sql`${t.id} = 1`)],
);

/** The last "¿Cómo te fue en {gym}?" mail to a member about a gym. */
export const reviewInvites = pgTable(
  'review_invites',
  {
    memberId: accountRef('member_id'),
    gymId: gymRef('cascade'),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gymId] })],
);
