/**
 * The administrators' "Conciliación" calls (ADR 0044), mounted under `/api/admin`; administrators only
 * (./admin-guard through `adminSessionRoutes`). Schemas: src/shared/contract/reconciliation.ts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../../shared/contract/common';
import {
  mismatchAnswerSchema,
  mismatchListQuerySchema,
  mismatchListSchema,
  mismatchParamsSchema,
  runAnswerSchema,
  runBodySchema,
} from '../../../shared/contract/reconciliation';
import { answerProviderUnavailable } from '../payments/index';
import { adminSessionRoutes } from '../session-routes';
import type { ReconciliationDeps } from './second-payments';
import { listMismatches, markResolved } from './panel';
import { runReconciliation } from './service';

/** Registers the routes (prefix given by the caller: `/api/admin`). */
export const reconciliationRoutes: FastifyPluginAsync<{ deps: ReconciliationDeps }> = async (
  fastify,
  { deps },
) => {
  const route = adminSessionRoutes(fastify);

  route.get(
    '/reconciliation',
    {
      summary: 'Mismatches between the payment provider and BuscaGym: open first, then resolved (paged)',
      description:
        'Each mismatch says what happened (`kind`), the ids it is about, both amounts (null: that side has ' +
        'nothing) and what to do. `open` counts those not resolved. `page` 1-based, `limit` 1–100 (default 20).',
      querystring: mismatchListQuerySchema,
      response: { 200: mismatchListSchema },
    },
    async (request) => listMismatches(deps.db, request.query),
  );

  route.post(
    '/reconciliation/run',
    {
      summary: 'Runs the reconciliation now (as its daily job does)',
      description:
        '`days` back to compare (1–31, default 2). A second payment of one order is given back on the spot ' +
        'and listed as resolved; every other mismatch is listed open. Running again lists nothing twice. ' +
        '503 when the provider cannot be reached.',
      body: runBodySchema,
      response: { 200: runAnswerSchema, ...errorResponses(503) },
    },
    async (request) => {
      const report = await runReconciliation(deps, { days: request.body.days }).catch((error: unknown) =>
        answerProviderUnavailable(error, request.log, 'reconciliation: provider unavailable'),
      );
      return { ...report, from: report.from.toISOString(), to: report.to.toISOString() };
    },
  );

  route.post(
    '/reconciliation/:id/resolve',
    {
      summary: 'Marks a mismatch resolved (the administrator did what it says)',
      params: mismatchParamsSchema,
      response: { 200: mismatchAnswerSchema, ...errorResponses(404, 409) },
    },
    async (request, session) => ({
      mismatch: await markResolved(deps.db, request.params.id, session.userId),
    }),
  );
};
