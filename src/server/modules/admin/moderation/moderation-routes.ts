/**
 * HTTP routes of gym moderation (SPEC §1 administrator; ADR 0018 "Moderation"), mounted under
 * `/api/admin` beside ./routes.ts, with the same access rule: 401 for a visitor (before validation),
 * 400 for bad input, then 403 for a member or a partner (./guard.ts `adminOnly`). Schemas come from
 * `src/shared/contract/admin-moderation.ts`; rules live in ./moderation.ts. Also sets the handler of the
 * `moderation-mail` job. Needs `app.sessions` (accounts plugin), `app.mailer` and `app.jobs`
 * (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminGymListQuerySchema,
  adminGymListResponseSchema,
  adminGymParamsSchema,
  publishResponseSchema,
  unpublishBodySchema,
  unpublishResponseSchema,
} from '../../../../shared/contract/admin-moderation';
import { errorResponses } from '../../../../shared/contract/common';
import { QUEUES } from '../../../plugins/jobs';
import type { Database } from '../../../db/client';
import { adminSessionRoutes } from '../../session-routes';
import { listGyms, publishGym, unpublishGym, type ModerationContext } from './moderation';
import { deliverModerationMail } from './moderation-mail';

/** Options of {@link moderationRoutes}. */
export interface ModerationRoutesOptions {
  db: Database;
  /** BuscaGym's administration address, named in the partner's mail (`config.supportEmail`). */
  supportEmail: string;
}

/** Registers the moderation routes (prefix given by the caller: `/api/admin`) and the mail job's handler. */
export const moderationRoutes: FastifyPluginAsync<ModerationRoutesOptions> = async (
  fastify,
  { db, supportEmail },
) => {
  const route = adminSessionRoutes(fastify);
  const ctx: ModerationContext = { db, jobs: fastify.jobs };
  fastify.jobs.work(QUEUES.moderationMail.name, async (data) =>
    deliverModerationMail(db, fastify.mailer, supportEmail, data),
  );

  route.get(
    '/gyms',
    {
      summary: 'Every gym, published or not, with its partner and moderation, paged and searchable',
      description:
        '`q` finds a fragment of the name without regard to accents or case; `status` one of `published`, ' +
        '`unpublished` (by its partner), `moderated` (by an administrator), `planHeld`, `lockHeld`; `sort` ' +
        '`createdAt` or `name`, `order` `asc` or `desc` (default `createdAt` `desc`); `page` 1–500, `limit` ' +
        '1–100 (default 20). `total` is exact up to 1 000, then 1 000 with `totalIsEstimate`.',
      querystring: adminGymListQuerySchema,
      response: { 200: adminGymListResponseSchema },
    },
    async (request) => listGyms(db, request.query),
  );

  route.post(
    '/gyms/:id/unpublish',
    {
      summary: 'Unpublishes a gym with a reason; its partner is mailed and sees the reason',
      description:
        '`reason` 3–500 characters. At once the gym leaves the catalogue, the map and the shop, and its ' +
        'partner cannot publish it again (409 naming the reason) until an administrator publishes it. ' +
        'The partner gets a mail with the gym, the reason and how to reach support. 404 unknown gym; 409 ' +
        'when it is unpublished by an administrator already. Audit log `gym.unpublish`, same transaction.',
      params: adminGymParamsSchema,
      body: unpublishBodySchema,
      response: { 200: unpublishResponseSchema, ...errorResponses(404, 409) },
    },
    async (request, session) => unpublishGym(ctx, session, request.params.id, request.body),
  );

  route.post(
    '/gyms/:id/publish',
    {
      summary: 'Ends the moderation of a gym: published again unless its plan or a lock holds it',
      description:
        "Published only when its partner is not locked and the partner's plan in force has room; otherwise " +
        'it stays unpublished, `heldBy` `lock` (the unlock publishes it) or `plan` (paying a plan with room ' +
        'does), or `noPartner` (its account was deleted). 404 unknown gym; 409 when no administrator ' +
        'unpublished it. Audit log `gym.publish`, same transaction.',
      params: adminGymParamsSchema,
      response: { 200: publishResponseSchema, ...errorResponses(404, 409) },
    },
    async (request, session) => publishGym(ctx, session, request.params.id),
  );
};
