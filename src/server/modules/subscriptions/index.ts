/**
 * Partners' paid plans (ADR 0017; MercadoPago subscriptions, ADR 0028, 11), the module's only public
 * entry (docs/architecture.md §2; ADR 0043). Its plugin holds the subscription routes, the workers of
 * the plan mails and of `renew-plans`, and fills the orders module's two hooks (orders/index): the
 * fulfilment of `plan` orders (./activate: paid → the plan in force one more month; failed renewal →
 * past due) and, with MercadoPago, the notice topics `subscription_preapproval` and
 * `subscription_authorized_payment` (./mercadopago-plans). Orders never imports this module.
 * Needs `app.orders` (orders plugin), `app.sessions`, `app.mailer` and `app.jobs`, registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../plugins/jobs';
import { isMercadoPago } from '../payments/index';
import { applyFailedPlan, applyPaidPlan } from './activate';
import { deliverPlanMail } from './mail';
import { applyChargeNotification, applyPreapprovalNotification } from './mercadopago-plans';
import { renewPlans } from './renewal';
import { subscriptionRoutes } from './routes';

export { endMercadoPagoPlan } from './mercadopago-renewal';
export { choosePartnerPlan } from './plan-choice';
export { renewPlans, type RenewalReport } from './renewal';

/** Registers the subscriptions module (see module doc). */
export const subscriptionsPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx = app.orders;
    ctx.fulfilments.register('plan', {
      paid: applyPaidPlan,
      failed: (tx, order) => applyFailedPlan(tx, ctx.jobs, order),
    });
    const provider = ctx.provider;
    if (isMercadoPago(provider)) {
      ctx.notices.register('subscription_preapproval', (id) =>
        applyPreapprovalNotification(ctx, provider, id),
      );
      ctx.notices.register('subscription_authorized_payment', (id) =>
        applyChargeNotification(ctx, provider, id),
      );
    }
    app.jobs.work(QUEUES.planMail.name, async (data) => deliverPlanMail(ctx.db, app.mailer, data));
    app.jobs.work(QUEUES.renewPlans.name, async () => {
      await renewPlans(ctx);
    });
    await app.register(subscriptionRoutes, { prefix: '/api/partner/subscription', ctx });
  },
  { name: 'buscagym-subscriptions', fastify: '5.x', dependencies: ['buscagym-jobs', 'buscagym-orders'] },
);
