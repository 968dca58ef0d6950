/**
 * HTTP route of a partner's monthly statement (docs/architecture.md §5.1, ADR 0042), mounted under
 * `/api/partner/statement`: `GET /{id}?month=YYYY-MM[&format=csv]`, the partner himself or an
 * administrator. Rules live in ./statement. Needs `app.sessions`.
 * @module
 */
import { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import { statementQuerySchema, statementResponseSchema } from '../../../shared/contract/ledger';
import { partnerIdParamsSchema } from '../../../shared/contract/partners';
import { ledgerMessages } from '../../../shared/messages/ledger';
import type { Database } from '../../db/client';
import { sessionPlugin } from '../session-routes';
import { partnerStatement, statementCsv } from './statement';

/** Options of {@link statementRoutes}. */
export interface StatementRoutesOptions {
  db: Database;
}

/** Registers the statement route (prefix given by the caller: `/api/partner/statement`). */
export const statementRoutes = sessionPlugin<StatementRoutesOptions>(
  { tags: ['partners'], refusals: errorResponses(400, 401, 403, 404) },
  (route, { db }) => {
    route.get(
      '/:id',
      {
        summary:
          "A partner's monthly statement: opening balance, sales, Pase BuscaGym visits, commission, refunds, payouts, closing",
        description:
          '`month` is `YYYY-MM` of Buenos Aires (not after the current one). Read from the ledger: `closing` = ' +
          '`opening` + `sales` + `visits` − `commission` − `refunds` − `payouts`, in `currency` (default the ' +
          "partner's own, its country's; `currencies` lists those its account has lines in); `visitLines` lists the " +
          'Pase BuscaGym visits paid in the month (day, gym, member name, class or visit, why, credits, amount). `format=csv` answers `text/csv` ' +
          "(UTF-8 with a byte order mark, `;` between fields, decimal comma). `id` is the partner's account id: " +
          'that partner or an administrator only.',
        params: partnerIdParamsSchema,
        querystring: statementQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: statementResponseSchema.or(z.string().meta({ description: 'CSV text' })) },
      },
      async (request, session, reply) => {
        const { month, format, currency } = request.query;
        const statement = await partnerStatement(db, session, request.params.id, month, currency);
        if (format === 'json') return statement;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${ledgerMessages.csvFileName(month)}"`)
          .header('cache-control', 'no-store')
          .send(statementCsv(statement));
      },
    );
  },
);
