/**
 * MercadoPago's routes (mounted under `/api/payments` when the provider in use is MercadoPago):
 *
 * - `POST /mercadopago/webhook?data.id=…&type=payment[&order=…][&site=…]` — MercadoPago's notification
 *   (https://www.mercadopago.com.ar/developers/es/docs/your-integrations/notifications/webhooks). The
 *   `x-signature` is verified first (the provider's `readNotification`) with the webhook secret of the
 *   site the URL names (`MLM`, `MLB`; none: `MLA`, ADR 0056): missing, wrong, of another secret (another
 *   site's too), of a site without credentials or outside the 5-minute window → 401 and nothing changes. A valid one is never trusted for amount or
 *   status: the payment is read again (`GET /v1/payments/{id}`, the provider's `fetchNotified`) and the
 *   order named by its `external_reference` is settled as that answer says, through the one notification
 *   flow of every provider (./settlement/notified, ADR 0043). The provider event id is `payment:<id>:<status>`, so a repeated notification of
 *   the same payment in the same status changes nothing, and an older notification arriving after a
 *   newer one reads the newer status. 200 also for other topics and for payments that are not ours
 *   (unknown to MercadoPago under that token, or whose `external_reference` names no order of ours);
 *   503 when MercadoPago cannot be asked (it retries the notification).
 *   Other topics pass the same check and go to the handler a module registered for them (./store/hooks;
 *   `subscription_preapproval` and `subscription_authorized_payment`, a partner's plan as a MercadoPago
 *   subscription, ADR 0028, 11, are the subscriptions module's). The body is not read (kept raw, at most {@link WEBHOOK_BODY_LIMIT_BYTES}).
 * - `GET /mercadopago/gyms/{id}/online` — whether the gym's products can be paid online (public).
 * - `POST /mercadopago/orders/{id}/check` — the member's return page (MercadoPago's `back_urls`): asks
 *   MercadoPago where the session's own order stands and settles it, so the order is paid even if the
 *   notification never comes: a Checkout Pro order by its payments, a month paid by a preapproval (Pase
 *   BuscaGym, ADR 0045) by the preapproval's state. Answers the order.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contract/common';
import { orderResponseSchema } from '../../../shared/contract/orders';
import { gymOnlineSchema } from '../../../shared/contract/payment-accounts';
import { webhookAckSchema, type WebhookAck } from '../../../shared/contract/payments';
import { userIdParamsSchema } from '../../../shared/contract/users';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { OrdersContext } from './store/context';
import { readOrder } from './service';
import { findOrder } from './store/queries';
import { settleAsReported } from './settlement/settle';
import { settleNotified } from './settlement/notified';
import { sessionRoutes } from '../session-routes';
import {
  isMercadoPago,
  MP_PAYMENT_PREFIX,
  preapprovalIdOf,
  answerProviderUnavailable,
  paymentUnavailable,
  WebhookRejected,
  type Notice,
} from '../payments/index';
import { keepRawWebhookBodies, WEBHOOK_BODY_LIMIT_BYTES } from './webhook-routes';

const ACK: WebhookAck = { received: true };

const webhookQuerySchema = z.object({
  'data.id': z.string().optional(),
  type: z.string().optional(),
  topic: z.string().optional(),
  order: z.string().optional(),
  /** The MercadoPago site whose webhook secret signs it (ADR 0056); none: Argentina's `MLA`. */
  site: z.string().optional(),
});

/** Registers the routes (see module doc). Nothing is registered unless `ctx.provider` is MercadoPago. */
export const mercadoPagoRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (fastify, { ctx }) => {
  const provider = ctx.provider;
  if (!isMercadoPago(provider)) return;
  keepRawWebhookBodies(fastify, '*');
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const route = sessionRoutes(fastify, { tags: ['payments'] });

  app.post(
    '/mercadopago/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'MercadoPago notifications (signed webhook; called by MercadoPago, not by the web app)',
        description:
          'Verifies `x-signature` (HMAC-SHA256 with the webhook secret of the `site` named, MLA when none: ' +
          'MERCADOPAGO_WEBHOOK_SECRET, MERCADOPAGO_MX_… or MERCADOPAGO_BR_…, of ' +
          '`id:{data.id};request-id:{x-request-id};ts:{ts};`, `ts` within 300 s): 401 otherwise, nothing ' +
          'changes. The payment is then read again at MercadoPago and its order settled as that answer ' +
          'says (approved → paid, rejected → failed, cancelled → cancelled), once per payment and status.',
        querystring: webhookQuerySchema,
        response: { 200: webhookAckSchema, ...errorResponses(401, 413, 503) },
      },
    },
    async (request) => {
      let notice: Notice;
      try {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        notice = provider.readNotification({ rawBody, headers: request.headers, query: request.query });
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.message }, 'mercadopago notification rejected');
        throw new AppError('UNAUTHORIZED', commerceMessages.webhookInvalid);
      }
      const unavailable = (error: unknown) =>
        answerProviderUnavailable(error, request.log, 'mercadopago unavailable for a notification', {
          details: { notice },
        });
      if (notice.kind === 'topic') {
        const apply = ctx.notices.of(notice.topic);
        const result = apply ? await apply(notice.id).catch(unavailable) : 'ignored';
        request.log.info({ ...notice, result }, 'mercadopago notification of a topic');
        return ACK;
      }
      if (notice.kind === 'ignore') return ACK;
      const outcome = await settleNotified(ctx, notice).catch((error: unknown) => {
        // An external_reference that names no order of ours.
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          return { result: 'notOurs' as const, event: null, tidied: [] };
        return unavailable(error);
      });
      request.log.info({ dataId: notice.paymentId, ...outcome }, 'mercadopago notification');
      // A second approved payment of a paid order was given back (the reconciliation's handler, ADR 0044).
      if (outcome.tidied.length > 0)
        request.log.warn(
          { dataId: notice.paymentId, refunded: outcome.tidied },
          'mercadopago duplicate payments refunded',
        );
      return ACK;
    },
  );

  app.get(
    '/mercadopago/gyms/:id/online',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether a gym’s products can be paid online (public)',
        description:
          'False in production when the gym’s partner has not connected his MercadoPago account: the gym page ' +
          'says "Pago online no disponible" and checkout refuses its products.',
        params: userIdParamsSchema,
        response: { 200: gymOnlineSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ online: await provider.gymPayable(request.params.id) }),
  );

  route.post(
    '/mercadopago/orders/:id/check',
    {
      summary: 'Ask MercadoPago where your order’s payment stands and settle it (the return page)',
      params: userIdParamsSchema,
      response: { 200: orderResponseSchema, ...errorResponses(401, 403, 404, 503) },
    },
    async (request, session) => {
      const order = await readOrder(ctx, session, request.params.id);
      if ((order.status === 'pending' || order.status === 'failed') && order.provider === 'mercadopago') {
        const row = await findOrder(ctx.db, { orderId: order._id });
        const paymentId =
          row?.paymentId && preapprovalIdOf(row.paymentId)
            ? row.paymentId
            : `${MP_PAYMENT_PREFIX}${order._id}`;
        const state = await provider.fetchPayment(paymentId).catch((error: unknown) => {
          request.log.warn({ err: error }, 'mercadopago unavailable at the return page');
          throw paymentUnavailable(); // any failure of the read, not only ProviderUnavailable
        });
        await settleAsReported(ctx, { orderId: order._id, source: 'reconciler' }, state);
        return { order: await readOrder(ctx, session, order._id) };
      }
      return { order };
    },
  );
};
