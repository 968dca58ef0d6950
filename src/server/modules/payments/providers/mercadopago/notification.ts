/**
 * The steps of a MercadoPago notification (ADR 0043; MercadoPago developers, "Notificaciones > Webhooks"):
 * its `x-signature` signs only the notified object's id (`data.id`, ./signature), never its state, so
 * the payment is always read again (`GET /v1/payments/{id}`) and only that answer is trusted.
 *
 * - `?type=payment` (or the older `?topic=payment`) names a payment; our notification URL adds
 *   `&order=<our order id>` (./mercadopago), a hint whose seller's token reads it.
 * - Any other topic (a plan subscription, ADR 0028, 11) is handed over as a topic notice.
 * - The event a payment's answer counts as is `payment:<id>:<status>`: a repeated notification of the
 *   same payment in the same status changes nothing, and an older notification arriving after a newer
 *   one reads the newer status.
 * @module
 */
import { z } from 'zod';
import type { Notice, NotificationRequest, NotifiedPayment, PaymentNotice } from '../provider';
import type { MpPayment } from './client';
import { verifyMercadoPagoNotification } from './signature';
import { stateOfPayments } from './state';

/**
 * Step 1: verifies `request` with `secret` (MERCADOPAGO_WEBHOOK_SECRET) at `nowMs` and says what it names.
 * @throws WebhookRejected as {@link verifyMercadoPagoNotification} documents
 */
export function readMercadoPagoNotification(
  secret: string,
  request: NotificationRequest,
  nowMs: number,
): Notice {
  const { query, headers } = request;
  const id = verifyMercadoPagoNotification(secret, { dataId: query['data.id'], headers }, nowMs);
  const topic = query.type ?? query.topic;
  if (!topic) return { kind: 'ignore', type: 'no topic' };
  if (topic !== 'payment') return { kind: 'topic', topic, id };
  const orderHint = z.uuid().safeParse(query.order).data ?? null;
  return { kind: 'payment', paymentId: id, orderHint, event: null };
}

/**
 * Step 2 from MercadoPago's answer `payment` about the payment `notice` names (read with the hinted
 * order's seller token).
 * @returns null when it names no order of ours (no or a malformed `external_reference`, or another
 *   order than the notification's hint)
 */
export function notifiedOf(payment: MpPayment, notice: PaymentNotice): NotifiedPayment | null {
  const orderId = z.uuid().safeParse(payment.external_reference).data;
  if (!orderId || (notice.orderHint && notice.orderHint !== orderId)) return null;
  return {
    order: { orderId },
    state: stateOfPayments(orderId, [payment]),
    event: { id: `payment:${notice.paymentId}:${payment.status}`, type: `payment.${payment.status}` },
  };
}
