/**
 * The mail to a partner whose gym an administrator unpublished (ADR 0018 "Moderation"), sent by the
 * `moderation-mail` job that the unpublishing queues in its own transaction (the outbox, ADR 0008): the
 * gym's name and the reason as they were at that moment, what it means, where the partner sees it and
 * how to reach BuscaGym's administration. At least once: a retried job may send it twice, never zero times.
 * @module
 */
import { z } from 'zod';
import { moderationMailMessages as m } from '../../../../shared/messages';
import type { Database } from '../../../db/client';
import { withLocale } from '../../../plugins/locale';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { paragraphsMail } from '../../../plugins/mail-layout';
import { findUserById } from '../../account/index';

/** Data of a `moderation-mail` job: the partner's account and the gym's name and reason when unpublished. */
export const moderationMailJobSchema = z.object({
  userId: z.uuid(),
  gymId: z.uuid(),
  gymName: z.string(),
  reason: z.string(),
});
export type ModerationMailJob = z.infer<typeof moderationMailJobSchema>;

/** The mail of `job` to `to` (`name` greets); `supportEmail` is where the partner writes back. */
export function moderationMail(
  job: ModerationMailJob,
  to: { email: string; name: string },
  supportEmail: string,
): MailMessage {
  const paragraphs = [
    m.greeting(to.name),
    m.unpublished(job.gymName),
    m.reason(job.reason),
    m.whatNow,
    m.support(supportEmail),
  ];
  return paragraphsMail(to.email, m.subject(job.gymName), paragraphs, m.footer);
}

/**
 * Handles one `moderation-mail` job. A partner whose account is gone gets nothing.
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverModerationMail(
  db: Database,
  mailer: Mailer,
  supportEmail: string,
  data: unknown,
): Promise<void> {
  const job = moderationMailJobSchema.parse(data);
  const to = await findUserById(db, job.userId);
  if (!to) return;
  // In the partner's language (ADR 0055).
  await withLocale(to.locale, () => mailer.send(moderationMail(job, to, supportEmail)));
}
