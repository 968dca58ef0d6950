/**
 * HTTP routes of the member's calendar feed (ADR 0022): {@link feedRoutes} (`POST`, `GET` and `DELETE
 * /api/bookings/feed`, the signed-in member's) and {@link calendarRoutes} (`GET
 * /api/calendar/{token}.ics`, public: the secret token is the key). Schemas come from
 * `src/shared/contract/classes-partner.ts`; rules live in ./feed.
 * @module
 */
import { z } from 'zod';
import {
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarFeedStatusSchema,
} from '../../../../shared/contract/classes-partner';
import { errorResponses } from '../../../../shared/contract/common';
import type { Database } from '../../../db/client';
import { publicPlugin, sessionPlugin } from '../../session-routes';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './feed';

/** Options of the feed routes. */
export interface FeedRoutesOptions {
  db: Database;
  /** The site's origin, for the feed's address (`config.publicUrl`). */
  publicUrl: string;
}

/** `/api/bookings/feed` (prefix `/api/bookings` given by the caller). */
export const feedRoutes = sessionPlugin<FeedRoutesOptions>(
  { tags: ['classes'] },
  (route, { db, publicUrl }) => {
    route.post(
      '/feed',
      {
        summary: 'Make (or replace) your calendar feed: a secret address for Google or Apple Calendar',
        description:
          'The address is shown only now (only its SHA-256 is kept); a new one stops the old. `url` is ' +
          'https, `webcalUrl` the same with `webcal:`. Members only.',
        response: { 201: calendarFeedResponseSchema, ...errorResponses(401, 403) },
      },
      async (request, session, reply) => reply.code(201).send(await createFeed(db, session, publicUrl)),
    );
    route.get(
      '/feed',
      {
        summary: 'Whether you have a calendar feed (its address is not kept)',
        response: { 200: calendarFeedStatusSchema, ...errorResponses(401, 403) },
      },
      async (request, session) => feedStatus(db, session),
    );
    route.delete(
      '/feed',
      {
        summary: 'Revoke your calendar feed: its address answers 404 from now on',
        response: {
          204: z.null().meta({ description: 'Revoked (or there was none)' }),
          ...errorResponses(401, 403),
        },
      },
      async (request, session, reply) => {
        await revokeFeed(db, session);
        return reply.code(204).send(null);
      },
    );
  },
);

/** `GET /api/calendar/{token}.ics` (prefix `/api/calendar` given by the caller). */
export const calendarRoutes = publicPlugin<FeedRoutesOptions>({ tags: ['classes'] }, (route, { db }) => {
  // The body is calendar text with its own type, which Fastify sends as it is (only JSON is serialized).
  route.get(
    '/:token.ics',
    {
      summary: "A member's bookings as a subscribed calendar (RFC 5545), by its secret token",
      description:
        'Public: the token is the key. One VEVENT per booking of a session from 30 days ago on ' +
        "(member's own cancels left out; sessions the gym cancelled as CANCELLED), in the member's " +
        "language (else the request's). An unknown or " +
        'revoked token answers 404.',
      produces: ['text/calendar'],
      params: calendarFeedParamsSchema,
      response: { 200: z.string().meta({ description: 'iCalendar text' }), ...errorResponses(404) },
    },
    async (request, reply) => {
      // In its member's language (ADR 0055), which the answer names over the request's.
      const { ics, locale } = await feedCalendar(db, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-language', locale)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  );
});
