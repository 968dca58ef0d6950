/**
 * The mail to a member booked or waiting in a session the gym cancelled (ADR 0022), sent by the
 * `class-cancelled-mail` job that the cancel (or the delete of the class) queues in its own transaction
 * (the outbox, ADR 0008): the class, the gym, day and hour in the gym's zone (ARCHITECTURE §7), and
 * that the pass use is back. At least once; nothing when the session is no longer cancelled.
 * @module
 */
import { z } from 'zod';
import { sessionCancelledMailMessages as m } from '../../../shared/messages';
import type { Database } from '../../db/client';
import type { MailMessage, Mailer } from '../../plugins/mail';
import { paragraphsMail } from '../../plugins/mail-layout';
import { findBookingDetails, type BookingDetails } from './booking-details';
import { localDayAndTime } from '../../../shared/domain/dates';
import { cancelledNotification } from '../push/notifications';
import type { PushSender } from '../push/sender';

/** Data of a `class-cancelled-mail` job: the booking the cancel ended. */
export const sessionCancelledMailJobSchema = z.object({ bookingId: z.uuid() });

/** The cancellation mail of booking `b` to its member. */
export function sessionCancelledMail(b: BookingDetails): MailMessage {
  const [day, time] = localDayAndTime(b.startsAt, b.timeZone);
  const paragraphs = [
    m.greeting(b.memberName),
    m.cancelled(b.className, b.gymName),
    m.when(day, time),
    m.useBack,
  ];
  return paragraphsMail(b.memberEmail, m.subject(b.className), paragraphs, m.footer);
}

/**
 * Handles one `class-cancelled-mail` job: mails the member while the session stays cancelled, then
 * notifies the member's devices in the background (ADR 0031: the job never waits on a push
 * service; a retry is the mail's only).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverSessionCancelledMail(
  db: Database,
  mailer: Mailer,
  data: unknown,
  push?: PushSender,
): Promise<void> {
  const job = sessionCancelledMailJobSchema.parse(data);
  const booking = await findBookingDetails(db, job.bookingId);
  if (!booking || booking.sessionStatus !== 'cancelled') return;
  await mailer.send(sessionCancelledMail(booking));
  if (push) {
    const n = cancelledNotification(booking);
    push.notifyLater(booking.memberId, n.payload, n.delivery);
  }
}
