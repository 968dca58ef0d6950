/**
 * The mail to a member booked or waiting in a session the gym cancelled (ADR 0022), sent by the
 * `class-cancelled-mail` job that the cancel (or the delete of the class) queues in its own transaction
 * (the outbox, ADR 0008): the class, the gym, day and hour in the gym's zone (docs/architecture.md §7), and
 * that the pass use is back. At least once; nothing when the session is no longer cancelled.
 * @module
 */
import { sessionCancelledMailMessages as m } from '../../../../shared/messages';
import type { Database } from '../../../db/client';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { paragraphsMail } from '../../../plugins/mail-layout';
import type { BookingDetails } from './booking-details';
import { deliverBookingNotice, type BookingNotice } from './booking-notice';
import { localDayAndTime } from '../../../../shared/domain/dates';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { cancelledNotification, type PushSender } from '../../push/index';

/** The cancellation mail of booking `b` to its member. */
export function sessionCancelledMail(b: BookingDetails): MailMessage {
  const [day, time] = localDayAndTime(b.startsAt, b.timeZone, activeLocale());
  const paragraphs = [
    m.greeting(b.memberName),
    m.cancelled(b.className, b.gymName),
    m.when(day, time),
    m.useBack,
  ];
  return paragraphsMail(b.memberEmail, m.subject(b.className), paragraphs, m.footer);
}

/** The cancellation notice: due while the session stays cancelled. */
const cancelledNotice: BookingNotice = {
  due: (b) => b.sessionStatus === 'cancelled',
  mail: sessionCancelledMail,
  notification: (b) => cancelledNotification(b),
};

/**
 * Handles one `class-cancelled-mail` job: mails the member while the session stays cancelled, then
 * notifies the member's devices ({@link deliverBookingNotice}).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export const deliverSessionCancelledMail = (db: Database, mailer: Mailer, data: unknown, push?: PushSender) =>
  deliverBookingNotice(db, mailer, data, cancelledNotice, push);
