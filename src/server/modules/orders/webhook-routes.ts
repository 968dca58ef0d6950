/**
 * `POST /stripe/webhook` (mounted under `/api/payments`): Stripe's signed event deliveries
 * (docs/architecture.md §5; https://docs.stripe.com/webhooks). The body is verified on its raw bytes by the
 * provider ({@link PaymentProvider.readNotification}) and the order is settled by the one notification
 * flow of every provider (./settlement/notified, ADR 0043), which records the event id so that a
 * redelivery changes nothing.
 *
 * Answers (Stripe retries any non-2xx for up to three days, https://docs.stripe.com/webhooks#retries):
 * - 200 `{received: true}` — applied now, applied before (duplicate event), not applicable to the
 *   order's state, or an event type this product does not act on;
 * - 400 VALIDATION {@link commerceMessages.webhookInvalid} — missing or bad signature, timestamp outside
 *   the tolerance, malformed body (a forgery or a replay: retrying does not help);
 * - 404 NOT_FOUND — no order has that PaymentIntent: nothing changes;
 * - 500 — the database failed: Stripe retries later.
 *
 * An encapsulated plugin: its content-type parser keeps `application/json` bodies as a Buffer for
 * this route only, with a {@link WEBHOOK_BODY_LIMIT_BYTES} limit; any other content type is a 415.
 * The CSRF origin check (plugins/csrf.ts) lets deliveries through: Stripe sends neither `Origin` nor
 * `Sec-Fetch-Site`, which the check treats as a non-browser caller.
 * @module
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import { stripeEventDocSchema, webhookAckSchema, type WebhookAck } from '../../../shared/contract/payments';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { OrdersContext } from './store/context';
import { settleNotified } from './settlement/notified';
import { type Notice, type PaymentProvider, WebhookRejected } from '../payments/index';

/**
 * Largest delivery accepted, bytes. Stripe's events carry one object snapshot (a PaymentIntent is a
 * few KB); 256 KB leaves room while bounding what an unauthenticated caller can make us hash.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Makes the webhook plugin `fastify` keep request bodies of `contentType` (`*`: any) as raw bytes, at
 * most {@link WEBHOOK_BODY_LIMIT_BYTES}, for the provider's signature check; every other parser of the
 * plugin goes (another content type is answered 415).
 */
export function keepRawWebhookBodies(fastify: FastifyInstance, contentType: string): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    contentType,
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** Options of {@link stripeWebhookRoutes}. */
export interface StripeWebhookRoutesOptions {
  /** The order services' dependencies; `ctx.provider` verifies the deliveries. */
  ctx: OrdersContext;
}

const ACK: WebhookAck = { received: true };

/** Documentation of the header (the route reads it itself; see `validatorCompiler` below). */
const headersDoc = z.object({
  'stripe-signature': z.string().meta({
    description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`',
  }),
});

/**
 * Verifies a delivery; a refusal is logged with its reason (wrong secret, clock skew, …), which the
 * answer does not tell.
 * @throws AppError VALIDATION ({@link commerceMessages.webhookInvalid}) when the provider rejects it
 */
function verify(request: FastifyRequest, provider: PaymentProvider): Notice {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    return provider.readNotification({ rawBody: body, headers: request.headers, query: {} });
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    request.log.warn({ reason: error.message, bytes: body.length }, 'payment webhook rejected');
    throw new AppError('VALIDATION', commerceMessages.webhookInvalid);
  }
}

/** Registers the webhook route (see module doc). */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookRoutesOptions> = async (
  fastify,
  { ctx },
) => {
  keepRawWebhookBodies(fastify, 'application/json');

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      // The body stays raw bytes for the signature check; the schemas below only document it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['payments'],
        summary: 'Stripe event deliveries (signed webhook; called by Stripe, not by the web app)',
        description:
          'Verifies `Stripe-Signature` on the raw body with the endpoint secret (STRIPE_WEBHOOK_SECRET) and ' +
          'refuses a timestamp more than 300 s away from now. `payment_intent.succeeded` marks the order ' +
          'paid (sales, passes, cart emptied, receipt queued), `payment_intent.payment_failed` failed (the cart ' +
          'is kept), `payment_intent.canceled` cancelled. Each event id is applied once: redeliveries answer ' +
          '200 and change nothing. 200 also for other event types (ignored). 400 bad signature or body; 404 no ' +
          `order has that PaymentIntent. Body at most ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KB of application/json.`,
        headers: headersDoc,
        body: stripeEventDocSchema,
        response: {
          200: webhookAckSchema,
          ...errorResponses(400, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const notice = verify(request, ctx.provider);
      if (notice.kind !== 'payment') {
        request.log.info({ notice, result: 'ignored' }, 'payment webhook');
        return ACK;
      }
      // A payment no order of ours has is a 404 (AppError NOT_FOUND), which Stripe shows on its dashboard.
      const outcome = await settleNotified(ctx, notice);
      request.log.info(
        { eventId: notice.event?.id, type: notice.event?.type, paymentId: notice.paymentId, ...outcome },
        'payment webhook',
      );
      return ACK;
    },
  );
};
