/**
 * The refund mail (ADR 0027; docs/architecture.md §5 outbox): the job `refund-mail` is queued in the
 * transaction that completes a refund (./service); this handler writes to the buyer's address of the
 * order (es-AR amounts). Delivery is at least once (pg-boss retries a failed send).
 * @module
 */
import { z } from 'zod';
import { localDayAndTime } from '../../../shared/domain/dates';
import { activeLocale } from '../../../shared/messages/i18n/active';
import { formatAmount } from '../../../shared/domain/currency';
import { refundMailMessages as m } from '../../../shared/messages/refunds';
import type { MailMessage } from '../../plugins/mail';
import { mailDocument, mailParagraph, MAIL_COLORS } from '../../plugins/mail-layout';
import { orderMailJob, type OrderRow } from '../orders/index';
import { findRefund, type RefundRow } from './queries';

/** The job's list of class bookings the refund cancelled (../classes/pass-void `CancelledClass`). */
const cancelledClassesSchema = z
  .array(z.object({ name: z.string(), gymName: z.string(), startsAt: z.string(), timeZone: z.string() }))
  .catch([]);

/** A refund with the class bookings its voided passes lost. */
type RefundWithClasses = RefundRow & { cancelledClasses: z.infer<typeof cancelledClassesSchema> };

/**
 * The mail of `refund` of `order` (full when the order is now `refunded`), naming the class bookings
 * the refund cancelled (day and hour in the gym's zone, 24-hour clock).
 */
export function refundMail(order: OrderRow, refund: RefundWithClasses): MailMessage {
  const classes = refund.cancelledClasses.map((c) =>
    m.cancelledClass(
      c.name,
      c.gymName,
      ...localDayAndTime(new Date(c.startsAt), c.timeZone, activeLocale(), 'noYear'),
    ),
  );
  const lines = [
    m.greeting(order.buyerName),
    m.intro(formatAmount(refund.amount, order.currency), order.reference),
    `${m.reason}: ${refund.reason}`,
    order.status === 'refunded' ? m.full : m.partial,
    ...(classes.length > 0 ? [m.cancelledClasses(classes.length, classes.join('; '))] : []),
    m.timing,
  ];
  const muted = lines.length - 1;
  return {
    to: order.buyerEmail,
    subject: m.subject(order.reference),
    text: [...lines, '', m.footer].join('\n\n'),
    html: mailDocument(
      lines.map((line, i) => mailParagraph(line, i === muted ? MAIL_COLORS.muted : undefined)).join(''),
      m.footer,
    ),
  };
}

/**
 * Handles one `refund-mail` job: data `{refundId, cancelledClasses?}`.
 * @throws the mailer's error (pg-boss retries the job with back-off)
 */
export const deliverRefundMail = orderMailJob(
  async (db, data) => {
    const refund = await findRefund(db, String(data.refundId));
    return (
      refund && { ...refund, cancelledClasses: cancelledClassesSchema.parse(data.cancelledClasses ?? []) }
    );
  },
  (refund, order) => refundMail(order, refund),
);
