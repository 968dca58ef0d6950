/**
 * HTTP routes of the partners' paid plans (ADR 0017), mounted by the subscriptions plugin (./index) under
 * `/api/partner/subscription`: `GET /{id}` (the subscription) and `POST /checkout/{id}` (one month of a
 * paid plan). Schemas come from `src/shared/contract/subscriptions.ts` and `./orders`. Personal
 * answers: `Cache-Control: no-store`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import { checkoutHeadersSchema, checkoutResponseSchema } from '../../../shared/contract/orders';
import { partnerIdParamsSchema } from '../../../shared/contract/partners';
import { planCheckoutBodySchema, subscriptionResponseSchema } from '../../../shared/contract/subscriptions';
import type { OrdersContext } from '../orders/index';
import { assertSelfPartner } from '../partners/index';
import { noStore } from '../route-access';
import { sessionRoutes } from '../session-routes';
import { planCheckout } from './checkout';
import { readSubscription } from './service';

/** Options of {@link subscriptionRoutes}. */
export interface SubscriptionRoutesOptions {
  ctx: OrdersContext;
}

const tags = ['partners'];
const refusals = errorResponses(400, 401, 403, 404, 409, 503);

/** Registers the subscription routes (see module doc). */
export const subscriptionRoutes: FastifyPluginAsync<SubscriptionRoutesOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags, refusals });
  app.addHook('onSend', noStore);

  route.get(
    '/:id',
    {
      summary: "A partner's subscription: that partner or an admin only",
      description:
        '`plan` is the plan in force; `status` `free` (no paid plan), `active` (renews at ' +
        '`currentPeriodEnd`), `pastDue` (the renewal failed; kept until `graceUntil`), `lapsed` (back on ' +
        'the free limits; `billedPlan` is the plan to pay again). `held` counts gyms and services ' +
        'unpublished because the plan in force does not allow them.',
      params: partnerIdParamsSchema,
      response: { 200: subscriptionResponseSchema },
    },
    async (request, session) => ({
      subscription: await readSubscription(ctx.db, session, request.params.id),
    }),
  );

  app.post(
    '/checkout/:id',
    {
      onRequest: async (request) => {
        const session = await fastify.sessions.require(request);
        assertSelfPartner(session, (request.params as { id?: string }).id ?? '');
      },
      schema: {
        tags,
        summary: 'Check out one month of a paid plan (the partner itself)',
        description:
          'Makes a pending order of `kind` `plan` (no lines) and starts its payment like a cart checkout: ' +
          'pay it with `POST /api/orders/{orderId}/demo-pay` (demo) or Stripe’s Payment Element; the card is ' +
          'kept for the monthly renewals. With MercadoPago `payment.redirectUrl` is a subscription ' +
          '(`preapproval`, ADR 0028) that MercadoPago charges every month by itself. Paid, the plan is in force at once (its limits; its commission on ' +
          'the next sales) and gyms and services held by an earlier lapse are published again where it ' +
          'allows them. Same `Idempotency-Key` → same order (200). 400 unknown or free plan; 409 that plan ' +
          'already paid and active, or more gyms or services than it allows; 503 provider down.',
        params: partnerIdParamsSchema,
        headers: checkoutHeadersSchema,
        body: planCheckoutBodySchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const result = await planCheckout(
        ctx,
        session,
        request.params.id,
        request.headers['idempotency-key'],
        request.body.plan,
      );
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );
};
