/**
 * HTTP routes of the plans of credits (ADR 0045), mounted under `/api`: `GET /credit-plans` (anyone: the
 * active plans), `GET /admin/credit-plans` (administrators: every plan, inactive too), `POST
 * /admin/credit-plans` and `PUT /admin/credit-plans/{id}` (administrators with their second factor
 * verified in the last minutes, as payouts: ADR 0019). A new price applies from the next month charged
 * (renewals read the plan's price then). Schemas come from `src/shared/contract/credits.ts`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, idParamsSchema } from '../../../../shared/contract/common';
import {
  creditPlanBodySchema,
  creditPlanResponseSchema,
  creditPlansResponseSchema,
  type CreditPlanBody,
} from '../../../../shared/contract/credits';
import { creditMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/sql-state';
import { adminReauthenticated, REAUTH_NOTE } from '../../admin-guard';
import { adminSessionRoutes, publicRoutes } from '../../session-routes';
import {
  insertCreditPlan,
  selectActiveCreditPlans,
  selectAllCreditPlans,
  toCreditPlan,
  updateCreditPlan,
  type CreditPlanRow,
} from './queries';

/** Options of {@link creditPlanRoutes}. */
export interface CreditPlanRoutesOptions {
  db: Database;
}

/** Runs a plan write, answering a taken name as 409 {@link creditMessages.planNameTaken}. */
async function savePlan(write: () => Promise<CreditPlanRow | null>): Promise<CreditPlanRow | null> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', creditMessages.planNameTaken, { name: creditMessages.planNameTaken });
    throw error;
  }
}

const BODY_NOTE =
  'Body: `name` 2–60 characters, unique (case aside); `creditsPerMonth` 1–200; `monthlyPrice` ARS > 0 ' +
  '(`{"$numberDecimal": "24999.00"}`); `active` (default true: a plan is never deleted, only made ' +
  'inactive, and members keep it). 400 with the Spanish text of the field; 409 a name taken.';

/** Registers the plan routes (see module doc). */
export const creditPlanRoutes: FastifyPluginAsync<CreditPlanRoutesOptions> = async (fastify, { db }) => {
  const admin = adminSessionRoutes(fastify);
  // Prices are money: writes need the second factor verified recently, as payouts do (ADR 0019).
  const reauth = adminSessionRoutes(fastify, adminReauthenticated);

  publicRoutes(fastify, { tags: ['credits'], refusals: {} }).get(
    '/credit-plans',
    {
      summary: 'The active plans of Pase BuscaGym',
      description:
        'Anyone may read them: credits added each paid month and the monthly price, fewest credits first.',
      response: { 200: creditPlansResponseSchema },
    },
    async () => ({ plans: (await selectActiveCreditPlans(db)).map(toCreditPlan) }),
  );

  admin.get(
    '/admin/credit-plans',
    {
      summary: 'Every plan of Pase BuscaGym, inactive ones too (administrators)',
      description:
        'Fewest credits first, then by name. Members see only the active ones (`GET /credit-plans`).',
      response: { 200: creditPlansResponseSchema },
    },
    async () => ({ plans: (await selectAllCreditPlans(db)).map(toCreditPlan) }),
  );

  reauth.post(
    '/admin/credit-plans',
    {
      summary: 'Creates a plan of Pase BuscaGym (administrators)',
      description: BODY_NOTE + REAUTH_NOTE,
      body: creditPlanBodySchema,
      response: { 201: creditPlanResponseSchema, ...errorResponses(409) },
    },
    async (request, _session, reply) => {
      const row = await savePlan(() => insertCreditPlan(db, request.body as CreditPlanBody));
      return reply.code(201).send({ plan: toCreditPlan(row as CreditPlanRow) });
    },
  );

  reauth.put(
    '/admin/credit-plans/:id',
    {
      summary: 'Edits a plan of Pase BuscaGym (administrators)',
      description: `${BODY_NOTE} A new price applies from each member's next month charged. 404 unknown plan.${REAUTH_NOTE}`,
      params: idParamsSchema,
      body: creditPlanBodySchema,
      response: { 200: creditPlanResponseSchema, ...errorResponses(404, 409) },
    },
    async (request) => {
      const row = await savePlan(() =>
        updateCreditPlan(db, request.params.id, request.body as CreditPlanBody),
      );
      if (!row) throw new AppError('NOT_FOUND', creditMessages.planNotFound);
      return { plan: toCreditPlan(row) };
    },
  );
};
