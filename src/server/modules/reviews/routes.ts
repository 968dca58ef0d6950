/**
 * HTTP routes of reviews (ADR 0024): {@link gymReviewRoutes} under `/api/gyms` (the public list, and
 * the member's own review), {@link reviewActionRoutes} (the partner's reply under `/api/partner/reviews`,
 * reports under `/api/reviews`) and {@link adminReviewRoutes} under `/api/admin/reviews`. Schemas come
 * from `src/shared/contract/reviews.ts`; rules live in ./service and ./moderation. Needs `app.sessions`
 * and `app.jobs`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../../shared/contract/common';
import {
  decisionBodySchema,
  decisionResponseSchema,
  deletedResponseSchema,
  replyBodySchema,
  reportBodySchema,
  reportQueueResponseSchema,
  reportResponseSchema,
  reviewBodySchema,
  reviewGymParamsSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewViewerResponseSchema,
} from '../../../shared/contract/reviews';
import type { Database } from '../../db/client';
import { adminOnly } from '../admin-guard';
import type { z } from 'zod';
import type { SessionUser } from '../../plugins/session';
import { publicRoutes, sessionPlugin, sessionRoutes, type SessionRoutes } from '../session-routes';
import { decideReview, removeReply, replyToReview, reportQueue, reportReview } from './moderation';
import { createReview, deleteOwnReview, editOwnReview, listReviews, reviewViewer } from './service';

/** Options of the three plugins. */
export interface ReviewRoutesOptions {
  db: Database;
  /** The database of the public list (read replicas, ADR 0032); default `db`. */
  readDb?: Database;
}

const tags = ['reviews'];
/** What the writes of one's own review or reply may refuse: a bad request, no session, not theirs, gone. */
const writeRefusals = errorResponses(400, 401, 403, 404);

/** What {@link removal} declares. */
interface Removal<P extends z.ZodType> {
  summary: string;
  params: P;
  /** Deletes what the path names for the caller, or throws the refusal. */
  remove: (params: z.output<P>, session: SessionUser) => Promise<void>;
}

/** Declares `DELETE url` on `route`: `remove` runs for the caller and the answer is `{deleted: true}`. */
function removal<const P extends z.ZodType>(
  route: SessionRoutes,
  url: string,
  { remove, ...words }: Removal<P>,
) {
  // `remove` is typed by `P` where it is written; the params schema is general here.
  const schema = { ...words, params: words.params as z.ZodType, response: { 200: deletedResponseSchema } };
  route.delete(url, schema, async (request, session) => {
    await remove(request.params as z.output<P>, session);
    return { deleted: true as const };
  });
}

/**
 * `GET`/`POST /api/gyms/{gymId}/reviews`, `GET …/reviews/me`, `PUT`/`DELETE …/reviews/mine` (prefix given
 * by the caller).
 */
export const gymReviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (fastify, { db, readDb }) => {
  const open = publicRoutes(fastify, { tags });
  const route = sessionRoutes(fastify, { tags });
  const mine = sessionRoutes(fastify, { tags, refusals: writeRefusals });
  open.get(
    '/:gymId/reviews',
    {
      summary: "A published gym's visible reviews and rating figures (public)",
      description:
        '`sort` `recent` (default), `rating_desc` or `rating_asc`; `average` is the plain mean to 0.1 and ' +
        '`score` the Bayesian average toward the catalogue mean (ADR 0024), both null without reviews.',
      params: reviewGymParamsSchema,
      querystring: reviewListQuerySchema,
      response: { 200: reviewListResponseSchema, ...errorResponses(400, 404) },
    },
    async (request) => listReviews(readDb ?? db, request.params.gymId, request.query),
  );
  mine.post(
    '/:gymId/reviews',
    {
      summary: 'Review a gym you visited in the last 120 days (members; one review per gym)',
      params: reviewGymParamsSchema,
      body: reviewBodySchema,
      response: { 201: reviewResponseSchema, ...errorResponses(409) },
    },
    async (request, session, reply) =>
      reply.code(201).send(await createReview(db, session, request.params.gymId, request.body, fastify.jobs)),
  );
  route.get(
    '/:gymId/reviews/me',
    {
      summary:
        'Your review of this gym and what you may do: write one (members who went) or answer (its partner)',
      params: reviewGymParamsSchema,
      response: { 200: reviewViewerResponseSchema, ...errorResponses(400, 401, 404) },
    },
    async (request, session, reply) => {
      void reply.header('cache-control', 'no-store');
      return reviewViewer(db, session, request.params.gymId);
    },
  );
  mine.put(
    '/:gymId/reviews/mine',
    {
      summary: 'Edit your review of this gym (shown as edited)',
      params: reviewGymParamsSchema,
      body: reviewBodySchema,
      response: { 200: reviewResponseSchema },
    },
    async (request, session) => editOwnReview(db, session, request.params.gymId, request.body),
  );
  removal(mine, '/:gymId/reviews/mine', {
    summary: 'Remove your review of this gym',
    params: reviewGymParamsSchema,
    remove: ({ gymId }, session) => deleteOwnReview(db, session, gymId),
  });
};

/** `PUT`/`DELETE /api/partner/reviews/{reviewId}/reply` (prefix `/api/partner/reviews`). */
export const partnerReviewRoutes = sessionPlugin<ReviewRoutesOptions>(
  { tags, refusals: writeRefusals },
  (route, { db }) => {
    route.put(
      '/:reviewId/reply',
      {
        summary: "Answer a review of your gym, or edit your answer (the gym's partner)",
        params: reviewParamsSchema,
        body: replyBodySchema,
        response: { 200: reviewResponseSchema },
      },
      async (request, session) => replyToReview(db, session, request.params.reviewId, request.body.text),
    );
    removal(route, '/:reviewId/reply', {
      summary: 'Remove your answer to a review',
      params: reviewParamsSchema,
      remove: ({ reviewId }, session) => removeReply(db, session, reviewId),
    });
  },
);

/** `POST /api/reviews/{reviewId}/reports` (prefix `/api/reviews`). */
export const reportRoutes = sessionPlugin<ReviewRoutesOptions>({ tags }, (route, { db }) => {
  route.post(
    '/:reviewId/reports',
    {
      summary: 'Report a review to the administrators, with a reason (anyone signed in)',
      params: reviewParamsSchema,
      body: reportBodySchema,
      response: { 201: reportResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session, reply) => {
      return reply
        .code(201)
        .send(await reportReview(db, session, request.params.reviewId, request.body.reason));
    },
  );
});

/** `GET /api/admin/reviews/reports`, `POST /api/admin/reviews/{reviewId}/decision` (prefix `/api/admin/reviews`). */
export const adminReviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (fastify, { db }) => {
  const admin = sessionRoutes(fastify, { tags, rule: adminOnly });
  admin.get(
    '/reports',
    {
      summary: 'Reviews with open reports, oldest report first (administrators)',
      response: { 200: reportQueueResponseSchema, ...errorResponses(401, 403) },
    },
    async () => reportQueue(db),
  );
  admin.post(
    '/:reviewId/decision',
    {
      summary: 'Keep a reported review, or hide it with a reason (administrators; audited)',
      description: 'A hidden review leaves the list and the gym’s figures; its author gets a mail.',
      params: reviewParamsSchema,
      body: decisionBodySchema,
      response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) =>
      decideReview(db, fastify.jobs, session, request.params.reviewId, request.body),
  );
};
