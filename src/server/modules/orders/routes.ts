/**
 * HTTP routes of checkout, orders and passes (docs/architecture.md §5; SPEC §2 `/stripe`), mounted by
 * ./index under `/api`: `/payments/config`, `/orders/checkout`, `/orders`, `/orders/{id}`,
 * `/orders/{id}/demo-pay`, `/passes/verify`, `/passes/checkin`. Schemas come from `src/shared/contract/orders.ts`.
 * Every answer here is personal or changes with configuration: `Cache-Control: no-store`.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contract/common';
import {
  checkinBodySchema,
  checkinResponseSchema,
  checkoutHeadersSchema,
  checkoutResponseSchema,
  demoPayBodySchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  paymentConfigSchema,
  passVerifyBodySchema,
  passVerifyResponseSchema,
} from '../../../shared/contract/orders';
import { userIdParamsSchema } from '../../../shared/contract/users';
import { rotatingSecretResponseSchema } from '../../../shared/contract/passes';
import { DOOR_RATE_MAX, DOOR_RATE_WINDOW_MS } from '../../../shared/constants/passes';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { checkIn } from '../passes/index';
import { issueRotatingSecret } from '../passes/index';
import { verifyPass } from '../passes/index';
import { noStore } from '../route-access';
import { sessionRoutes } from '../session-routes';
import { checkout } from './checkout';
import type { OrdersContext } from './store/context';
import { demoPay, listOrders, readOrder } from './service';

/** Options of {@link orderRoutes}. */
export interface OrderRoutesOptions {
  ctx: OrdersContext;
}

const refusals = errorResponses(400, 401, 403, 404, 409, 503);
/** The door's answers: those, and 429 past the per-partner limit. */
const doorRefusals = errorResponses(400, 401, 403, 404, 409, 429, 503);

