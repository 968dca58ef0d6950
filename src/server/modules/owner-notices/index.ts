/**
 * The owner notices (ADR 0037) as one Fastify plugin: the worker of the `owner-notice` job (./deliver),
 * which mails the owner and then notifies its devices through `app.push`. Needs `app.mailer`
 * (accounts plugin), `app.jobs` (plugins/jobs) and `app.push` (modules/push), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { workMailJob, type MailJobPluginOptions } from '../mail-jobs';
import { deliverOwnerNotice } from './deliver';

/** Options of {@link ownerNoticesPlugin}: the database, and the web app's address for the mails' links. */
export type OwnerNoticesPluginOptions = MailJobPluginOptions;

/** Registers the worker (see module doc). */
export const ownerNoticesPlugin = fp<OwnerNoticesPluginOptions>(
  async (app: FastifyInstance, options) => {
    workMailJob(app, QUEUES.ownerNotice.name, options, deliverOwnerNotice);
  },
  { name: 'buscagym-owner-notices', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-push'] },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export { wantsClaimNotices } from './queries';
