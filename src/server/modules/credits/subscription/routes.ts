/**
 * HTTP routes of a member's Pase BuscaGym (ADR 0045), mounted under `/api/credits`:
 * `POST /subscription` (one month of a plan, paid like a cart), `POST /subscription/pause`,
 * `DELETE /subscription` (cancel at the paid month's end), `GET /me` ("Mis créditos") and `POST /pass`
 * (the rotating codes of the member's door pass, ../door/door-pass). Members
 * only (accounts of type `user`). Schemas come from `src/shared/contract/credits.ts` and `./orders`.
 * Personal answers: `Cache-Control: no-store`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/contract/common';
import {
  creditPauseBodySchema,
  creditSubscribeBodySchema,
  myCreditsSchema,
} from '../../../../shared/contract/credits';
import { checkoutHeadersSchema, checkoutResponseSchema } from '../../../../shared/contract/orders';
import { rotatingSecretResponseSchema } from '../../../../shared/contract/passes';
import type { OrdersContext } from '../../orders/index';
import { noStore } from '../../route-access';
import { sessionRoutes } from '../../session-routes';
import { issueDoorPass } from '../door/door-pass';
import { creditsCheckout, requireCreditMember } from './checkout';
import { readMyCredits } from './me';
import { changeAtMercadoPago } from './mercadopago';
import { cancelCredits, pauseCredits } from './pause';

/** Options of {@link creditSubscriptionRoutes}. */
export interface CreditSubscriptionRoutesOptions {
  ctx: OrdersContext;
}

const tags = ['credits'];
const refusals = errorResponses(400, 401, 403, 404, 409, 503);

/** Registers the member's routes (see module doc). */
export const creditSubscriptionRoutes: FastifyPluginAsync<CreditSubscriptionRoutesOptions> = async (
  fastify,
  { ctx },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags, refusals });
  app.addHook('onSend', noStore);

  app.post(
    '/subscription',
    {
      onRequest: async (request) => {
        requireCreditMember(await fastify.sessions.require(request));
      },
      schema: {
        tags,
        summary: 'Subscribe to Pase BuscaGym: one month of a plan of credits (members)',
        description:
          'Makes a pending order of `kind` `credits` (no lines) and starts its payment like a cart checkout: ' +
          'pay it with `POST /api/orders/{orderId}/demo-pay` (demo) or Stripe’s Payment Element, the card ' +
          'kept for the monthly renewals; with MercadoPago the answer’s `payment` is ' +
          '`{provider: "mercadopago", redirectUrl}`, the `init_point` of a monthly subscription ' +
          '(preapproval) for the plan’s price, which MercadoPago charges every month by itself (ADR 0045). ' +
          'Paid, the plan is ' +
          'active for one month and its credits are added with the rollover cap: the balance becomes ' +
          'min(balance, credits of the plan) + credits of the plan, the part above the cap lapsing. Same ' +
          '`Idempotency-Key` → same order (200). 400 unknown or inactive plan; 409 the pass already active, ' +
          'paused or cancelled but still paid; 503 provider down.',
        headers: checkoutHeadersSchema,
        body: creditSubscribeBodySchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const session = await fastify.sessions.require(request);
      const result = await creditsCheckout(
        ctx,
        session,
        request.headers['idempotency-key'],
        request.body.planId,
      );
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );

  route.post(
    '/subscription/pause',
    {
      summary: 'Pause Pase BuscaGym for 1–3 months from the end of the paid month (members)',
      description:
        'At most 3 months per calendar year (Buenos Aires). The credits stay usable until the paid month ' +
        'ends; while paused nothing is charged, added or lapsed, and the next month is charged when the ' +
        'pause ends. With MercadoPago the subscription is paused there first. 404 no subscription; 409 not ' +
        'active (past due, cancelled, paused) or the year’s months used; 503 MercadoPago unreachable (nothing changed).',
      body: creditPauseBodySchema,
      response: { 200: myCreditsSchema },
    },
    async (request, session) => {
      const userId = requireCreditMember(session);
      await pauseCredits(ctx.db, userId, request.body.months, (sub, change) =>
        changeAtMercadoPago(ctx, sub, change),
      );
      return readMyCredits(ctx.db, userId);
    },
  );

  route.delete(
    '/subscription',
    {
      summary: 'Cancel Pase BuscaGym at the end of the paid month (members)',
      description:
        'Nothing more is charged (with MercadoPago the subscription is cancelled there first). The credits ' +
        'are kept until the paid month ends and lapse then. 404 no subscription; 409 already cancelled or ' +
        'ended; 503 MercadoPago unreachable (nothing changed).',
      response: { 200: myCreditsSchema },
    },
    async (_request, session) => {
      const userId = requireCreditMember(session);
      await cancelCredits(ctx.db, userId, (sub, change) => changeAtMercadoPago(ctx, sub, change));
      return readMyCredits(ctx.db, userId);
    },
  );

  route.get(
    '/me',
    {
      summary: 'Mis créditos: balance, plan, renewal and the latest movements (members)',
      description:
        '`balance` credits worth `value` ARS (what was paid for them, by the average cost); `renewsAt` when ' +
        'the next month is charged (null when it will not renew); `history` the latest 50 movements, newest ' +
        'first, each with its credits (the kind gives the sign), their value in ARS and the gym if any.',
      response: { 200: myCreditsSchema },
    },
    async (_request, session) => readMyCredits(ctx.db, requireCreditMember(session)),
  );

  route.post(
    '/pass',
    {
      summary:
        'The secret of your Pase BuscaGym door pass’s rotating codes (RFC 6238 TOTP; members, ADR 0045)',
      description:
        'The same answer as a gym pass’s `POST /api/passes/{id}/rotating` (ADR 0029): your device computes ' +
        'the QR code `BGT1.<idPart>.<otp>` every 30 s from it, offline too, and the gym’s partner scans it ' +
        'at `POST /api/passes/checkin`, which admits your class booking or visit paid with credits there ' +
        'and settles it as attended. One door pass per member, made at the first call (a POST). 404 for a ' +
        'member who never had a plan of credits nor credits.',
      response: { 200: rotatingSecretResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
    },
    async (_request, session) => issueDoorPass(ctx.db, await ctx.passes(), session),
  );
};
