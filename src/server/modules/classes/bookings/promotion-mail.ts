/**
 * The mail to a member whose waitlisted booking took a freed place (ADR 0022, decision 5), sent by the
 * `class-promotion-mail` job that the cancel queues in its own transaction (the outbox, ADR 0008): the
 * class, the gym, day and hour in the gym's zone (docs/architecture.md §7) and the cancel policy. At least
 * once: a retried job may send it twice, never zero times; a booking no longer holding its place by
 * the time the job runs (cancelled since) gets nothing.
 * @module
 */
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { promotionMailMessages as m } from '../../../../shared/messages';
import type { Database } from '../../../db/client';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { paragraphsMail } from '../../../plugins/mail-layout';
import type { BookingDetails } from './booking-details';
import { deliverBookingNotice, type BookingNotice } from './booking-notice';
import { promotionNotification, type PushSender } from '../../push/index';

/** The promotion mail of booking `b` to its member. */
export function promotionMail(b: BookingDetails): MailMessage {
  const [day, time] = localDayAndTime(b.startsAt, b.timeZone, activeLocale());
  const paragraphs = [
    m.greeting(b.memberName),
    m.promoted(b.className, b.gymName),
    m.when(day, time, b.address),
    m.cancel(b.cancelBeforeHours),
  ];
  return paragraphsMail(b.memberEmail, m.subject(b.className), paragraphs, m.footer);
}

/** The promotion notice: due while the booking holds its place in a scheduled session. */
const promotionNotice: BookingNotice = {
  due: (b) => b.status === 'booked' && b.sessionStatus === 'scheduled',
  mail: promotionMail,
  notification: (b) => promotionNotification(b),
};

/**
 * Handles one `class-promotion-mail` job: mails the member while the booking still holds its place
 * (booked, session scheduled), then notifies the member's devices ({@link deliverBookingNotice}).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export const deliverPromotionMail = (db: Database, mailer: Mailer, data: unknown, push?: PushSender) =>
  deliverBookingNotice(db, mailer, data, promotionNotice, push);
