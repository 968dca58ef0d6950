/**
 * Refunds (ADR 0027), the module's only public entry (docs/architecture.md §2; ADR 0043): its plugin
 * holds the refund routes of administrators and partners and the workers of the refund mail and of
 * `resume-refunds`; the withdrawals module reaches the refund steps through the names below. Needs
 * `app.orders` (orders plugin), `app.sessions`, `app.mailer` and `app.jobs`, registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { deliverRefundMail } from './mail';
import { adminRefundRoutes, partnerRefundRoutes } from './routes';
import { resumeRequestedRefunds } from './service';

export { findLineStates, usedLines, type LineState, type RefundRow } from './queries';
export { refundOrder, resumeRequestedRefunds, type RefundInput } from './service';

/** Options of {@link refundsPlugin}. */
export interface RefundsPluginOptions {
  /** The clock of the partner's terms (tests move it). */
  now?: () => Date;
}

/** Registers refunds (see module doc). */
export const refundsPlugin = fp<RefundsPluginOptions>(
  async (app: FastifyInstance, { now }) => {
    const ctx = app.orders;
    const { db } = ctx;
    app.jobs.work(QUEUES.refundMail.name, async (data) => deliverRefundMail(db, app.mailer, data));
    app.jobs.work(QUEUES.resumeRefunds.name, async () => {
      await resumeRequestedRefunds(ctx);
    });
    const clock = now ? { now } : {};
    await app.register(adminRefundRoutes, { prefix: '/api/admin', ctx, ...clock });
    await app.register(partnerRefundRoutes, { prefix: '/api/partner/sales', ctx, ...clock });
  },
  { name: 'buscagym-refunds', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-orders'] },
);
