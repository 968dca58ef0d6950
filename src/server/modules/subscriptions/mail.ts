/**
 * The partner's e-mails about its plan (ADR 0017), sent by the `plan-mail` job that the renewal job and
 * the settlement queue in the transaction that changed the subscription: a failed renewal (the plan is
 * kept until the grace ends) and a lapse (back on the free plan, what was unpublished). Dates in Buenos
 * Aires time, written in the partner's language (ADR 0055): "7 de diciembre de 2026" in es-AR and es-MX,
 * "7 de dezembro de 2026" in pt-BR. At least once: a retried job may send a mail twice, never zero times.
 * @module
 */
import { z } from 'zod';
import { planMailMessages as m } from '../../../shared/messages';
import { SALES_TIME_ZONE } from '../../../shared/constants/sales';
import { lazyDateTimeFormat } from '../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../shared/messages/i18n/active';
import type { Database } from '../../db/client';
import { withLocale } from '../../plugins/locale';
import type { MailMessage, Mailer } from '../../plugins/mail';
import { paragraphsMail } from '../../plugins/mail-layout';
import { findBuyer } from '../orders/index';
import { planNamesOf } from '../plans/index';

/** A day in words in the active locale (the recipient's, `withLocale` below), Buenos Aires time. */
const longDate = lazyDateTimeFormat(activeLocale, { dateStyle: 'long', timeZone: SALES_TIME_ZONE });

/** Data of a `plan-mail` job. */
export const planMailJobSchema = z.discriminatedUnion('kind', [
  z.object({
    userId: z.uuid(),
    kind: z.literal('renewalFailed'),
    plan: z.string(),
    graceUntil: z.iso.datetime(),
  }),
  z.object({
    userId: z.uuid(),
    kind: z.literal('lapsed'),
    plan: z.string(),
    gyms: z.number().int().min(0),
    services: z.number().int().min(0),
  }),
]);
export type PlanMailJob = z.infer<typeof planMailJobSchema>;

/**
 * The mail of `job` to `to` (`name` greets), the plan named `planName`, in the active locale (its texts
 * and the grace's last day; the caller enters the recipient's with `withLocale`).
 */
export function planMail(
  job: PlanMailJob,
  to: { email: string; name: string },
  planName: string,
): MailMessage {
  const [subject, body, action] =
    job.kind === 'renewalFailed'
      ? [
          m.renewalFailedSubject(planName),
          m.renewalFailed(planName, longDate.format(new Date(job.graceUntil))),
          m.renewalFailedAction,
        ]
      : [m.lapsedSubject(planName), m.lapsed(planName, job.gyms, job.services), null];
  const paragraphs = [m.greeting(to.name), body, ...(action ? [action] : [])];
  return paragraphsMail(to.email, subject, paragraphs, m.footer);
}

/**
 * Handles one `plan-mail` job. A partner whose account is gone gets nothing.
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export async function deliverPlanMail(db: Database, mailer: Mailer, data: unknown): Promise<void> {
  const job = planMailJobSchema.parse(data);
  const to = await findBuyer(db, job.userId);
  if (!to) return;
  const names = await planNamesOf(db);
  // In the partner's language (ADR 0055).
  await withLocale(to.locale, () => mailer.send(planMail(job, to, names.get(job.plan) ?? job.plan)));
}
