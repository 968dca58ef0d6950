/**
 * Reviews as one Fastify plugin (ADR 0024): the routes of ./routes and the jobs: `review-invites`,
 * which pg-boss runs every hour to invite yesterday's visitors, `review-prior`, hourly, which recomputes
 * the catalogue mean and every score (`review_prior_recompute()`, migration 0027), and the two mails.
 * Needs `app.sessions` and `app.mailer` (accounts plugin) and `app.jobs` (plugins/jobs), registered
 * before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { workMailJob } from '../mail-jobs';
import { sendDueInvites } from './invites';
import { deliverHiddenMail, deliverInviteMail } from './mail';
import { adminReviewRoutes, gymReviewRoutes, partnerReviewRoutes, reportRoutes } from './routes';

/** Options of {@link reviewsPlugin}. */
export interface ReviewsPluginOptions {
  db: Database;
  /** The database of the public review list (read replicas, ADR 0032); default `db`. */
  readDb?: Database;
  /** The web app's address, for the invitation's link (`config.publicUrl`). */
  publicUrl: string;
  /** How long after a visit its invitation is due, ms (`config.reviewInvites.delayMs`). */
  inviteDelayMs: number;
}

/** Registers reviews (see module doc). */
export const reviewsPlugin = fp<ReviewsPluginOptions>(
  async (app: FastifyInstance, { db, readDb, publicUrl, inviteDelayMs }) => {
    app.jobs.work(QUEUES.reviewInvites.name, async () => {
      const queued = await sendDueInvites(db, app.jobs, new Date(), inviteDelayMs);
      if (queued > 0) app.log.info({ queued }, 'review invitations queued');
    });
    app.jobs.work(QUEUES.reviewPrior.name, async () => {
      await db.execute(sql`select review_prior_recompute()`);
    });
    // After the invitation mail, the member's devices are notified (`app.push`, ADR 0031).
    workMailJob(app, QUEUES.reviewInviteMail.name, { db, publicUrl }, deliverInviteMail);
    app.jobs.work(QUEUES.reviewHiddenMail.name, async (data) => deliverHiddenMail(db, app.mailer, data));
    await app.register(gymReviewRoutes, { prefix: '/api/gyms', db, ...(readDb ? { readDb } : {}) });
    await app.register(partnerReviewRoutes, { prefix: '/api/partner/reviews', db });
    await app.register(reportRoutes, { prefix: '/api/reviews', db });
    await app.register(adminReviewRoutes, { prefix: '/api/admin/reviews', db });
  },
  { name: 'buscagym-reviews', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);
