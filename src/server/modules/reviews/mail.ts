/**
 * The mails of reviews (ADR 0024), sent by jobs queued in the transaction that decided them (the
 * outbox, ADR 0008): the "¿Cómo te fue en {gym}?" invitation the day after a visit, with a link to
 * the gym's page at its review form, and the notice to an author whose review an administrator hid.
 * At least once: a retried job may send a mail twice, never zero times.
 * @module
 */
import { z } from 'zod';
import {
  reviewHiddenMailMessages as hidden,
  reviewInviteMailMessages as invite,
} from '../../../shared/messages/reviews';
import { firstName } from '../../../shared/domain/person-name';
import type { Database } from '../../db/client';
import { withLocale } from '../../plugins/locale';
import type { MailMessage, Mailer } from '../../plugins/mail';
import { mailButton, mailDocument, mailParagraph, paragraphsMail } from '../../plugins/mail-layout';
import { findPublishedGym, findReview } from './queries';
import { findUserById } from '../account/index';
import { reviewNotification } from '../push/index';
import type { MailJob } from '../mail-jobs';

/** Data of a `review-invite-mail` job. */
export const inviteMailJobSchema = z.object({ memberId: z.uuid(), gymId: z.uuid() });

/** Data of a `review-hidden-mail` job. */
export const hiddenMailJobSchema = z.object({ reviewId: z.uuid() });

/** The review form of gym `gymId` on the web app at `publicUrl` (SPEC §6 `/detail/gym/{id}`). */
export const reviewFormUrl = (publicUrl: string, gymId: string) => `${publicUrl}/detail/gym/${gymId}#opinar`;

/** The invitation to `to` about gym `gym`, linking to `url`. */
export function inviteMail(to: { email: string; name: string }, gym: string, url: string): MailMessage {
  const paragraphs = [invite.greeting(firstName(to.name)), invite.body(gym)];
  return {
    to: to.email,
    subject: invite.subject(gym),
    text: [...paragraphs, `${invite.action}: ${url}`, '', invite.footer].join('\n\n'),
    html: mailDocument(
      paragraphs.map((p) => mailParagraph(p)).join('') + mailButton(invite.action, url),
      invite.footer,
    ),
  };
}

/**
 * Handles one `review-invite-mail` job: mails the member unless the account or the gym is gone, then
 * notifies the member's devices in the background (ADR 0031: the job never waits on a push
 * service; a retry is the mail's only).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export const deliverInviteMail: MailJob = async ({ db, mailer, publicUrl, push }, data) => {
  const job = inviteMailJobSchema.parse(data);
  const [member, gym] = await Promise.all([findUserById(db, job.memberId), findPublishedGym(db, job.gymId)]);
  if (!member || !gym) return;
  // In the member's language (ADR 0055).
  await withLocale(member.locale, async () => {
    await mailer.send(inviteMail(member, gym.name, reviewFormUrl(publicUrl, job.gymId)));
    if (push) {
      const n = reviewNotification(job.gymId, gym.name);
      push.notifyLater(job.memberId, n.payload, n.delivery);
    }
  });
};

/**
 * Handles one `review-hidden-mail` job: tells the author, while the review is still hidden.
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverHiddenMail(db: Database, mailer: Mailer, data: unknown): Promise<void> {
  const job = hiddenMailJobSchema.parse(data);
  const review = await findReview(db, job.reviewId);
  if (!review?.hiddenAt || !review.authorId) return;
  const author = await findUserById(db, review.authorId);
  if (!author) return;
  // In the author's language (ADR 0055).
  await withLocale(author.locale, () => {
    const paragraphs = [
      hidden.greeting(firstName(author.name)),
      hidden.body(review.gymName, review.hiddenReason ?? ''),
    ];
    return mailer.send(paragraphsMail(author.email, hidden.subject, paragraphs, hidden.footer));
  });
}
