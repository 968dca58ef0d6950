/**
 * HTTP routes of administration (SPEC §7 admin calls; ADR 0018), mounted under `/api/admin`: account
 * lists and detail, locks and the audit log (money: ./finance-routes.ts; the marketing list:
 * ./marketing-routes.ts; moderation and the second factor: their own route files). Administrators
 * only: 401 for a visitor (before validation), 400 for bad input, then 403 for a member or a partner
 * (./guard.ts). Schemas come from `src/shared/contract/admin.ts`; rules live in the sibling services.
 * Needs `app.sessions` (the accounts plugin, registered first).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  accountListQuerySchema,
  accountListResponseSchema,
  adminAccountDetailResponseSchema,
  adminUserParamsSchema,
  lockBodySchema,
  lockListQuerySchema,
  lockListResponseSchema,
  lockResponseSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  unlockParamsSchema,
  unlockResponseSchema,
} from '../../../../shared/contract/admin';
import { auditQuerySchema, auditResponseSchema } from '../../../../shared/contract/admin-audit';
import { errorResponses } from '../../../../shared/contract/common';
import type { Database } from '../../../db/client';
import { adminSessionRoutes } from '../../session-routes';
import { listAccounts, listPartners, readAccountForAdmin } from './accounts';
import { readAuditLog } from './audit';
import { adminReauthenticated, REAUTH_NOTE } from '../../admin-guard';
import { listLocks, lockAccount, unlockAccount } from './locks';

/** Options of the administration route plugins. */
export interface AdminRoutesOptions {
  db: Database;
}

const listNote =
  '`q` finds a fragment of the name or e-mail without regard to accents or case; `sort` one of ' +
  '`createdAt`, `name`, `email`, `lastSignInAt` (never signed in counts as the oldest), `order` `asc` or ' +
  '`desc` (default `createdAt` `desc`); `page` 1–500, `limit` 1–100 (default 20). `total` is exact up to ' +
  '1 000, then 1 000 with `totalIsEstimate` (the count stops there). `state` keeps one state: `pending`, `active`, `locked`, `throttled`.';

/** Registers the administration routes (prefix given by the caller: `/api/admin`). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify);
  const reauth = adminSessionRoutes(fastify, adminReauthenticated);

  route.get(
    '/allusers',
    {
      summary: 'Every account (members, partners, administrators), paged, searchable and sortable',
      description:
        `${listNote} \`state\` \`deleted\` lists the tombstones of deleted accounts (no name nor e-mail). ` +
        '`type` keeps one type. Health data is never part of the answer.',
      querystring: accountListQuerySchema,
      response: { 200: accountListResponseSchema },
    },
    async (request) => listAccounts(db, request.query),
  );

  route.get(
    '/allpartners',
    {
      summary: 'Every partner with its plan, number of gyms and balance due, paged, searchable and sortable',
      description: `${listNote} \`balance\` is net sales minus payouts in \`currency\`, the partner's own (its country's), as in the partner's sales figures.`,
      querystring: partnerListQuerySchema,
      response: { 200: partnerListResponseSchema },
    },
    async (request) => listPartners(db, request.query),
  );

  route.get(
    '/userId/:id',
    {
      summary: 'One account in full for administration (a deleted one as its tombstone)',
      description:
        'State, sessions, lock, sign-in throttling, partner plan, gyms and balance, marketing opt-in. A ' +
        'deleted account answers `state: deleted` with `name` and `email` null. Never health data.',
      params: adminUserParamsSchema,
      response: { 200: adminAccountDetailResponseSchema, ...errorResponses(404) },
    },
    async (request) => ({ admin: await readAccountForAdmin(db, request.params.id) }),
  );

  route.get(
    '/lockaccounts',
    {
      summary: 'Locked accounts and banned e-mails (newest first), and accounts throttled by failed sign-ins',
      description:
        '`q` finds a fragment of the e-mail or the account name; `page`, `limit` as in the other lists. ' +
        '`throttled` lists the accounts that failed sign-ins hold right now (ADR 0010), not paged.',
      querystring: lockListQuerySchema,
      response: { 200: lockListResponseSchema },
    },
    async (request) => listLocks(db, request.query),
  );

  reauth.post(
    '/lockaccounts',
    {
      summary: 'Locks an account (by `userId`) or bans an e-mail (by `email`), with a reason',
      description:
        'Exactly one of `email` and `userId`; `reason` 3–500 characters. At once: every session of the ' +
        "account ends, sign-in (password and Google), registration and reset refuse the e-mail, and a partner's " +
        'published gyms are unpublished until the unlock. An administrator cannot be locked, not even by ' +
        'itself (403); an e-mail already locked is a 409; an unknown `userId` a 404. Written to the audit log ' +
        `in the same transaction.${REAUTH_NOTE}`,
      body: lockBodySchema,
      response: { 201: lockResponseSchema, ...errorResponses(404, 409) },
    },
    async (request, session, reply) => {
      const result = await lockAccount(db, session, request.body);
      return reply.code(201).send(result);
    },
  );

  reauth.delete(
    '/lockaccounts/:email',
    {
      summary: 'Unlocks an e-mail: its account may sign in again and its held gyms are published again',
      description:
        'Publishes exactly the gyms the lock unpublished, oldest first, while the plan in force allows; the ' +
        'rest stay unpublished, held by the plan (`gymsPlanHeld`, ADR 0017). 404 when the e-mail is not ' +
        `locked. Written to the audit log in the same transaction.${REAUTH_NOTE}`,
      params: unlockParamsSchema,
      response: { 200: unlockResponseSchema, ...errorResponses(404) },
    },
    async (request, session) => unlockAccount(db, session, request.params.email),
  );

  route.get(
    '/audit',
    {
      summary: 'The audit log of administrative actions, newest first, filtered and paged',
      description:
        '`actor` an administrator id, `action` `account.lock`, `account.unlock`, `payout.record`, `gym.unpublish` ' +
        'or `gym.publish`, `targetType` `account`, `email` or `gym` and `target` its id, `from`/`to` ISO 8601 ' +
        'instants (both included). Append-only: ' +
        'entries are never changed nor removed.',
      querystring: auditQuerySchema,
      response: { 200: auditResponseSchema },
    },
    async (request) => readAuditLog(db, request.query),
  );
};
