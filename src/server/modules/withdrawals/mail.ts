/**
 * The mail that confirms a withdrawal request with its number (Res. SCI 424/2020: the supplier informs
 * the request's code at once and by the same means). Queued by ./service after the request is
 * recorded; sent to the e-mail the buyer typed, which matched the purchase's, in the buyer's language.
 * It names the right as the order's country does (subject, intro and footer), its term and its law
 * (ADR 0056; `WITHDRAWAL_LAWS`).
 * @module
 */
import { countryOfCurrency, type Currency } from '../../../shared/domain/currency';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { withdrawalMailMessages as m } from '../../../shared/messages/refunds';
import type { MailMessage } from '../../plugins/mail';
import { mailDocument, mailParagraph, MAIL_COLORS } from '../../plugins/mail-layout';
import { orderMailJob } from '../orders/index';
import { findWithdrawal, type WithdrawalRow } from './queries';

/**
 * The mail of `request` about the order `reference`, paid in `currency` (ISO 4217, the order's: its
 * country's law is cited), in the active locale.
 */
export function withdrawalMail(request: WithdrawalRow, reference: string, currency: Currency): MailMessage {
  const country = countryOfCurrency(currency);
  const { days, businessDays, citation } = WITHDRAWAL_LAWS[country];
  const law = [m.term(days, businessDays), m.law(country, citation)].join(' ');
  const footer = m.footer(country);
  const lines = [
    m.greeting,
    m.intro(reference, country),
    `${m.number}: ${request.number}`,
    request.status === 'refunded' ? m.refunded : m.review,
  ];
  return {
    to: request.email,
    subject: m.subject(request.number, country),
    text: [...lines, law, '', footer].join('\n\n'),
    html: mailDocument(
      lines.map((line) => mailParagraph(line)).join('') + mailParagraph(law, MAIL_COLORS.muted),
      footer,
    ),
  };
}

/**
 * Handles one `withdrawal-mail` job: data `{withdrawalId}`.
 * @throws the mailer's error (pg-boss retries the job with back-off)
 */
export const deliverWithdrawalMail = orderMailJob(
  (db, data) => findWithdrawal(db, String(data.withdrawalId)),
  (request, order) => withdrawalMail(request, order.reference, order.currency),
);
