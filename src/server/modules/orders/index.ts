/**
 * Commerce as one Fastify plugin (docs/architecture.md §5): the configured payment provider, the pass signer,
 * the job handlers (receipt mail, reconciliation every minute, plan renewals and plan mails, ADR 0017;
 * MercadoPago token refreshes, ADR 0028)
 * and the routes of products, cart, checkout, orders, passes, the Stripe and MercadoPago webhooks and
 * the partners' subscriptions. Needs `app.sessions`, `app.mailer` (accounts plugin)
 * and `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { cartRoutes, productRoutes } from '../cart/index';
import { createPassSigner, type PassSigner } from '../passes/index';
import { loadPassSigningKey } from '../passes/index';
import { createAccountStore, mercadoPagoSellers, refreshExpiringAccounts } from '../payment-accounts/index';
import { createPaymentProvider, type PaymentProvider } from '../payments/index';
import { mercadoPagoRoutes } from './mercadopago-routes';
import { stripeWebhookRoutes } from './webhook-routes';
import { deliverPlanMail } from '../subscriptions/mail';
import { renewPlans } from '../subscriptions/renewal';
import { subscriptionRoutes } from '../subscriptions/routes';
import type { OrdersContext } from './store/context';
import { deliverReceipt } from './mail/receipt';
import { reconcilePendingOrders } from './settlement/reconcile';
import { orderRoutes } from './routes';

/** Options of {@link commercePlugin}. */
export interface CommercePluginOptions {
  config: Config;
  db: Database;
  /** The provider to use instead of the configured one (tests). */
  provider?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order services' dependencies (scripts and tests call the reconciler with it). */
    orders: OrdersContext;
  }
}

/** Registers commerce (see module doc). */
export const commercePlugin = fp<CommercePluginOptions>(
  async (app: FastifyInstance, { config, db, provider: given }) => {
    const accounts = createAccountStore(config, db);
    const provider =
      given ?? createPaymentProvider(config, undefined, mercadoPagoSellers(config, db, accounts));
    let signer: Promise<PassSigner> | undefined;
    const passes = (): Promise<PassSigner> => {
      signer ??= loadPassSigningKey(db, config.passSigningKey).then(createPassSigner);
      // A failed load (database down) is retried at the next use.
      signer.catch(() => {
        signer = undefined;
      });
      return signer;
    };
    const ctx: OrdersContext = {
      db,
      jobs: app.jobs,
      provider,
      passes,
      log: app.log,
      checkinRepeatWindowMs: config.checkinRepeatWindowMs,
    };
    app.decorate('orders', ctx);

    app.jobs.work(QUEUES.receiptMail.name, async (data) =>
      deliverReceipt(db, app.mailer, String(data.orderId)),
    );
    app.jobs.work(QUEUES.reconcilePayments.name, async () => {
      await reconcilePendingOrders(ctx);
    });
    app.jobs.work(QUEUES.planMail.name, async (data) => deliverPlanMail(db, app.mailer, data));
    app.jobs.work(QUEUES.renewPlans.name, async () => {
      await renewPlans(ctx);
    });
    app.jobs.work(QUEUES.refreshPaymentAccounts.name, async () => {
      if (!accounts) return;
      const report = await refreshExpiringAccounts(accounts);
      if (report.refreshed + report.failed > 0) app.log.info(report, 'mercadopago accounts refreshed');
    });

    await app.register(productRoutes, { prefix: '/api/products', db });
    await app.register(cartRoutes, { prefix: '/api/shopcart', db });
    await app.register(orderRoutes, { prefix: '/api', ctx });
    await app.register(stripeWebhookRoutes, { prefix: '/api/payments', ctx });
    await app.register(mercadoPagoRoutes, { prefix: '/api/payments', ctx });
    await app.register(subscriptionRoutes, { prefix: '/api/partner/subscription', ctx });
  },
  { name: 'buscagym-commerce', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);
