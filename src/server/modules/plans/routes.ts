/**
 * HTTP route of the partners' subscription plans (SPEC §7 service calls; ADR 0007), mounted
 * under `/api/service/plans`. Public: anyone may compare the plans before signing up as a partner.
 * @module
 */
import { plansResponseSchema } from '../../../shared/contract/plans';
import type { Database } from '../../db/client';
import { publicPlugin } from '../session-routes';
import { listPlans } from './service';

/** Options of {@link planRoutes}. */
export interface PlanRoutesOptions {
  db: Database;
}

/** Registers the plan routes (prefix given by the caller: `/api/service/plans`). */
export const planRoutes = publicPlugin<PlanRoutesOptions>({ tags: ['partners'] }, (route, { db }) => {
  route.get(
    '/all',
    {
      summary: "The partners' subscription plans (public)",
      description:
        'Every plan, cheapest first: `_id` is the plan code (`free`, `standar`, `premium`, `golden`), ' +
        '`maxGyms` and `maxServicesPerGym` are the limits the server enforces, `commissionPercent` is ' +
        "BuscaGym's share of each sale in %, `monthlyPrice` is ARS per month. Every partner starts on " +
        '`free`; a partner chooses another with `PUT /api/partner/profile/plan/{id}`.',
      response: { 200: plansResponseSchema },
    },
    async () => ({ plans: await listPlans(db) }),
  );
});
