/**
 * The marketing list (SPEC §7 `GET /api/service/allusers`; ADR 0018), mounted under `/api/service`:
 * members who opted in to news, as JSON pages and as CSV. Administrators only.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { marketingQuerySchema, marketingResponseSchema } from '../../../../shared/contract/admin';
import { adminsOnly } from '../../route-access';
import { adminSessionRoutes } from '../../session-routes';
import { adminRefusals, adminTags } from '../../admin-guard';
import { listMarketingMembers, marketingCsv } from './marketing';
import type { AdminRoutesOptions } from '../accounts/routes';

/** Registers the marketing list (prefix given by the caller: `/api/service`). */
export const marketingRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify);
  const description =
    'Members who opted in to news by e-mail (active, not locked), newest opt-in first; opting out takes ' +
    'the member off at once. Administrators only.';

  route.get(
    '/allusers',
    {
      summary: 'The marketing list: members who opted in, paged',
      description: `${description} \`page\` 1–500, \`limit\` 1–100 (default 20).`,
      querystring: marketingQuerySchema,
      response: { 200: marketingResponseSchema },
    },
    async (request) => listMarketingMembers(db, request.query),
  );

  // Untyped on purpose: the answer is a stream of CSV text, which Fastify sends as it is (never serialized).
  fastify.get(
    '/allusers/csv',
    adminsOnly(fastify, {
      tags: adminTags,
      summary: 'The whole marketing list as CSV',
      description:
        `${description} \`text/csv\`: UTF-8 with a byte order mark, \`;\` between fields, CRLF, columns ` +
        'Nombre;Email;Alta en novedades (Buenos Aires time, "24/11/2026, 09:30").',
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'CSV text' }), ...adminRefusals },
    }),
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="buscagym-novedades.csv"')
        .header('cache-control', 'no-store')
        .send(marketingCsv(db)),
  );
};
