/**
 * A notice to a member about one booking, sent by a job that a write queued in its own transaction
 * (the outbox, ADR 0008): a mail, then the member's devices notified in the background (ADR 0031: the
 * job never waits on a push service; a retry is the mail's only). At least once: a retried job may send
 * it twice, never zero times; a booking whose state no longer calls for it by the time the job runs
 * gets nothing. Both are written in the member's language (`users.locale`, else es-AR; ADR 0055).
 * @module
 */
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { withLocale } from '../../../plugins/locale';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { findBookingDetails, type BookingDetails } from './booking-details';
import { type Notification, type PushSender } from '../../push/index';

/** Data of a job about one booking (`class-promotion-mail`, `class-cancelled-mail`). */
export const bookingJobSchema = z.object({ bookingId: z.uuid() });
export type BookingJob = z.infer<typeof bookingJobSchema>;

/** What one kind of notice sends, and when it is still due. */
export interface BookingNotice {
  /** True while booking `b`'s state still calls for the notice (read when the job runs). */
  due: (b: BookingDetails) => boolean;
  /** The mail to the booking's member. */
  mail: (b: BookingDetails) => MailMessage;
  /** The push notification to the member's devices. */
  notification: (b: BookingDetails) => Notification;
}

/**
 * Handles one job of `notice`: mails the member while the notice is due, then notifies the member's
 * devices through `push` (when push is configured) without waiting.
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverBookingNotice(
  db: Database,
  mailer: Mailer,
  data: unknown,
  notice: BookingNotice,
  push?: PushSender,
): Promise<void> {
  const job = bookingJobSchema.parse(data);
  const booking = await findBookingDetails(db, job.bookingId);
  if (!booking || !notice.due(booking)) return;
  await withLocale(booking.memberLocale, async () => {
    await mailer.send(notice.mail(booking));
    if (push) {
      const n = notice.notification(booking);
      push.notifyLater(booking.memberId, n.payload, n.delivery);
    }
  });
}
