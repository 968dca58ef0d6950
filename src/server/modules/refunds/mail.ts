/**
 * The refund mail (ADR 0027; ARCHITECTURE §5 outbox): the job `refund-mail` is queued in the
 * transaction that completes a refund (./service); this handler writes to the buyer's address of the
 * order (es-AR amounts). Delivery is at least once (pg-boss retries a failed send).
 * @module
 */
import { formatArs } from '../../../shared/domain/money';
import { refundMailMessages as m } from '../../../shared/messages/refunds';
import type { MailMessage } from '../../plugins/mail';
import { mailDocument, mailParagraph, MAIL_COLORS } from '../../plugins/mail-layout';
import { orderMailJob } from '../orders/order-mail';
import type { OrderRow } from '../orders/queries';
import { findRefund, type RefundRow } from './queries';

/** The mail of `refund` of `order` (full when the order is now `refunded`). */
export function refundMail(order: OrderRow, refund: RefundRow): MailMessage {
  const lines = [
    m.greeting(order.buyerName),
    m.intro(formatArs(refund.amount), order.reference),
    `${m.reason}: ${refund.reason}`,
    order.status === 'refunded' ? m.full : m.partial,
    m.timing,
  ];
  return {
    to: order.buyerEmail,
    subject: m.subject(order.reference),
    text: [...lines, '', m.footer].join('\n\n'),
    html: mailDocument(
      lines.map((line, i) => mailParagraph(line, i === 4 ? MAIL_COLORS.muted : undefined)).join(''),
      m.footer,
    ),
  };
}

/**
 * Handles one `refund-mail` job: data `{refundId}`.
 * @throws the mailer's error (pg-boss retries the job with back-off)
 */
export const deliverRefundMail = orderMailJob(
  (db, data) => findRefund(db, String(data.refundId)),
  (refund, order) => refundMail(order, refund),
);
