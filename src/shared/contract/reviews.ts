/**
 * Contract of member reviews (ADR 0024): writing, editing and removing one's review of a gym, the
 * public list with the gym's `average`, Bayesian `score` and 1–5 distribution, the partner's reply,
 * reports, and the administrators' queue of reported reviews.
 * @module
 */
import { z } from 'zod';
import {
  REVIEW_DECISIONS,
  REVIEW_PAGE_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_REPORT_REASON_MIN,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
} from '../constants/reviews';
import { reviewMessages as m } from '../messages/reviews';
import {
  idSchema,
  itemAnswer,
  listAnswer,
  namedRefSchema,
  pagingFields,
  pagingQuery,
  trimmedText,
  wholeNumber,
} from './common';

/** Body of `POST /api/gyms/{gymId}/reviews` and `PUT …/reviews/mine`: plain text, blank = none. */
export const reviewBodySchema = z.object({
  rating: wholeNumber(REVIEW_RATING_MIN, REVIEW_RATING_MAX, () => m.rating),
  text: trimmedText(0, REVIEW_TEXT_MAX, () => m.text)
    .nullish()
    .transform((v) => v || null),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** Path of a gym's reviews. */
export const reviewGymParamsSchema = z.object({ gymId: z.uuid({ error: () => m.gymInvalid }) });

/** Path naming one review. */
export const reviewParamsSchema = z.object({ reviewId: z.uuid({ error: () => m.reviewInvalid }) });

/** Query of the public list: `page` (1-based), `limit`, `sort` (newest first by default). */
export const reviewListQuerySchema = z.object({
  ...pagingQuery({
    maxPage: REVIEW_PAGE_MAX,
    maxLimit: 50,
    defaultLimit: REVIEW_PAGE_SIZE,
    page: () => m.page,
    limit: () => m.page,
  }),
  sort: z.enum(REVIEW_SORTS, { error: () => m.sort }).default('recent'),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** The partner's answer under a review. */
export const reviewReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});

/**
 * A review as anyone sees it: `author.name` is the first name and last initial ("Ana G.") or
 * "Ex socio" once the account was deleted; `verified`: written after a door check-in; `demo`: seeded.
 */
export const reviewSchema = z
  .object({
    _id: idSchema,
    gymId: idSchema,
    rating: z.number().int(),
    text: z.string().nullable(),
    verified: z.boolean(),
    demo: z.boolean(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    author: z.object({ name: z.string() }),
    reply: reviewReplySchema.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** Answer of a review write (201 on create, 200 on edit). */
export const reviewResponseSchema = itemAnswer('review', reviewSchema, 'ReviewAnswer');
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** How many visible reviews give each star count. */
export const distributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/**
 * Answer of `GET /api/gyms/{gymId}/reviews`: one page of visible reviews; `count` visible reviews,
 * `average` their plain mean rounded to 0.1 (null without any), `score` the Bayesian average (ADR
 * 0024, null without any), `distribution` by stars.
 */
export const reviewListResponseSchema = z
  .object({
    reviews: z.array(reviewSchema),
    count: z.number().int(),
    average: z.number().nullable(),
    score: z.number().nullable(),
    distribution: distributionSchema,
    ...pagingFields,
  })
  .meta({ id: 'ReviewList' });
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** Body of `PUT /api/partner/reviews/{reviewId}/reply`. */
export const replyBodySchema = z.object({ text: trimmedText(1, REVIEW_REPLY_MAX, () => m.reply) });

/** Body of `POST /api/reviews/{reviewId}/reports`. */
export const reportBodySchema = z.object({
  reason: trimmedText(REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX, () => m.reportReason),
});

/** Answer of a report (201): the report's id. */
export const reportResponseSchema = z.object({ report: z.object({ _id: idSchema }) });

/** A reported review in the administrators' queue, with its reports (oldest first). */
export const reportedReviewSchema = z
  .object({
    review: reviewSchema,
    gym: namedRefSchema,
    reports: z.array(z.object({ _id: idSchema, reason: z.string(), createdAt: z.string() })),
  })
  .meta({ id: 'ReportedReview' });

/** Answer of `GET /api/admin/reviews/reports`: reviews with pending reports, oldest report first. */
export const reportQueueResponseSchema = listAnswer('reviews', reportedReviewSchema, 'ReviewReportQueue');
export type ReportQueueResponse = z.infer<typeof reportQueueResponseSchema>;

/** Body of `POST /api/admin/reviews/{reviewId}/decision`: keep it, or hide it with a reason. */
export const decisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('keep') }),
    z.object({
      decision: z.literal('hide'),
      reason: trimmedText(REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX, () => m.hideReason),
    }),
  ],
  { error: () => m.decision },
);
export type DecisionBody = z.output<typeof decisionBodySchema>;

/** Answer of a decision: what was decided and how many pending reports it closed. */
export const decisionResponseSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  closedReports: z.number().int(),
});

/** Answer of the deletions (own review, own reply). */
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * Answer of `GET /api/gyms/{gymId}/reviews/me`: what the signed-in account may do with this gym's
 * reviews — its own review, whether it may write one now (a member with a visit in the window and no
 * review yet), whether it answers them (the gym's partner).
 */
export const reviewViewerResponseSchema = z
  .object({ own: reviewSchema.nullable(), canWrite: z.boolean(), canReply: z.boolean() })
  .meta({ id: 'ReviewViewer' });
export type ReviewViewerResponse = z.infer<typeof reviewViewerResponseSchema>;
