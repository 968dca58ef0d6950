/**
 * HTTP routes of the partner's management of classes (ADR 0022): {@link partnerClassManagementRoutes}
 * (`GET /api/partner/classes?gymId=…`, `DELETE /api/partner/classes/{classId}`) and
 * {@link partnerSessionRoutes} (`GET /api/partner/class-sessions`, `PATCH …/{sessionId}`,
 * `POST …/{sessionId}/cancel`, `GET …/{sessionId}/roster`). Schemas come from
 * `src/shared/contract/classes-partner.ts`; rules live in ./partner and ./session-edit. Needs
 * `app.sessions` and `app.jobs`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { timetableResponseSchema } from '../../../../shared/contract/classes';
import {
  cancelSessionResponseSchema,
  classParamsSchema,
  deleteClassConflictSchema,
  deleteClassQuerySchema,
  deleteClassResponseSchema,
  editSessionBodySchema,
  editSessionResponseSchema,
  partnerClassesQuerySchema,
  partnerClassesResponseSchema,
  partnerSessionsQuerySchema,
  rosterResponseSchema,
  sessionParamsSchema,
} from '../../../../shared/contract/classes-partner';
import { errorResponses } from '../../../../shared/contract/common';
import { CONFIRMATION_REQUIRED_CODE } from '../../../../shared/constants/classes';
import { partnerClassMessages as p } from '../../../../shared/messages';
import { sessionRoutes } from '../../session-routes';
import { cancelSession, deleteClass, listPartnerClasses, partnerSessions, roster } from './partner';
import type { ClassRoutesOptions } from '../routes';
import { editSession } from './session-edit';

const OWNED =
  "Only the gym's partner: another partner's gym, class or session answers 403, an unknown one 404.";

/** `GET /api/partner/classes` and `DELETE /api/partner/classes/{classId}` (prefix given by the caller). */
export const partnerClassManagementRoutes: FastifyPluginAsync<ClassRoutesOptions> = async (
  fastify,
  { db },
) => {
  const route = sessionRoutes(fastify, { tags: ['classes'] });
  route.get(
    '/',
    {
      summary: 'The classes of one of your gyms (partners), deleted ones left out',
      description: OWNED,
      querystring: partnerClassesQuerySchema,
      response: { 200: partnerClassesResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request, session) => listPartnerClasses(db, session, request.query.gymId),
  );
  route.delete(
    '/:classId',
    {
      summary: 'Delete one of your classes; its sessions to come are cancelled',
      description:
        'While sessions to come have bookings, answers 409 `CONFIRMATION_REQUIRED` with their count ' +
        'unless `confirm=true`; with it, every session to come is cancelled (bookings cancelled, pass ' +
        'uses back, members mailed) and the class leaves lists and timetable. Past sessions, bookings ' +
        `and attendance stay. ${OWNED}`,
      params: classParamsSchema,
      querystring: deleteClassQuerySchema,
      response: {
        200: deleteClassResponseSchema,
        ...errorResponses(400, 401, 403, 404),
        409: deleteClassConflictSchema,
      },
    },
    async (request, session, reply) => {
      const outcome = await deleteClass(
        db,
        fastify.jobs,
        session,
        request.params.classId,
        request.query.confirm,
      );
      if (outcome.done) return outcome.answer;
      return reply.code(409).send({
        message: p.confirmDelete(outcome.bookings),
        code: CONFIRMATION_REQUIRED_CODE,
        bookings: outcome.bookings,
      });
    },
  );
};

/** `/api/partner/class-sessions` routes (prefix given by the caller). */
export const partnerSessionRoutes: FastifyPluginAsync<ClassRoutesOptions> = async (fastify, { db }) => {
  const route = sessionRoutes(fastify, { tags: ['classes'] });
  route.get(
    '/',
    {
      summary: "Your gym's sessions between two of its local dates, cancelled ones included (partners)",
      description: `Dates as the public timetable's (at most 31 days); published or not. ${OWNED}`,
      querystring: partnerSessionsQuerySchema,
      response: { 200: timetableResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request, session) => partnerSessions(db, session, request.query),
  );
  route.patch(
    '/:sessionId',
    {
      summary: 'Edit this session, or this and the following ones of its class',
      description:
        '`scope` `this`: the session only; `following`: it, every later session and the class (only ' +
        'the hour of `startsAt` may change). Places below those already booked answer 409; more ' +
        `places go to the waitlist at once. ${OWNED}`,
      params: sessionParamsSchema,
      body: editSessionBodySchema,
      response: { 200: editSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) =>
      editSession(db, fastify.jobs, session, request.params.sessionId, request.body),
  );
  route.post(
    '/:sessionId/cancel',
    {
      summary: 'Cancel a session: everyone booked or waiting gets their pass use back and a mail',
      description: `The session stays in the timetable as \`cancelled\`. ${OWNED}`,
      params: sessionParamsSchema,
      response: { 200: cancelSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => cancelSession(db, fastify.jobs, session, request.params.sessionId),
  );
  route.get(
    '/:sessionId/roster',
    {
      summary: "A session's roster: booked, waitlisted (by position) and attended, with name and e-mail",
      description: OWNED,
      params: sessionParamsSchema,
      response: { 200: rosterResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    async (request, session) => roster(db, session, request.params.sessionId),
  );
};
