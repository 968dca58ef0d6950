/**
 * The reconciliation with the payment providers (ADR 0044; docs/architecture.md §5.1) as one Fastify
 * plugin: the daily job `reconcile-providers` and the administrators' "Conciliación" routes; and
 * `returnSecondPayments`, the one way a second payment of an order is given back, which the MercadoPago
 * notification also calls. Needs `app.orders` (the commerce plugin: database, provider, logger) and
 * `app.jobs`, registered before it. The module's only public entry (docs/architecture.md §2).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { reconciliationRoutes } from './routes';
import { runReconciliation } from './service';
import { returnSecondPayments } from './second-payments';

export { returnSecondPayments, type ReconciliationDeps } from './second-payments';
export { runReconciliation, type RunOptions, type RunReport } from './service';

/** Registers the job and the routes (under `/api/admin`). */
export const reconciliationPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, provider, log } = app.orders;
    const deps = { db, provider, log };
    // A second payment of an order is given back as soon as its notification comes (ADR 0044).
    app.orders.paidNotices.register((orderId) => returnSecondPayments(deps, orderId));
    app.jobs.work(QUEUES.reconcileProviders.name, async (data) => {
      const days = typeof data.days === 'number' ? data.days : undefined;
      await runReconciliation(deps, { days });
    });
    await app.register(reconciliationRoutes, { prefix: '/api/admin', deps });
  },
  { name: 'buscagym-reconciliation', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-orders'] },
);
