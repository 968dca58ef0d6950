/**
 * `POST /api/withdrawals` (ADR 0027; ADR 0056): the withdrawal right of the order's country — the "Botón
 * de arrepentimiento" of Ley 24.240 art. 34 in Argentina — public (no session), limited per address like
 * the other public forms. Rules in ./service, the term per country in ./window.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WITHDRAWAL_RATE_MAX, WITHDRAWAL_RATE_WINDOW_MS } from '../../../shared/constants/refunds';
import { errorResponses } from '../../../shared/contract/common';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../../../shared/domain/countries';
import { chosenCountry, COUNTRY_COOKIE } from '../../../shared/domain/country-choice';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { withdrawalBodySchema, withdrawalResponseSchema } from '../../../shared/contract/refunds';
import { withdrawalMessages as w } from '../../../shared/messages/refunds';
import { AppError } from '../../app-error';
import type { OrdersContext } from '../orders/index';
import { requestWithdrawal } from './service';

/** The term of every country, as the OpenAPI description states it (`AR: 10 calendar days, Ley …`). */
const TERMS = COUNTRY_CODES.map((code) => {
  const { days, businessDays, citation } = WITHDRAWAL_LAWS[code];
  return `${code}: ${days} ${businessDays ? 'business' : 'calendar'} days, ${citation}`;
}).join('; ');

/** Options of {@link withdrawalRoutes}. */
export interface WithdrawalRoutesOptions {
  ctx: OrdersContext;
  now?: () => Date;
}

/** Registers `POST /withdrawals` (prefix `/api`). */
export const withdrawalRoutes: FastifyPluginAsync<WithdrawalRoutesOptions> = async (
  fastify,
  { ctx, now = () => new Date() },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/withdrawals',
    {
      config: {
        rateLimit: {
          max: WITHDRAWAL_RATE_MAX,
          timeWindow: WITHDRAWAL_RATE_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `withdrawal:${request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new AppError('TOO_MANY_REQUESTS', w.rateLimited(Math.max(1, Math.ceil(context.ttl / 60_000)))),
        },
      },
      schema: {
        tags: ['refunds'],
        summary: '"Botón de arrepentimiento": revoke a purchase (public)',
        description:
          "The order's reference (`BG-…`) and the purchase's e-mail, within the term of the withdrawal " +
          "law of the order's country, counted from the payment's day in the gym's time zone " +
          `(${TERMS}; business days are Monday to Friday less the official rest days, México's of the ` +
          'Ley Federal del Trabajo art. 74). 201 with the request number (also mailed); the unused ' +
          'passes are refunded in full (`refunded`), otherwise the administrators review it ' +
          '(`review`). 200 with the first request when the order has one. 404 for a wrong pair or an older purchase: one answer for ' +
          "both, whatever the order's country, naming the term of the asking page's country (the `pais` " +
          `cookie's, else ${DEFAULT_COUNTRY}'s), so it tells nothing of whether the order exists. ` +
          `At most ${WITHDRAWAL_RATE_MAX} calls per address every ${WITHDRAWAL_RATE_WINDOW_MS / 60_000} minutes.`,
        body: withdrawalBodySchema,
        response: {
          200: withdrawalResponseSchema,
          201: withdrawalResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const asked = chosenCountry(null, request.cookies[COUNTRY_COOKIE]).country;
      const { answer, created } = await requestWithdrawal(ctx, request.body, now(), asked);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );
};
