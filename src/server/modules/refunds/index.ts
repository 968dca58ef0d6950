/**
 * Refunds and the consumer's legal buttons (ADR 0027) as one Fastify plugin: the refund routes of
 * administrators and partners, the withdrawal route ("Botón de arrepentimiento"), and the workers of
 * the refund and withdrawal mails and of `resume-refunds`. Needs `app.orders` (commerce plugin),
 * `app.sessions`, `app.mailer` and `app.jobs`, registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { withdrawalRoutes } from '../withdrawals/routes';
import { deliverWithdrawalMail } from '../withdrawals/mail';
import { deliverRefundMail } from './mail';
import { adminRefundRoutes, partnerRefundRoutes } from './routes';
import { resumeRequestedRefunds } from './service';

/** Options of {@link refundsPlugin}. */
export interface RefundsPluginOptions {
  /** The clock of the partner's and the withdrawal's terms (tests move it). */
  now?: () => Date;
}

/** Registers refunds and withdrawals (see module doc). */
export const refundsPlugin = fp<RefundsPluginOptions>(
  async (app: FastifyInstance, { now }) => {
    const ctx = app.orders;
    const { db } = ctx;
    app.jobs.work(QUEUES.refundMail.name, async (data) => deliverRefundMail(db, app.mailer, data));
    app.jobs.work(QUEUES.withdrawalMail.name, async (data) => deliverWithdrawalMail(db, app.mailer, data));
    app.jobs.work(QUEUES.resumeRefunds.name, async () => {
      await resumeRequestedRefunds(ctx);
    });
    const clock = now ? { now } : {};
    await app.register(adminRefundRoutes, { prefix: '/api/admin', ctx, ...clock });
    await app.register(partnerRefundRoutes, { prefix: '/api/partner/sales', ctx, ...clock });
    await app.register(withdrawalRoutes, { prefix: '/api', ctx, ...clock });
  },
  { name: 'buscagym-refunds', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-commerce'] },
);
