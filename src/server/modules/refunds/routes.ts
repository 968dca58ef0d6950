/**
 * HTTP routes of refunds (ADR 0027): {@link adminRefundRoutes} (`POST /api/admin/orders/{id}/refunds`,
 * administrators, audited) and {@link partnerRefundRoutes} (`POST /api/partner/sales/orders/{id}/refunds`,
 * the partner of the order's sales, his lines only, within {@link PARTNER_REFUND_DAYS} days of the
 * payment). Schemas come from `src/shared/contract/refunds.ts`; the rules live in ./service.
 * Answers: 201 with a new refund, 200 with the refund an earlier call with the same `Idempotency-Key`
 * and body made (409 when the body differs), 202 when the provider has not answered yet (the refund stays `requested` and is retried).
 * @module
 */
import type { FastifyReply } from 'fastify';
import { PARTNER_REFUND_DAYS } from '../../../shared/constants/refunds';
import { errorResponses } from '../../../shared/contract/common';
import {
  refundBodySchema,
  refundHeadersSchema,
  refundOrderParamsSchema,
  refundResponseSchema,
  type RefundBody,
  type RefundResponse,
} from '../../../shared/contract/refunds';
import { toCentavos } from '../../../shared/domain/money';
import { refundMessages as m } from '../../../shared/messages/refunds';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/session';
import { insertAuditEntry } from '../audit/index';
import { findOrder, refundSummaries, type OrdersContext } from '../orders/index';
import { adminOnly } from '../admin-guard';
import { sessionPlugin } from '../session-routes';
import type { RefundRow } from './queries';
import { refundOrder, type RefundInput } from './service';

/** Options of both plugins. */
export interface RefundRoutesOptions {
  ctx: OrdersContext;
  /** The clock (tests move it to check the partner's 30 days). */
  now?: () => Date;
}

const tags = ['refunds'];
const DAY_MS = 86_400_000;

const description =
  'Body `{ amount?, reason }`: `amount` in ARS (absent: everything left to refund). The provider is ' +
  'called with the refund’s id as its idempotency key; a retry with the same `Idempotency-Key` header ' +
  'and the same body answers the first refund (200); the same key with another amount or reason is 409. 201: refunded; 202: the provider has not answered, the refund stays ' +
  '`requested` and is retried on its own. A full refund moves the order to `refunded` and revokes its ' +
  'passes; a partial one takes the uses it pays back off service passes. 409: a plan order, not paid, ' +
  'nothing left, more than is left, or an `Idempotency-Key` reused with other parameters.';

const schema = (summary: string, extra = '') => ({
  summary,
  description: description + extra,
  params: refundOrderParamsSchema,
  headers: refundHeadersSchema,
  body: refundBodySchema,
  response: {
    200: refundResponseSchema,
    201: refundResponseSchema,
    202: refundResponseSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** The answer: the refund and the order's refunds after it. */
async function answer(ctx: OrdersContext, refund: RefundRow): Promise<RefundResponse> {
  const order = await findOrder(ctx.db, { orderId: refund.orderId });
  const summary = (await refundSummaries(ctx.db, [refund.orderId])).get(refund.orderId)!;
  return {
    refund: {
      _id: refund.id,
      amount: { $numberDecimal: refund.amount },
      reason: refund.reason,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
    },
    order: { _id: refund.orderId, reference: order!.reference, status: order!.status, ...summary },
  };
}

/** Runs the refund and sends 201 / 200 / 202. */
async function run(
  ctx: OrdersContext,
  reply: FastifyReply,
  input: Omit<RefundInput, 'amountCentavos' | 'reason'> & { body: RefundBody },
): Promise<FastifyReply> {
  const { body, ...rest } = input;
  const { refund, created } = await refundOrder(ctx, {
    ...rest,
    reason: body.reason,
    amountCentavos: body.amount ? toCentavos(body.amount.$numberDecimal) : undefined,
  });
  const status = refund.status === 'requested' ? 202 : created ? 201 : 200;
  return reply.code(status).send(await answer(ctx, refund));
}

/** `POST /orders/:id/refunds` (prefix `/api/admin`). */
export const adminRefundRoutes = sessionPlugin<RefundRoutesOptions>(
  { tags, rule: adminOnly },
  (admin, { ctx }) => {
    admin.post(
      '/orders/:id/refunds',
      schema('Refund a paid order in full or in part (administrators; audited)'),
      async (request, session, reply) => {
        return run(ctx, reply, {
          orderId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          actor: { type: 'admin', id: session.userId },
          audit: (tx, refund, order) =>
            insertAuditEntry(tx, {
              actorId: session.userId,
              action: 'order.refund',
              targetType: 'order',
              targetId: order.id,
              before: { status: order.status },
              after: { refundId: refund.id, amount: refund.amount, reason: refund.reason },
            }),
        });
      },
    );
  },
);

/** The partner's lines of the order, paid at most PARTNER_REFUND_DAYS days before `now`. */
const partnerScope =
  (session: SessionUser, now: Date): RefundInput['scope'] =>
  (order, lines) => {
    const own = lines.filter((line) => line.partnerId === session.userId);
    if (own.length === 0) throw new AppError('NOT_FOUND', m.partnerOrderNotFound);
    if (order.paidAt && now.getTime() - order.paidAt.getTime() > PARTNER_REFUND_DAYS * DAY_MS)
      throw new AppError('CONFLICT', m.partnerTooLate);
    return own;
  };

/** `POST /orders/:id/refunds` (prefix `/api/partner/sales`). */
export const partnerRefundRoutes = sessionPlugin<RefundRoutesOptions>(
  { tags },
  (route, { ctx, now = () => new Date() }) => {
    route.post(
      '/orders/:id/refunds',
      schema(
        'Refund one of the partner’s own sales (partners)',
        ` Only the lines of the partner's gyms, within ${PARTNER_REFUND_DAYS} days of the payment (409 ` +
          'after); 404 for an order without a sale of his.',
      ),
      async (request, session, reply) => {
        if (session.type !== 'partner') throw new AppError('FORBIDDEN', m.partnersOnly);
        return run(ctx, reply, {
          orderId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          actor: { type: 'partner', id: session.userId },
          notFoundMessage: m.partnerOrderNotFound,
          scope: partnerScope(session, now()),
        });
      },
    );
  },
);
