/**
 * HTTP routes of gym claims (ADR 0025 "Claims"): {@link partnerClaimRoutes} under `/api/partner`
 * (`POST gyms/{id}/claim`, `POST claims/{id}/verify`, `GET claims`) and {@link adminClaimRoutes} under
 * `/api/admin/claims`. Schemas come from `src/shared/contract/claims.ts`; rules live in ./service.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM_MAX_ATTEMPTS,
  CLAIM_RATE_MAX,
  CLAIM_RATE_WINDOW_MS,
  CLAIM_VERIFY_RATE_MAX,
} from '../../../shared/constants/claims';
import {
  claimBodySchema,
  claimGymParamsSchema,
  claimListResponseSchema,
  claimParamsSchema,
  claimQueueQuerySchema,
  claimQueueResponseSchema,
  claimRejectBodySchema,
  claimResponseSchema,
  claimVerifyBodySchema,
} from '../../../shared/contract/claims';
import { errorResponses } from '../../../shared/contract/common';
import { claimMessages as m } from '../../../shared/messages/claims';
import { AppError } from '../../app-error';
import { adminOnly } from '../admin-guard';
import { sessionRoutes } from '../session-routes';
import { approveClaim, claimQueue, rejectClaim } from './decisions';
import { claimGym, listOwnClaims, verifyClaim, type ClaimContext } from './service';

const tags = ['claims'];
const hour = CLAIM_RATE_WINDOW_MS / 60_000;

/** Options of both plugins. */
export type ClaimRoutesOptions = ClaimContext;

/** `POST /gyms/{id}/claim`, `POST /claims/{id}/verify`, `GET /claims` (prefix `/api/partner`). */
export const partnerClaimRoutes: FastifyPluginAsync<ClaimRoutesOptions> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags });
  /** Per account, after the session check (counted in Redis when REDIS_URL is set). */
  const perAccount = (name: string, max: number) => ({
    rateLimit: {
      max,
      timeWindow: CLAIM_RATE_WINDOW_MS,
      keyGenerator: async (request: FastifyRequest) =>
        `${name}:${(await fastify.sessions.read(request))?.userId ?? request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new AppError('TOO_MANY_REQUESTS', m.rateLimited(context.ttl)),
    },
  });

  app.post(
    '/gyms/:id/claim',
    {
      onRequest: fastify.sessions.guard,
      config: perAccount('claim', CLAIM_RATE_MAX),
      schema: {
        tags,
        summary: '"¿Es tu gimnasio?": claim an active gym without owner (partners)',
        description:
          'With the gym’s e-mail on file the claim is `code_sent` and a 6-digit code is mailed there ' +
          '(`emailHint` says where, masked); otherwise it is `pending` for the administrators. 201 for a ' +
          'new claim; 200 with the partner’s open claim of the gym (no new mail; once its code expired a ' +
          'new claim starts). 409 when the gym has an owner or the partner’s plan allows no more gyms. ' +
          `At most ${CLAIM_RATE_MAX} calls per account every ${hour} minutes.`,
        params: claimGymParamsSchema,
        body: claimBodySchema,
        response: {
          200: claimResponseSchema,
          201: claimResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const { claim, created } = await claimGym(ctx, session, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ claim });
    },
  );

  app.post(
    '/claims/:id/verify',
    {
      onRequest: fastify.sessions.guard,
      config: perAccount('claim-verify', CLAIM_VERIFY_RATE_MAX),
      schema: {
        tags,
        summary: 'Type the code mailed to the gym: the gym becomes yours at once (partners)',
        description:
          `400 for a wrong code; the ${CLAIM_MAX_ATTEMPTS}th wrong code cancels the claim. 410 once the ` +
          'code expired (the claim is cancelled: claim again). 409 "Otro socio ya reclamó este gimnasio" ' +
          'when another partner got it first.',
        params: claimParamsSchema,
        body: claimVerifyBodySchema,
        response: { 200: claimResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => ({
      claim: await verifyClaim(
        ctx,
        await fastify.sessions.require(request),
        request.params.id,
        request.body.code,
      ),
    }),
  );

  route.get(
    '/claims',
    {
      summary: 'Your claims of gyms, newest first (partners)',
      response: { 200: claimListResponseSchema, ...errorResponses(401, 403) },
    },
    async (request, session, reply) => {
      void reply.header('cache-control', 'no-store');
      return listOwnClaims(ctx.db, session);
    },
  );
};

/** `GET /`, `POST /{id}/approve`, `POST /{id}/reject` (prefix `/api/admin/claims`). */
export const adminClaimRoutes: FastifyPluginAsync<ClaimRoutesOptions> = async (fastify, ctx) => {
  const admin = sessionRoutes(fastify, { tags, rule: adminOnly });
  admin.get(
    '/',
    {
      summary: 'Claims in a status, oldest first: pending ones by default (administrators)',
      querystring: claimQueueQuerySchema,
      response: { 200: claimQueueResponseSchema, ...errorResponses(400, 401, 403) },
    },
    async (request) => claimQueue(ctx.db, request.query.status),
  );
  admin.post(
    '/:id/approve',
    {
      summary: 'Approve a pending claim: the gym goes to its partner (administrators; audited)',
      description: '409 when the gym has an owner by now or the partner’s plan allows no more gyms.',
      params: claimParamsSchema,
      response: { 200: claimResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => ({
      claim: await approveClaim(ctx, session, request.params.id),
    }),
  );
  admin.post(
    '/:id/reject',
    {
      summary: 'Reject a pending claim with a reason, which the partner reads (administrators; audited)',
      params: claimParamsSchema,
      body: claimRejectBodySchema,
      response: { 200: claimResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => ({
      claim: await rejectClaim(ctx, session, request.params.id, request.body.reason),
    }),
  );
};
