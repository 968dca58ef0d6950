/**
 * HTTP routes of the partner profile (SPEC §7 partner calls; §4 "partner profile load"), mounted
 * under `/api/partner`. Schemas come from `src/shared/contract/partners.ts`; rules live in ./service.
 * Needs `app.sessions` (the accounts plugin, registered first).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/contract/common';
import { partnerIdParamsSchema, partnerProfileResponseSchema } from '../../../shared/contract/partners';
import type { Database } from '../../db/client';
import { readPartnerProfile } from './service';

/** Options of {@link partnerRoutes}. */
export interface PartnerRoutesOptions {
  db: Database;
}

/** Registers the partner routes (prefix given by the caller: `/api/partner`). */
export const partnerRoutes: FastifyPluginAsync<PartnerRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/profile/:id',
    {
      onRequest: fastify.sessions.guard,
      schema: {
        tags: ['partners'],
        summary: "A partner's profile: that partner or an admin only",
        description: "`id` is the partner's account id (`userId`), not the profile's `_id`.",
        params: partnerIdParamsSchema,
        response: {
          200: partnerProfileResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await fastify.sessions.require(request);
      return { partner: await readPartnerProfile(db, session, request.params.id) };
    },
  );
};
