/**
 * HTTP route of the partners' subscription plans (SPEC §7 service calls; ADR 0007), mounted
 * under `/api/service/plans`. Public: anyone may compare the plans before signing up as a partner.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '../../../shared/contract/plans';
import type { Database } from '../../db/client';
import { listPlans } from './service';

/** Options of {@link planRoutes}. */
export interface PlanRoutesOptions {
  db: Database;
}

/** Registers the plan routes (prefix given by the caller: `/api/service/plans`). */
export const planRoutes: FastifyPluginAsync<PlanRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/all',
    {
      schema: {
        tags: ['partners'],
        summary: "The partners' subscription plans (public)",
        description:
          'Every plan, cheapest first: `_id` is the plan code (`free`, `standar`, `premium`, `golden`), ' +
          '`maxGyms` and `maxServicesPerGym` are the limits the server enforces, `commissionPercent` is ' +
          "BuscaGym's share of each sale in %, `monthlyPrice` is ARS per month. Every partner starts on " +
          '`free`; a partner chooses another with `PUT /api/partner/profile/plan/{id}`.',
        response: { 200: plansResponseSchema },
      },
    },
    async () => ({ plans: await listPlans(db) }),
  );
};
