/**
 * The owner notices (ADR 0037) as one Fastify plugin: the worker of the `owner-notice` job (./deliver),
 * which mails the owner and then notifies its devices through `app.push`. Needs `app.mailer`
 * (accounts plugin), `app.jobs` (plugins/jobs) and `app.push` (modules/push), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { deliverOwnerNotice } from './deliver';

/** Options of {@link ownerNoticesPlugin}. */
export interface OwnerNoticesPluginOptions {
  db: Database;
  /** The web app's address, for the mails' links (`config.publicUrl`). */
  publicUrl: string;
}

/** Registers the worker (see module doc). */
export const ownerNoticesPlugin = fp<OwnerNoticesPluginOptions>(
  async (app: FastifyInstance, { db, publicUrl }) => {
    app.jobs.work(QUEUES.ownerNotice.name, async (data) =>
      deliverOwnerNotice(db, app.mailer, publicUrl, data, app.push),
    );
  },
  { name: 'buscagym-owner-notices', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-push'] },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export { wantsClaimNotices } from './queries';
