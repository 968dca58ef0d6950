/**
 * The plugin of Pase BuscaGym's plans and subscriptions (ADR 0045): the fulfilment of `credits` orders
 * in the orders module's hook (./fulfil), the door check-in of the members' door passes in its member-pass
 * doors (../door/checkin), with MercadoPago the notices of its preapprovals (./mercadopago), the worker
 * of `renew-credits` (./renewal), the plan routes under `/api` (../plans/routes) and the member's routes
 * under `/api/credits` (./routes).
 * Needs `app.orders` (orders plugin), `app.sessions` and `app.jobs`, registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUES } from '../../../plugins/jobs';
import { creditDoor } from '../door/checkin';
import { creditPlanRoutes } from '../plans/routes';
import { applyFailedCredits, applyPaidCredits } from './fulfil';
import { registerCreditNotices } from './mercadopago';
import { renewCredits } from './renewal';
import { creditSubscriptionRoutes } from './routes';

/** Registers plans, subscriptions and their renewal (see module doc). */
export const creditSubscriptionsPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx = app.orders;
    ctx.fulfilments.register('credits', { paid: applyPaidCredits, failed: applyFailedCredits });
    // With MercadoPago, the notices of the members' preapprovals (ADR 0045 "MercadoPago").
    registerCreditNotices(ctx);
    // The door check-in admits the members' door passes (ADR 0045 "Check-in").
    ctx.memberDoors.register(creditDoor(ctx.db));
    app.jobs.work(QUEUES.renewCredits.name, async () => {
      await renewCredits(ctx);
    });
    await app.register(creditPlanRoutes, { prefix: '/api', db: ctx.db });
    await app.register(creditSubscriptionRoutes, { prefix: '/api/credits', ctx });
  },
  {
    name: 'buscagym-credit-subscriptions',
    fastify: '5.x',
    dependencies: ['buscagym-jobs', 'buscagym-orders'],
  },
);
