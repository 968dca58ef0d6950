/**
 * HTTP routes of the partner's sales (SPEC §7 `GET /api/partner/sales/{id}` and
 * `GET /api/partner/sales/allsales/{id}`), mounted under `/api/partner/sales`. Schemas come from
 * `src/shared/contract/sales.ts`; rules live in ./service. Needs `app.sessions`.
 * @module
 */
import { errorResponses } from '../../../shared/contract/common';
import { partnerIdParamsSchema } from '../../../shared/contract/partners';
import {
  salesFiguresResponseSchema,
  salesFilterSchema,
  salesListQuerySchema,
  salesListResponseSchema,
} from '../../../shared/contract/sales';
import type { Database } from '../../db/client';
import { sessionPlugin } from '../session-routes';
import { listSales, salesFigures } from './service';

/** Options of {@link salesRoutes}. */
export interface SalesRoutesOptions {
  db: Database;
}

const tags = ['partners'];
const refusals = errorResponses(400, 401, 403, 404);
const rangeNote =
  '`from`/`to` are days of Buenos Aires (`YYYY-MM-DD`, both included; default the last 30 days), `gym` ' +
  "one of the partner's gyms, `product` `membership` or a gym service id. `id` is the partner's account " +
  'id: that partner or an administrator only. Money beside its `currency` (ISO 4217), summed per currency: ' +
  "`totals` and `byMonth` in the partner's own (its country's), `byCurrency` in each.";

/** Registers the sales routes (prefix given by the caller: `/api/partner/sales`). */
export const salesRoutes = sessionPlugin<SalesRoutesOptions>({ tags, refusals }, (route, { db }) => {
  route.get(
    '/allsales/:id',
    {
      summary: "A partner's sales figures: totals, by month, by gym and product, clients, passes, balance",
      description: `${rangeNote} \`byMonth\` is the 12 months ending with the month of \`to\`.`,
      params: partnerIdParamsSchema,
      querystring: salesFilterSchema,
      response: { 200: salesFiguresResponseSchema },
    },
    async (request, session) => salesFigures(db, session, request.params.id, request.query),
  );

  route.get(
    '/:id',
    {
      summary: "A partner's sales, newest first, paged",
      description: `${rangeNote} \`page\` from 1, \`limit\` 1–100 (default 20). \`buyer\` is a first name and an initial.`,
      params: partnerIdParamsSchema,
      querystring: salesListQuerySchema,
      response: { 200: salesListResponseSchema },
    },
    async (request, session) => listSales(db, session, request.params.id, request.query),
  );
});
