/**
 * HTTP routes of administration (SPEC §7 admin calls; ADR 0018), mounted under `/api/admin`, and the
 * marketing list (SPEC §7 `GET /api/service/allusers`), mounted under `/api/service`. Administrators
 * only: 401 for a visitor (before validation), 400 for bad input, then 403 for a member or a partner
 * (./guard.ts). Schemas come from `src/shared/contract/admin.ts`; rules live in the sibling services.
 * Needs `app.sessions` (the accounts plugin, registered first).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountListQuerySchema,
  accountListResponseSchema,
  adminAccountDetailResponseSchema,
  adminUserParamsSchema,
  auditQuerySchema,
  auditResponseSchema,
  lockBodySchema,
  lockListQuerySchema,
  lockListResponseSchema,
  lockResponseSchema,
  marketingQuerySchema,
  marketingResponseSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  unlockParamsSchema,
  unlockResponseSchema,
} from '../../../shared/contract/admin';
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
} from '../../../shared/contract/admin-finances';
import { errorResponses } from '../../../shared/contract/common';
import { SALES_MAX_RANGE_DAYS } from '../../../shared/constants/sales';
import type { Database } from '../../db/client';
import { listAccounts, listPartners, readAccountForAdmin } from './accounts';
import { readAuditLog } from './audit';
import { listAllSales, readPartnerBalance, recordPayout, salesSummary } from './finances';
import { adminOnly, adminReauthenticated, REAUTH_NOTE } from './guard';
import { listLocks, lockAccount, unlockAccount } from './locks';
import { listMarketingMembers, marketingCsv } from './marketing';

/** Options of {@link adminRoutes} and {@link marketingRoutes}. */
export interface AdminRoutesOptions {
  db: Database;
}

const tags = ['admin'];
const refusals = errorResponses(400, 401, 403);
const listNote =
  '`q` finds a fragment of the name or e-mail without regard to accents or case; `sort` one of ' +
  '`createdAt`, `name`, `email`, `lastSignInAt` (never signed in counts as the oldest), `order` `asc` or ' +
  '`desc` (default `createdAt` `desc`); `page` 1–500, `limit` 1–100 (default 20). `total` is exact up to ' +
  '1 000, then 1 000 with `totalIsEstimate` (the count stops there). `state` keeps one state: `pending`, `active`, `locked`, `throttled`.';

