/**
 * The withdrawal button ("Botón de arrepentimiento", ADR 0027), the module's only public entry
 * (docs/architecture.md §2; ADR 0043): its plugin holds the withdrawal route and the worker of the
 * withdrawal mail. A withdrawal is a refund: it reaches orders and refunds through their indexes only.
 * Needs `app.orders` (orders plugin), `app.sessions`, `app.mailer` and `app.jobs`, registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { deliverWithdrawalMail } from './mail';
import { withdrawalRoutes } from './routes';

/** Options of {@link withdrawalsPlugin}. */
export interface WithdrawalsPluginOptions {
  /** The clock of the withdrawal's term (tests move it). */
  now?: () => Date;
}

/** Registers withdrawals (see module doc). */
export const withdrawalsPlugin = fp<WithdrawalsPluginOptions>(
  async (app: FastifyInstance, { now }) => {
    const ctx = app.orders;
    app.jobs.work(QUEUES.withdrawalMail.name, async (data) =>
      deliverWithdrawalMail(ctx.db, app.mailer, data),
    );
    await app.register(withdrawalRoutes, { prefix: '/api', ctx, ...(now ? { now } : {}) });
  },
  { name: 'buscagym-withdrawals', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-orders'] },
);
