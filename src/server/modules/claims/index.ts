/**
 * Gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"), as one Fastify plugin: the routes of ./routes and
 * the worker of the `claim-decision-mail` job. Needs `app.sessions` and `app.mailer` (accounts plugin)
 * and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { workMailJob, type MailJobPluginOptions } from '../mail-jobs';
import { deliverDecisionMail } from './mail';
import { adminClaimRoutes, partnerClaimRoutes } from './routes';

/** Options of {@link claimsPlugin}: the database, and the web app's address for the decision mail's link. */
export type ClaimsPluginOptions = MailJobPluginOptions;

/** Registers claims (see module doc). */
export const claimsPlugin = fp<ClaimsPluginOptions>(
  async (app: FastifyInstance, options) => {
    workMailJob(app, QUEUES.claimDecisionMail.name, options, deliverDecisionMail);
    const ctx = { db: options.db, mailer: app.mailer, jobs: app.jobs };
    await app.register(partnerClaimRoutes, { prefix: '/api/partner', ...ctx });
    await app.register(adminClaimRoutes, { prefix: '/api/admin/claims', ...ctx });
  },
  { name: 'buscagym-claims', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);
