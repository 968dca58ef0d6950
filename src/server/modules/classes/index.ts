/**
 * Classes and bookings as one Fastify plugin (ADR 0022): the routes of ./routes (partner classes under
 * `/api/partner/classes`, the public timetable under `/api/gyms`, bookings under `/api/bookings`) and
 * the job handlers: `extend-class-horizon`, which pg-boss runs every hour (`CLASS_HORIZON_CRON`) to
 * write the sessions that came within the rolling horizon, and `class-promotion-mail`, the mail to a
 * member a cancel moved from the waitlist to a place. Needs `app.sessions` and `app.mailer` (accounts
 * plugin) and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { bookingRoutes, partnerClassRoutes, timetableRoutes } from './routes';
import { deliverPromotionMail } from './promotion-mail';
import { extendHorizon } from './service';

/** Options of {@link classesPlugin}. */
export interface ClassesPluginOptions {
  db: Database;
}

/** Registers classes and bookings (see module doc). */
export const classesPlugin = fp<ClassesPluginOptions>(
  async (app: FastifyInstance, { db }) => {
    app.jobs.work(QUEUES.extendClassHorizon.name, async () => {
      const written = await extendHorizon(db);
      if (written > 0) app.log.info({ written }, 'class sessions written up to the horizon');
    });
    app.jobs.work(QUEUES.promotionMail.name, async (data) => deliverPromotionMail(db, app.mailer, data));
    await app.register(partnerClassRoutes, { prefix: '/api/partner/classes', db });
    await app.register(timetableRoutes, { prefix: '/api/gyms', db });
    await app.register(bookingRoutes, { prefix: '/api/bookings', db });
  },
  { name: 'buscagym-classes', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);
