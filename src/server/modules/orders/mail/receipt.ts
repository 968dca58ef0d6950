/**
 * The receipt e-mail of a paid order (docs/architecture.md §5 outbox): the job `receipt-mail` is queued in the
 * transaction that pays the order (../settlement/settle); this handler composes the mail (es-AR amounts and dates,
 * Buenos Aires time), sends it with the app's mailer and stamps `receipt_sent_at`. Delivery is at least
 * once: a crash between sending and stamping sends it again; a receipt already stamped is not resent.
 * @module
 */
import { eq } from 'drizzle-orm';
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import {
  creditMessages,
  receiptMailMessages as m,
  demoModeMessages,
  planMailMessages,
  subscriptionMessages,
} from '../../../../shared/messages';
import { formatAmount } from '../../../../shared/domain/currency';
import type { Database } from '../../../db/client';
import { withLocale } from '../../../plugins/locale';
import { creditPlans } from '../../../db/schema-marketplace';
import { planNamesOf } from '../../plans/index';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { escapeHtml, MAIL_COLORS, mailDocument, mailParagraph } from '../../../plugins/mail-layout';
import {
  findBuyer,
  findOrder,
  findOrderLines,
  markReceiptSent,
  type OrderLineRow,
  type OrderRow,
} from '../store/queries';

/** The name of Pase BuscaGym's plan `id` (ADR 0045; orders reads the table, credits imports orders). */
async function creditPlanNameOf(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: creditPlans.name }).from(creditPlans).where(eq(creditPlans.id, id));
  return row?.name;
}

/** Time zone of the dates in the receipt (the marketplace's city; IANA tz database). */
export const RECEIPT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * "domingo, 29 de noviembre de 2026, 21:24": the 24-hour clock the screens use (shared/domain/dates), in
 * the active locale, the buyer's (ADR 0055).
 */
const paidAtText = (at: Date): string => localDayAndTime(at, RECEIPT_TIME_ZONE, activeLocale()).join(', ');

/**
 * The receipt mail of a paid order and its lines; a plan order (ADR 0017) has one line, its plan
 * `planName` for a month, and no passes; a credits order (ADR 0045) likewise, with its plan of credits.
 */
export function receiptMail(order: OrderRow, lines: readonly OrderLineRow[], planName?: string): MailMessage {
  const paidAt = paidAtText(order.paidAt ?? order.createdAt);
  // Every amount in the order's currency (ADR 0053).
  const money = (amount: string) => formatAmount(amount, order.currency);
  const isPlan = order.kind === 'plan';
  const isCredits = order.kind === 'credits';
  const lineTexts = isPlan
    ? [`${subscriptionMessages.planLineName(planName ?? order.planCode ?? '')}: ${money(order.total)}`]
    : isCredits
      ? [`${creditMessages.receiptLine(planName ?? '')}: ${money(order.total)}`]
      : lines.map((l) => m.line(l.qty, l.name, l.gymName, money(l.lineTotal)));
  const closing = isPlan
    ? planMailMessages.planReceiptClosing
    : isCredits
      ? creditMessages.receiptClosing
      : m.passes;
  const demo = order.provider === 'manual' ? [demoModeMessages.notice] : [];
  const text = [
    m.greeting(order.buyerName),
    '',
    m.intro,
    '',
    `${m.reference}: ${order.reference}`,
    `${m.date}: ${paidAt}`,
    '',
    ...lineTexts,
    '',
    `${m.total}: ${money(order.total)}`,
    '',
    closing,
    ...demo,
    '',
    m.footer,
  ].join('\n');
  const rows = lineTexts.map((t) => `<li style="margin:0 0 6px">${escapeHtml(t)}</li>`).join('');
  const html = mailDocument(
    `${mailParagraph(m.greeting(order.buyerName))}${mailParagraph(m.intro)}` +
      mailParagraph(`${m.reference}: ${order.reference} · ${m.date}: ${paidAt}`, MAIL_COLORS.muted) +
      `<ul style="margin:0 0 16px;padding-left:20px;color:${MAIL_COLORS.text}">${rows}</ul>` +
      `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${MAIL_COLORS.ink}">${escapeHtml(
        `${m.total}: ${money(order.total)}`,
      )}</p>` +
      mailParagraph(closing) +
      demo.map((d) => mailParagraph(d, MAIL_COLORS.muted)).join(''),
    m.footer,
  );
  return { to: order.buyerEmail, subject: m.subject(order.reference), text, html };
}

/**
 * Handles one `receipt-mail` job: sends the receipt of order `orderId` unless it was sent.
 * @throws the mailer's error (pg-boss retries the job with back-off)
 */
export async function deliverReceipt(db: Database, mailer: Mailer, orderId: string): Promise<void> {
  const order = await findOrder(db, { orderId });
  if (!order || order.receiptSentAt || !order.paidAt) return;
  const lines = await findOrderLines(db, [orderId]);
  const planName = order.planCode
    ? (await planNamesOf(db)).get(order.planCode)
    : order.creditPlanId
      ? await creditPlanNameOf(db, order.creditPlanId)
      : undefined;
  // In the buyer's language (ADR 0055); es-AR when the account chose none or is gone.
  const buyer = order.userId ? await findBuyer(db, order.userId) : null;
  await withLocale(buyer?.locale, () => mailer.send(receiptMail(order, lines, planName)));
  await markReceiptSent(db, orderId);
}
