/**
 * HTTP routes of classes and bookings (ADR 0022): {@link partnerClassRoutes} (`POST
 * /api/partner/classes`), {@link timetableRoutes} (`GET /api/gyms/{gymId}/classes`, public) and
 * {@link bookingRoutes} (`POST`/`GET /api/bookings`, `GET /api/bookings/{id}.ics`,
 * `DELETE /api/bookings/{id}`). Schemas come from
 * `src/shared/contract/classes.ts`; rules live in ./service and ./bookings. Needs `app.sessions` and
 * `app.jobs`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  bookingParamsSchema,
  bookingResponseSchema,
  createBookingBodySchema,
  createClassBodySchema,
  createClassResponseSchema,
  myBookingsResponseSchema,
  timetableParamsSchema,
  timetableQuerySchema,
  timetableResponseSchema,
} from '../../../shared/contract/classes';
import { errorResponses } from '../../../shared/contract/common';
import type { Database } from '../../db/client';
import { publicPlugin, sessionPlugin, sessionRoutes } from '../session-routes';
import { book, bookWithCredits, cancelBooking, myBookings } from './bookings/bookings';
import type { CreditBookings } from './bookings/credit-hook';
import { bookingIcs } from './feeds/calendar';
import { createClass, timetable } from './timetable/service';

/** Options of the three plugins. */
export interface ClassRoutesOptions {
  db: Database;
}

/** Options of {@link bookingRoutes}: the bookings paid with credits, when Pase BuscaGym is wired (ADR 0045). */
export interface BookingRoutesOptions extends ClassRoutesOptions {
  creditBookings?: CreditBookings;
}

/** `POST /api/partner/classes` (prefix given by the caller). */
export const partnerClassRoutes = sessionPlugin<ClassRoutesOptions>(
  { tags: ['classes'] },
  (route, { db }) => {
    route.post(
      '/',
      {
        summary: 'Add a class to one of your gyms (partners)',
        description:
          "`startsAt` is the first session as a local wall time `YYYY-MM-DDTHH:mm` in the gym's zone; " +
          '`rrule` an RFC 5545 RRULE (`FREQ=WEEKLY;BYDAY=MO,WE`) that must end (`until`, `UNTIL` or ' +
          '`COUNT`) within 500 sessions; without it the class happens once. Sessions are written up to ' +
          '8 weeks ahead. Nothing is saved when a rule refuses.',
        body: createClassBodySchema,
        response: { 201: createClassResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      async (request, session, reply) => {
        const answer = await createClass(db, session, request.body);
        return reply.code(201).send(answer);
      },
    );
  },
);

/** `GET /api/gyms/{gymId}/classes` (prefix given by the caller). */
export const timetableRoutes = publicPlugin<BookingRoutesOptions>(
  { tags: ['classes'] },
  (route, { db, creditBookings }) => {
    route.get(
      '/:gymId/classes',
      {
        summary: "A published gym's class sessions between two of its local dates (public)",
        description:
          "`from` and `to` are dates `YYYY-MM-DD` in the gym's zone, both included, at most 31 days. " +
          "`startsAt`/`endsAt` are ISO 8601 with the gym's offset; `spotsLeft` = `capacity` − `booked`. " +
          '`pase`: the gym’s terms for Pase BuscaGym now (ADR 0045): the class cost in force and the coming ' +
          'change with its date (`nextChange`), as `GET /api/gyms/{gymId}/credits` answers them.',
        params: timetableParamsSchema,
        querystring: timetableQuerySchema,
        response: { 200: timetableResponseSchema, ...errorResponses(400, 404) },
      },
      async (request) => timetable(db, request.params.gymId, request.query, creditBookings?.terms),
    );
  },
);

/**
 * `POST` and `GET /api/bookings`, `GET /api/bookings/{id}.ics`, `DELETE /api/bookings/{id}` (prefix
 * given by the caller).
 */
export const bookingRoutes: FastifyPluginAsync<BookingRoutesOptions> = async (
  fastify,
  { db, creditBookings },
) => {
  const route = sessionRoutes(fastify, { tags: ['classes'] });
  route.post(
    '/',
    {
      summary: 'Book a class session (members with a pass of the gym valid at its start)',
      description:
        '`booked` while places remain, else `waitlisted` with `position` 1, 2, 3… in arrival order. ' +
        'A pass with counted uses gives one use, returned by a cancel in time (`cancelBeforeHours`). ' +
        'With `payWith: "credits"` (Pase BuscaGym, ADR 0045) the gym\'s class cost in credits is taken ' +
        'from the wallet (409 when short, or when no place is left: credits never join a waitlist); ' +
        '`credit` tells the credits, their ARS value and the cancel deadline.',
      body: createBookingBodySchema,
      response: { 201: bookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session, reply) => {
      const { sessionId, payWith } = request.body;
      const answer =
        payWith === 'credits'
          ? await bookWithCredits(creditBookings, session, sessionId)
          : await book(db, session, sessionId);
      return reply.code(201).send(answer);
    },
  );
  route.get(
    '/',
    {
      summary: 'Your bookings: upcoming sessions first (soonest first), then past ones (members)',
      response: { 200: myBookingsResponseSchema, ...errorResponses(401, 403) },
    },
    async (request, session) => myBookings(db, session),
  );
  // The body is calendar text with its own type, which Fastify sends as it is (only JSON is serialized).
  route.get(
    '/:id.ics',
    {
      summary: 'Your booking as a calendar file: one VEVENT (RFC 5545), to add to any calendar',
      description:
        "`text/calendar`: UID of the booking, DTSTART/DTEND in the gym's zone (TZID with its " +
        'VTIMEZONE), SUMMARY the class, LOCATION the gym and its address; STATUS CONFIRMED, ' +
        'TENTATIVE while waitlisted, CANCELLED. Only the booking’s member (404 for anyone else’s).',
      produces: ['text/calendar'],
      params: bookingParamsSchema,
      response: {
        200: z.string().meta({ description: 'iCalendar text' }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    async (request, session, reply) => {
      const ics = await bookingIcs(db, session, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="buscagym-reserva.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
  route.delete(
    '/:id',
    {
      summary: 'Cancel your booking; a freed place goes to waitlist position 1 at once',
      description:
        'Until `promoteUntilHours` before the start, the first in line takes the freed place, the ' +
        'line moves up and the promoted member gets a mail. Not possible once the session started. ' +
        'A booking paid with credits gets them back before `credit.cancelDeadline`; after it they are ' +
        'kept, except the first late cancel of the month (Buenos Aires), forgiven (`credit.cancelOutcome`).',
      params: bookingParamsSchema,
      response: { 200: bookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    async (request, session) => cancelBooking(db, fastify.jobs, session, request.params.id, creditBookings),
  );
};
