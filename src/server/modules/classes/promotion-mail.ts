/**
 * The mail to a member whose waitlisted booking took a freed place (ADR 0022, decision 5), sent by the
 * `class-promotion-mail` job that the cancel queues in its own transaction (the outbox, ADR 0008): the
 * class, the gym, day and hour in the gym's zone (ARCHITECTURE §7) and the cancel policy. At least
 * once: a retried job may send it twice, never zero times; a booking no longer holding its place by
 * the time the job runs (cancelled since) gets nothing.
 * @module
 */
import { z } from 'zod';
import { localDayAndTime } from '../../../shared/domain/dates';
import { promotionMailMessages as m } from '../../../shared/messages';
import type { Database } from '../../db/client';
import type { MailMessage, Mailer } from '../../plugins/mail';
import { paragraphsMail } from '../../plugins/mail-layout';
import { promotionNotification } from '../push/notifications';
import type { PushSender } from '../push/sender';
import { findBookingDetails, type BookingDetails } from './booking-details';

/** Data of a `class-promotion-mail` job: the promoted booking. */
export const promotionMailJobSchema = z.object({ bookingId: z.uuid() });
export type PromotionMailJob = z.infer<typeof promotionMailJobSchema>;

/** The promotion mail of booking `b` to its member. */
export function promotionMail(b: BookingDetails): MailMessage {
  const [day, time] = localDayAndTime(b.startsAt, b.timeZone);
  const paragraphs = [
    m.greeting(b.memberName),
    m.promoted(b.className, b.gymName),
    m.when(day, time, b.address),
    m.cancel(b.cancelBeforeHours),
  ];
  return paragraphsMail(b.memberEmail, m.subject(b.className), paragraphs, m.footer);
}

/**
 * Handles one `class-promotion-mail` job: mails the member while the booking still holds its place,
 * then notifies the member's devices in the background (ADR 0031: the job never waits on a push
 * service; a retry is the mail's only).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverPromotionMail(
  db: Database,
  mailer: Mailer,
  data: unknown,
  push?: PushSender,
): Promise<void> {
  const job = promotionMailJobSchema.parse(data);
  const booking = await findBookingDetails(db, job.bookingId);
  if (!booking || booking.status !== 'booked' || booking.sessionStatus !== 'scheduled') return;
  await mailer.send(promotionMail(booking));
  if (push) {
    const n = promotionNotification(booking);
    push.notifyLater(booking.memberId, n.payload, n.delivery);
  }
}
