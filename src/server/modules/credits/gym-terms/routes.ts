/**
 * Routes of a gym's terms for Pase BuscaGym (ADR 0045): the owner's `GET`/`PUT /api/partner/gyms/{gymId}/credits`,
 * the administrators' `GET`/`PUT /api/admin/gyms/{gymId}/credit-rate` (second factor verified, ADR 0019) and the
 * public `GET /api/gyms/{gymId}/credits`, where the gym's detail and timetable read the costs and the
 * coming change. Schemas come from `src/shared/contract/credits-gyms.ts`; rules live in ./terms.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../../../shared/contract/common';
import {
  creditRateBodySchema,
  gymCreditParamsSchema,
  gymCreditTermsBodySchema,
  gymCreditTermsResponseSchema,
  publicCreditTermsSchema,
} from '../../../../shared/contract/credits-gyms';
import type { Database } from '../../../db/client';
import { adminReauthenticated, REAUTH_NOTE } from '../../admin-guard';
import { adminSessionRoutes, publicRoutes, sessionRoutes } from '../../session-routes';
import { adminTerms, ownerTerms, publicTerms, setCreditRate, setGymTerms } from './terms';

/** Options of the terms routes. */
export interface CreditTermsRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** `GET` and `PUT /api/partner/gyms/{gymId}/credits` (prefix `/api/partner/gyms`). */
export const partnerCreditTermsRoutes: FastifyPluginAsync<CreditTermsRoutesOptions> = async (
  fastify,
  { db, now = () => new Date() },
) => {
  const route = sessionRoutes(fastify, { tags: ['credits'] });
  route.get(
    '/:gymId/credits',
    {
      summary:
        "Your gym's Pase BuscaGym terms: costs in force, the coming change, the rate (the gym's owner)",
      description:
        'A gym never opted in answers `accepts: false`, null costs and the default window (12 h). ' +
        '`ratePerCredit` is what an administrator set (null: not yet, so members do not see the gym as accepting).',
      params: gymCreditParamsSchema,
      response: { 200: gymCreditTermsResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request, session) => ({ terms: await ownerTerms(db, session, request.params.gymId, now()) }),
  );
  route.put(
    '/:gymId/credits',
    {
      summary: "Opt your gym in or out of Pase BuscaGym and set its credit costs (the gym's owner)",
      description:
        'Costs are 1–10 credits; `cancelWindowHours` 0–72 (default 12); `monthlyVisitLimit` null for none. ' +
        'The first costs apply at once; a later change is refused (409) within 7 days of the last one ' +
        'and takes effect 7 days after it is set (`nextChange`). The gym is shown as accepting the pass ' +
        '(`acceptsPase`) only once an administrator set its rate per credit.',
      params: gymCreditParamsSchema,
      body: gymCreditTermsBodySchema,
      response: { 200: gymCreditTermsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => ({
      terms: await setGymTerms(db, session, request.params.gymId, request.body, now()),
    }),
  );
};

/** `GET` and `PUT /api/admin/gyms/{gymId}/credit-rate` (prefix `/api/admin`). */
export const adminCreditRateRoutes: FastifyPluginAsync<CreditTermsRoutesOptions> = async (
  fastify,
  { db, now = () => new Date() },
) => {
  adminSessionRoutes(fastify).get(
    '/gyms/:gymId/credit-rate',
    {
      summary: "A gym's Pase BuscaGym terms with its rate per credit, in ARS (administrators)",
      description:
        'The same view as its owner reads; a gym never opted in answers `accepts: false` and null costs.',
      params: gymCreditParamsSchema,
      response: { 200: gymCreditTermsResponseSchema, ...errorResponses(404) },
    },
    async (request) => ({ terms: await adminTerms(db, request.params.gymId, now()) }),
  );
  // What partners are paid is money: the write needs a recent second factor, as payouts (ADR 0019).
  adminSessionRoutes(fastify, adminReauthenticated).put(
    '/gyms/:gymId/credit-rate',
    {
      summary: 'Set what a gym is paid per Pase BuscaGym credit spent there, in ARS (administrators)',
      description: `ARS per credit, > 0.${REAUTH_NOTE}`,
      params: gymCreditParamsSchema,
      body: creditRateBodySchema,
      response: { 200: gymCreditTermsResponseSchema, ...errorResponses(404) },
    },
    async (request) => ({
      terms: await setCreditRate(db, request.params.gymId, request.body.ratePerCredit.$numberDecimal, now()),
    }),
  );
};

/** `GET /api/gyms/{gymId}/credits` (prefix `/api/gyms`), public. */
export const publicCreditTermsRoutes: FastifyPluginAsync<CreditTermsRoutesOptions> = async (
  fastify,
  { db, now = () => new Date() },
) => {
  publicRoutes(fastify, { tags: ['credits'] }).get(
    '/:gymId/credits',
    {
      summary: "A gym's Pase BuscaGym costs in force and the coming change, if any (public)",
      description: 'Costs are null while the gym does not accept the pass.',
      params: gymCreditParamsSchema,
      response: { 200: publicCreditTermsSchema, ...errorResponses(400) },
    },
    async (request) => publicTerms(db, request.params.gymId, now()),
  );
};
