/**
 * Gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"), as one Fastify plugin: the routes of ./routes and
 * the worker of the `claim-decision-mail` job. Needs `app.sessions` and `app.mailer` (accounts plugin)
 * and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { deliverDecisionMail } from './mail';
import { adminClaimRoutes, partnerClaimRoutes } from './routes';

/** Options of {@link claimsPlugin}. */
export interface ClaimsPluginOptions {
  db: Database;
  /** The web app's address, for the decision mail's link (`config.publicUrl`). */
  publicUrl: string;
}

/** Registers claims (see module doc). */
export const claimsPlugin = fp<ClaimsPluginOptions>(
  async (app: FastifyInstance, { db, publicUrl }) => {
    app.jobs.work(QUEUES.claimDecisionMail.name, async (data) =>
      deliverDecisionMail(db, app.mailer, publicUrl, data, app.push),
    );
    const ctx = { db, mailer: app.mailer, jobs: app.jobs };
    await app.register(partnerClaimRoutes, { prefix: '/api/partner', ...ctx });
    await app.register(adminClaimRoutes, { prefix: '/api/admin/claims', ...ctx });
  },
  { name: 'buscagym-claims', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);
