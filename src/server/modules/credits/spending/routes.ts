/**
 * Routes of open-gym visits paid with credits (ADR 0045): `POST /api/visits` and `DELETE /api/visits/{id}`
 * (prefix given by the caller). Class places paid with credits go through `POST /api/bookings` (the
 * classes module's hook, ./class-booking). Schemas come from `src/shared/contract/credits-gyms.ts`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../../../shared/contract/common';
import {
  createVisitBodySchema,
  creditVisitResponseSchema,
  visitParamsSchema,
} from '../../../../shared/contract/credits-gyms';
import type { Database } from '../../../db/client';
import { sessionRoutes } from '../../session-routes';
import { bookVisit, cancelVisit } from './visits';

/** Options of {@link visitRoutes}. */
export interface VisitRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** `POST /api/visits`, `DELETE /api/visits/{id}`. */
export const visitRoutes: FastifyPluginAsync<VisitRoutesOptions> = async (
  fastify,
  { db, now = () => new Date() },
) => {
  const route = sessionRoutes(fastify, { tags: ['credits'] });
  route.post(
    '/',
    {
      summary: 'Book an open-gym visit paid with Pase BuscaGym credits (members)',
      description:
        "`day` is a date `YYYY-MM-DD` in the gym's zone, today or later. Takes the gym's visit cost in " +
        "credits; one visit per gym and day, at most the gym's monthly visit limit. `credit` tells the " +
        "credits, their ARS value and the cancel deadline (the day's start less the gym's window).",
      body: createVisitBodySchema,
      response: { 201: creditVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session, reply) =>
      reply.code(201).send(await bookVisit(db, session, request.body.gymId, request.body.day, now())),
  );
  route.delete(
    '/:id',
    {
      summary: 'Cancel your open-gym visit paid with credits',
      description:
        'Before `credit.cancelDeadline` the credits come back; after it they are kept and the gym is ' +
        'paid, except the first late cancel or no-show of the month (Buenos Aires), forgiven ' +
        '(`credit.cancelOutcome`, `credit.message`).',
      params: visitParamsSchema,
      response: { 200: creditVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => cancelVisit(db, session, request.params.id, now()),
  );
};