/** Registers the order routes (see module doc). */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags: ['orders'], refusals });
  const passes = sessionRoutes(fastify, { tags: ['passes'] });
  // Verify and check-in each allow DOOR_RATE_MAX calls a minute per account (ADR 0036; Redis when REDIS_URL is set).
  const door = sessionRoutes(fastify, {
    tags: ['passes'],
    config: {
      rateLimit: {
        max: DOOR_RATE_MAX,
        timeWindow: DOOR_RATE_WINDOW_MS,
        keyGenerator: async (request: FastifyRequest) =>
          `door:${(await fastify.sessions.read(request))?.userId ?? request.ip}`,
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          new AppError(
            'TOO_MANY_REQUESTS',
            commerceMessages.doorRateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
          ),
      },
    },
  });
  app.addHook('onSend', noStore);

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment provider in use (public): `manual` is the demo mode',
        description:
          '`demo` true means no real money is charged ("Modo demostración"); `publishableKey` for Stripe.',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => ({
      provider: ctx.provider.name,
      demo: ctx.provider.name === 'manual',
      publishableKey: ctx.provider.publishableKey,
    }),
  );

  route.post(
    '/orders/checkout',
    {
      summary: 'Check out your cart: a pending order with a price snapshot, and how to pay it (members)',
      description:
        'Send a new `Idempotency-Key` (16–100 of `[A-Za-z0-9_-]`, e.g. a UUID) per attempt: the same key ' +
        'answers the same order (200) instead of a new one (201). An unchanged cart with a pending order ' +
        'answers that order. `payment` is `{provider:"manual"}` (pay with `demo-pay`) or Stripe’s ' +
        '`clientSecret` for the Payment Element; null when the order is no longer pending. 400 empty cart ' +
        'or total above the maximum; 409 cart needs review (prices changed) or already paid; 503 provider down.',
      headers: checkoutHeadersSchema,
      response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema },
    },
    async (request, session, reply) => {
      const result = await checkout(ctx, session, request.headers['idempotency-key']);
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );

  route.post(
    '/orders/:id/demo-pay',
    {
      summary:
        'Pay a pending order in demo mode (`manual` provider only; no money moves): a member’s cart or a partner’s plan',
      description:
        '`cardLast4` of the test card typed: `0002` (card 4000 0000 0000 0002) declines and the order fails ' +
        '(the cart is kept); anything else approves: the order is paid with its sales and passes, the cart ' +
        'emptied and the receipt queued. An order no longer pending is answered unchanged.',
      params: userIdParamsSchema,
      body: demoPayBodySchema,
      response: { 200: orderResponseSchema },
    },
    async (request, session) => ({
      order: await demoPay(ctx, session, request.params.id, request.body),
    }),
  );

  route.get(
    '/orders',
    {
      summary: 'Your orders, newest first, with lines and passes ("Mis compras"; members)',
      querystring: ordersQuerySchema,
      response: { 200: ordersResponseSchema },
    },
    async (request, session) => listOrders(ctx, session, request.query.page),
  );

  route.get(
    '/orders/:id',
    {
      summary: 'One of your orders (the receipt and the return page after paying)',
      description: 'Another member’s order answers 404, like an unknown one.',
      params: userIdParamsSchema,
      response: { 200: orderResponseSchema },
    },
    async (request, session) => ({
      order: await readOrder(ctx, session, request.params.id),
    }),
  );

  passes.post(
    '/passes/:id/rotating',
    {
      summary: 'The secret of your pass’s rotating codes (RFC 6238 TOTP; members, ADR 0029)',
      description:
        'Your device computes the pass’s QR code every 30 s from this secret, offline too. The first call ' +
        'retires the pass’s fixed code (a state change: a POST, ADR 0036). 404 unknown pass or another ' +
        'member’s, 410 a revoked pass.',
      params: userIdParamsSchema,
      response: { 200: rotatingSecretResponseSchema, ...errorResponses(400, 401, 403, 404, 410, 503) },
    },
    async (request, session) => issueRotatingSecret(ctx.db, await ctx.passes(), session, request.params.id),
  );

  door.post(
    '/passes/verify',
    {
      summary: 'Verify a pass code read from its QR (the gym’s partner or an administrator)',
      description:
        'Answers the pass, whether it is usable now (`valid`, `state`) and the member’s first name. 400 for a ' +
        'malformed or forged code, 404 unknown pass, 403 members or another gym’s partner.',
      body: passVerifyBodySchema,
      response: { 200: passVerifyResponseSchema, ...doorRefusals },
    },
    async (request, session) => verifyPass(ctx.db, await ctx.passes(), session, request.body.code),
  );

  door.post(
    '/passes/checkin',
    {
      summary: 'Check a member in at the door with the pass code (the gym’s partner only)',
      description:
        'In one transaction: a valid pass is admitted and the visit recorded (a service pass loses one use); ' +
        'a scan of the same pass within a minute of its last visit is that same visit (`repeat`, nothing ' +
        'written). A pass that is expired, used up, revoked or not yet valid is answered with `admitted: ' +
        'false` and its `state`. A rotating code (ADR 0029) is accepted for its step and one on either side, ' +
        'once: 409 "Código ya usado"; an older one 400 "Código vencido". 400 malformed or forged code, 404 ' +
        'unknown pass, 403 anyone but the partner who owns the pass’s gym. A member’s Pase BuscaGym door ' +
        'pass (rotating code from `POST /api/credits/pass`, ADR 0045) admits a class booking paid with ' +
        'credits at the partner’s gym starting within 60 minutes, or else the day’s open-gym visit there, ' +
        'and settles it as attended (the gym is paid once; `credit` says which); a scan within a minute of ' +
        'the last admission, or of an entry already settled, is `repeat` and writes nothing. 409 when the ' +
        'member has neither at the partner’s gyms, or has them at more than one and `gymId` is not given.',
      body: checkinBodySchema,
      response: { 200: checkinResponseSchema, ...doorRefusals },
    },
    async (request, session) =>
      checkIn(ctx.db, await ctx.passes(), session, request.body, {
        windowMs: ctx.checkinRepeatWindowMs,
        doors: ctx.memberDoors,
      }),
  );
};
