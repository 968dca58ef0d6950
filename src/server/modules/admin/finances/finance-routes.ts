/**
 * HTTP routes of the administrators' finances (SPEC §7 admin calls; ADR 0015, ADR 0018), mounted under
 * `/api/admin`: every partner's sales, the summary by range and month, a partner's balance due and the
 * payouts to its CBU. Administrators only, payouts after a recent second factor (ADR 0019). Schemas come
 * from `src/shared/contract/admin-finances.ts`; rules live in ./finances.ts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminSalesQuerySchema,
  adminSalesResponseSchema,
  adminSalesSummaryQuerySchema,
  adminSalesSummaryResponseSchema,
  partnerBalanceResponseSchema,
  partnerIdParamsSchema,
  payoutBodySchema,
  payoutHeadersSchema,
  payoutResponseSchema,
} from '../../../../shared/contract/admin-finances';
import { errorResponses } from '../../../../shared/contract/common';
import { SALES_MAX_RANGE_DAYS } from '../../../../shared/constants/sales';
import { adminSessionRoutes } from '../../session-routes';
import { listAllSales, readPartnerBalance, recordPayout, salesSummary } from './finances';
import { adminReauthenticated, REAUTH_NOTE } from '../../admin-guard';
import type { AdminRoutesOptions } from '../accounts/routes';

/** Registers the finance routes (prefix given by the caller: `/api/admin`). */
export const adminFinanceRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify);
  const reauth = adminSessionRoutes(fastify, adminReauthenticated);

  const salesFilters =
    `\`from\`/\`to\` Buenos Aires days, both included (default the last 30 days; at most ${SALES_MAX_RANGE_DAYS}), \`gym\` a gym id, ` +
    '`product` `membership` or a gym service id, `partner` a partner account id (absent: every partner).';

  route.get(
    '/sales',
    {
      summary: "Every partner's sales, newest first, paged (the columns of a partner's sales list)",
      description:
        `${salesFilters} \`page\` 1-based, \`limit\` 1–100 (default 20). Each sale names its partner ` +
        '(null: none, or its account was deleted). `total` counts from the daily sums.',
      querystring: adminSalesQuerySchema,
      response: { 200: adminSalesResponseSchema },
    },
    async (request) => listAllSales(db, request.query),
  );

  route.get(
    '/sales/summary',
    {
      summary:
        "Gross, commission (BuscaGym's revenue) and net by range and month; paid plan revenue by month",
      description:
        `${salesFilters} \`totals\` covers the range; \`byMonth\` the 12 Buenos Aires months ending with ` +
        "the range's (up to `to`), from the daily sums; `plans` the paid plan orders of those months, apart " +
        "(no filter applies to them). Each partner's balance due: `GET /api/admin/partners/{id}/balance`.",
      querystring: adminSalesSummaryQuerySchema,
      response: { 200: adminSalesSummaryResponseSchema },
    },
    async (request) => salesSummary(db, request.query),
  );

  route.get(
    '/partners/:id/balance',
    {
      summary: "A partner's balance due, its CBU and its latest payouts",
      description:
        '`due` is `net` (every sale, net of commission, from the daily sums) minus `paidOut`, ARS, as in the ' +
        "partner's own figures and `allpartners`; `cbu` the one on the partner's profile now (null: none, no " +
        'payout can be recorded). The latest 24 payouts, newest first. 404 for an account without a partner profile.',
      params: partnerIdParamsSchema,
      response: { 200: partnerBalanceResponseSchema, ...errorResponses(404) },
    },
    async (request) => readPartnerBalance(db, request.params.id),
  );

  reauth.post(
    '/payouts',
    {
      summary: "Records a transfer of a partner's balance due to its CBU",
      description:
        'Send a new `Idempotency-Key` (16–100 of `[A-Za-z0-9_-]`, e.g. a UUID) per payout: the same key ' +
        'answers the same payout again (200) instead of recording another (201); the same key with other ' +
        'values is a 409. `amount` ARS > 0 and at most the balance due (409 naming the balance); `paidAt` ' +
        "the Buenos Aires day the money left (not after today); `reference` the bank's, one payout per " +
        'partner and reference (409). The CBU is copied from the partner profile (400 when it has none). ' +
        `Written to the audit log (\`payout.record\`, balance before and after) in the same transaction.${REAUTH_NOTE}`,
      headers: payoutHeadersSchema,
      body: payoutBodySchema,
      response: {
        200: payoutResponseSchema,
        201: payoutResponseSchema,
        ...errorResponses(404, 409),
      },
    },
    async (request, session, reply) => {
      const { created, ...result } = await recordPayout(
        db,
        session,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );
};
