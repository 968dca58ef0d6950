/**
 * Classes and bookings as one Fastify plugin (ADR 0022): the routes of ./routes (partner classes under
 * `/api/partner/classes`, the public timetable under `/api/gyms`, bookings under `/api/bookings`) and
 * the partner's management (`/api/partner/classes`, `/api/partner/class-sessions`), the member's calendar
 * feed (`/api/bookings/feed`, `/api/calendar/{token}.ics`), and the job handlers: `extend-class-horizon`,
 * which pg-boss runs every hour (`CLASS_HORIZON_CRON`) to write the sessions that came within the
 * rolling horizon, `class-promotion-mail`, the mail to a member moved from the waitlist to a place, and
 * `class-cancelled-mail`, the mail to a member of a session the gym cancelled. Needs `app.sessions` and `app.mailer` (accounts
 * plugin) and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { calendarRoutes, feedRoutes } from './feeds/feed-routes';
import { partnerClassManagementRoutes, partnerSessionRoutes } from './partner/partner-routes';
import { deliverPromotionMail } from './bookings/promotion-mail';
import { bookingRoutes, partnerClassRoutes, timetableRoutes } from './routes';
import { extendHorizon } from './timetable/service';
import { deliverSessionCancelledMail } from './bookings/session-cancelled-mail';
import type { CreditBookings } from './bookings/credit-hook';

/** Options of {@link classesPlugin}. */
export interface ClassesPluginOptions {
  db: Database;
  /** The database of the public timetable (read replicas, ADR 0032); default `db`. */
  readDb?: Database;
  /** The site's origin (`config.publicUrl`), for calendar feed addresses. */
  publicUrl: string;
  /** Bookings paid with Pase BuscaGym credits (the credits module's, ADR 0045); without it they are refused. */
  creditBookings?: CreditBookings;
}

/** Registers classes and bookings (see module doc). */
export const classesPlugin = fp<ClassesPluginOptions>(
  async (app: FastifyInstance, { db, readDb, publicUrl, creditBookings }) => {
    app.jobs.work(QUEUES.extendClassHorizon.name, async () => {
      const written = await extendHorizon(db);
      if (written > 0) app.log.info({ written }, 'class sessions written up to the horizon');
    });
    // After each mail, the member's devices are notified (`app.push`, ADR 0031).
    app.jobs.work(QUEUES.promotionMail.name, async (data) =>
      deliverPromotionMail(db, app.mailer, data, app.push),
    );
    app.jobs.work(QUEUES.sessionCancelledMail.name, async (data) =>
      deliverSessionCancelledMail(db, app.mailer, data, app.push),
    );
    await app.register(partnerClassRoutes, { prefix: '/api/partner/classes', db });
    await app.register(partnerClassManagementRoutes, { prefix: '/api/partner/classes', db });
    await app.register(partnerSessionRoutes, { prefix: '/api/partner/class-sessions', db });
    await app.register(timetableRoutes, {
      prefix: '/api/gyms',
      db: readDb ?? db,
      ...(creditBookings ? { creditBookings } : {}),
    });
    await app.register(bookingRoutes, {
      prefix: '/api/bookings',
      db,
      ...(creditBookings ? { creditBookings } : {}),
    });
    await app.register(feedRoutes, { prefix: '/api/bookings', db, publicUrl });
    await app.register(calendarRoutes, { prefix: '/api/calendar', db, publicUrl });
  },
  { name: 'buscagym-classes', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export { attend, lockPlaceAtDoor } from './bookings/attendance';
export { zonedIso } from './timetable/service';
export { cancelBookingsOfPass, type CancelledClass } from './bookings/pass-void';

// For Pase BuscaGym (ADR 0045): the hook it fills, and the session lock its cancels use (its bookings
// decide in the database, migration 0050).
export type { CreditBookings } from './bookings/credit-hook';
export { releaseBooking } from './bookings/bookings';
export { findBooking, lockSession, type BookingRow, type LockedSession } from './bookings/booking-queries';
