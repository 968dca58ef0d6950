/**
 * HTTP routes of the administrators' finances (SPEC §7 admin calls; ADR 0015, ADR 0018), mounted under
 * `/api/admin`: every partner's sales and the summary by range and month (a partner's balance due and the
 * payouts to its CBU are the payouts module's, ADR 0043). Administrators only. Schemas come from
 * `src/shared/contract/admin-finances.ts`; rules live in ./finances.ts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminSalesQuerySchema,
  adminSalesResponseSchema,
  adminSalesSummaryQuerySchema,
  adminSalesSummaryResponseSchema,
} from '../../../../shared/contract/admin-finances';
import { SALES_MAX_RANGE_DAYS } from '../../../../shared/constants/sales';
import { adminSessionRoutes } from '../../session-routes';
import { listAllSales, salesSummary } from './finances';
import type { AdminRoutesOptions } from '../accounts/routes';

/** Registers the finance routes (prefix given by the caller: `/api/admin`). */
export const adminFinanceRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify);

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
};