/** Registers the administration routes (prefix given by the caller: `/api/admin`). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = { onRequest: fastify.sessions.guard, preHandler: adminOnly(fastify) };
  // Payouts and locks: a second factor verified within ADMIN_REAUTH_WINDOW_MS (ADR 0019).
  const reauthenticated = { onRequest: fastify.sessions.guard, preHandler: adminReauthenticated(fastify) };
  const session = (request: Parameters<typeof fastify.sessions.require>[0]) =>
    fastify.sessions.require(request);

  app.get(
    '/allusers',
    {
      ...access,
      schema: {
        tags,
        summary: 'Every account (members, partners, administrators), paged, searchable and sortable',
        description:
          `${listNote} \`state\` \`deleted\` lists the tombstones of deleted accounts (no name nor e-mail). ` +
          '`type` keeps one type. Health data is never part of the answer.',
        querystring: accountListQuerySchema,
        response: { 200: accountListResponseSchema, ...refusals },
      },
    },
    async (request) => listAccounts(db, request.query),
  );

  app.get(
    '/allpartners',
    {
      ...access,
      schema: {
        tags,
        summary:
          'Every partner with its plan, number of gyms and balance due, paged, searchable and sortable',
        description: `${listNote} \`balance\` is net sales minus payouts (ARS), as in the partner's sales figures.`,
        querystring: partnerListQuerySchema,
        response: { 200: partnerListResponseSchema, ...refusals },
      },
    },
    async (request) => listPartners(db, request.query),
  );

  app.get(
    '/userId/:id',
    {
      ...access,
      schema: {
        tags,
        summary: 'One account in full for administration (a deleted one as its tombstone)',
        description:
          'State, sessions, lock, sign-in throttling, partner plan, gyms and balance, marketing opt-in. A ' +
          'deleted account answers `state: deleted` with `name` and `email` null. Never health data.',
        params: adminUserParamsSchema,
        response: { 200: adminAccountDetailResponseSchema, ...refusals, ...errorResponses(404) },
      },
    },
    async (request) => ({ admin: await readAccountForAdmin(db, request.params.id) }),
  );

  app.get(
    '/lockaccounts',
    {
      ...access,
      schema: {
        tags,
        summary:
          'Locked accounts and banned e-mails (newest first), and accounts throttled by failed sign-ins',
        description:
          '`q` finds a fragment of the e-mail or the account name; `page`, `limit` as in the other lists. ' +
          '`throttled` lists the accounts that failed sign-ins hold right now (ADR 0010), not paged.',
        querystring: lockListQuerySchema,
        response: { 200: lockListResponseSchema, ...refusals },
      },
    },
    async (request) => listLocks(db, request.query),
  );

  app.post(
    '/lockaccounts',
    {
      ...reauthenticated,
      schema: {
        tags,
        summary: 'Locks an account (by `userId`) or bans an e-mail (by `email`), with a reason',
        description:
          'Exactly one of `email` and `userId`; `reason` 3–500 characters. At once: every session of the ' +
          "account ends, sign-in (password and Google), registration and reset refuse the e-mail, and a partner's " +
          'published gyms are unpublished until the unlock. An administrator cannot be locked, not even by ' +
          'itself (403); an e-mail already locked is a 409; an unknown `userId` a 404. Written to the audit log ' +
          `in the same transaction.${REAUTH_NOTE}`,
        body: lockBodySchema,
        response: { 201: lockResponseSchema, ...refusals, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const result = await lockAccount(db, await session(request), request.body);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/lockaccounts/:email',
    {
      ...reauthenticated,
      schema: {
        tags,
        summary: 'Unlocks an e-mail: its account may sign in again and its held gyms are published again',
        description:
          'Publishes exactly the gyms the lock unpublished, oldest first, while the plan in force allows; the ' +
          'rest stay unpublished, held by the plan (`gymsPlanHeld`, ADR 0017). 404 when the e-mail is not ' +
          `locked. Written to the audit log in the same transaction.${REAUTH_NOTE}`,
        params: unlockParamsSchema,
        response: { 200: unlockResponseSchema, ...refusals, ...errorResponses(404) },
      },
    },
    async (request) => unlockAccount(db, await session(request), request.params.email),
  );

  const salesFilters =
    `\`from\`/\`to\` Buenos Aires days, both included (default the last 30 days; at most ${SALES_MAX_RANGE_DAYS}), \`gym\` a gym id, ` +
    '`product` `membership` or a gym service id, `partner` a partner account id (absent: every partner).';

  app.get(
    '/sales',
    {
      ...access,
      schema: {
        tags,
        summary: "Every partner's sales, newest first, paged (the columns of a partner's sales list)",
        description:
          `${salesFilters} \`page\` 1-based, \`limit\` 1–100 (default 20). Each sale names its partner ` +
          '(null: none, or its account was deleted). `total` counts from the daily sums.',
        querystring: adminSalesQuerySchema,
        response: { 200: adminSalesResponseSchema, ...refusals },
      },
    },
    async (request) => listAllSales(db, request.query),
  );

  app.get(
    '/sales/summary',
    {
      ...access,
      schema: {
        tags,
        summary:
          "Gross, commission (BuscaGym's revenue) and net by range and month; paid plan revenue by month",
        description:
          `${salesFilters} \`totals\` covers the range; \`byMonth\` the 12 Buenos Aires months ending with ` +
          "the range's (up to `to`), from the daily sums; `plans` the paid plan orders of those months, apart " +
          "(no filter applies to them). Each partner's balance due: `GET /api/admin/partners/{id}/balance`.",
        querystring: adminSalesSummaryQuerySchema,
        response: { 200: adminSalesSummaryResponseSchema, ...refusals },
      },
    },
    async (request) => salesSummary(db, request.query),
  );

  app.get(
    '/partners/:id/balance',
    {
      ...access,
      schema: {
        tags,
        summary: "A partner's balance due, its CBU and its latest payouts",
        description:
          '`due` is `net` (every sale, net of commission, from the daily sums) minus `paidOut`, ARS, as in the ' +
          "partner's own figures and `allpartners`; `cbu` the one on the partner's profile now (null: none, no " +
          'payout can be recorded). The latest 24 payouts, newest first. 404 for an account without a partner profile.',
        params: partnerIdParamsSchema,
        response: { 200: partnerBalanceResponseSchema, ...refusals, ...errorResponses(404) },
      },
    },
    async (request) => readPartnerBalance(db, request.params.id),
  );

  app.post(
    '/payouts',
    {
      ...reauthenticated,
      schema: {
        tags,
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
          ...refusals,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await recordPayout(
        db,
        await session(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/audit',
    {
      ...access,
      schema: {
        tags,
        summary: 'The audit log of administrative actions, newest first, filtered and paged',
        description:
          '`actor` an administrator id, `action` `account.lock`, `account.unlock`, `payout.record`, `gym.unpublish` ' +
          'or `gym.publish`, `targetType` `account`, `email` or `gym` and `target` its id, `from`/`to` ISO 8601 ' +
          'instants (both included). Append-only: ' +
          'entries are never changed nor removed.',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...refusals },
      },
    },
    async (request) => readAuditLog(db, request.query),
  );
};

/** Registers the marketing list (prefix given by the caller: `/api/service`). */
export const marketingRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = { onRequest: fastify.sessions.guard, preHandler: adminOnly(fastify) };
  const description =
    'Members who opted in to news by e-mail (active, not locked), newest opt-in first; opting out takes ' +
    'the member off at once. Administrators only.';

  app.get(
    '/allusers',
    {
      ...access,
      schema: {
        tags,
        summary: 'The marketing list: members who opted in, paged',
        description: `${description} \`page\` 1–500, \`limit\` 1–100 (default 20).`,
        querystring: marketingQuerySchema,
        response: { 200: marketingResponseSchema, ...refusals },
      },
    },
    async (request) => listMarketingMembers(db, request.query),
  );

  // Untyped on purpose: the answer is a stream of CSV text, which Fastify sends as it is (never serialized).
  fastify.get(
    '/allusers/csv',
    {
      ...access,
      schema: {
        tags,
        summary: 'The whole marketing list as CSV',
        description:
          `${description} \`text/csv\`: UTF-8 with a byte order mark, \`;\` between fields, CRLF, columns ` +
          'Nombre;Email;Alta en novedades (Buenos Aires time, "24/11/2026, 09:30").',
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV text' }), ...refusals },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="buscagym-novedades.csv"')
        .header('cache-control', 'no-store')
        .send(marketingCsv(db)),
  );
};
