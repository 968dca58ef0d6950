/**
 * HTTP routes of a partner's balance due and the payouts to its CBU (SPEC §7 admin calls; ADR 0018,
 * ADR 0043), mounted under `/api/admin`. Administrators only, payouts after a recent second factor
 * (ADR 0019). Schemas come from `src/shared/contract/admin-finances.ts`; rules live in ./service.ts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  partnerBalanceResponseSchema,
  partnerIdParamsSchema,
  payoutBodySchema,
  payoutHeadersSchema,
  payoutResponseSchema,
} from '../../../shared/contract/admin-finances';
import { errorResponses } from '../../../shared/contract/common';
import type { Database } from '../../db/client';
import { adminReauthenticated, REAUTH_NOTE } from '../admin-guard';
import { adminSessionRoutes } from '../session-routes';
import { readPartnerBalance, recordPayout } from './service';

/** Options of {@link payoutRoutes}. */
export interface PayoutRoutesOptions {
  db: Database;
}

/** Registers the balance and payout routes (prefix given by the caller: `/api/admin`). */
export const payoutRoutes: FastifyPluginAsync<PayoutRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify);
  const reauth = adminSessionRoutes(fastify, adminReauthenticated);

  route.get(
    '/partners/:id/balance',
    {
      summary: "A partner's balance due, its CBU and its latest payouts",
      description:
        '`due` is `net` (every sale, net of commission, from the daily sums) minus `paidOut`, in `currency` ' +
        "(the partner's own; `byCurrency` each currency apart), as in the partner's own figures and " +
        "`allpartners`; `cbu` the one on the partner's profile now (null: none, no " +
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
        'values is a 409. `amount` > 0 in `currency` (default the partner’s own) and at most the balance due in ' +
        'it (409 naming the balance); `paidAt` ' +
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
