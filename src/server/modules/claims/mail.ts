/**
 * The mails of gym claims (ADR 0025 "Claims"):
 * - the code, to the gym's own address. It carries a secret that is stored only hashed, so it is not a
 *   job (the job table would hold it in clear): it is sent right after the claim's answer
 *   (`mailer.sendLater`, as the password reset's code); if it is lost, the partner claims again once it
 *   expires.
 * - the administrators' decision, to the partner, by the `claim-decision-mail` job queued in the
 *   decision's transaction (the outbox, ADR 0008). At least once: a retry may send it twice.
 * @module
 */
import { z } from 'zod';
import {
  claimCodeMailMessages as codeText,
  claimDecisionMailMessages as decision,
} from '../../../shared/messages/claims';
import { firstName } from '../../../shared/domain/person-name';
import type { MailMessage } from '../../plugins/mail';
import { withLocale } from '../../plugins/locale';
import { escapeHtml, MAIL_COLORS, mailButton, mailDocument, mailParagraph } from '../../plugins/mail-layout';
import { ownerNoticeMessages } from '../../../shared/messages/owner-notices';
import { findClaimView } from './queries';
import { findUserById } from '../account/index';
import { wantsClaimNotices } from '../owner-notices/index';
import type { MailJob } from '../mail-jobs';

/** Data of a `claim-decision-mail` job. */
export const decisionMailJobSchema = z.object({ claimId: z.uuid() });

/**
 * The code mail to gym `gym` at `to`: who asked (`partner`, the account's name and e-mail) and the code,
 * large, with its lifetime.
 */
export function claimCodeMail(
  to: string,
  gym: string,
  partner: { name: string; email: string },
  code: string,
): MailMessage {
  const who = `${partner.name} (${partner.email})`;
  const codeHtml = `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;color:${MAIL_COLORS.ink}">${escapeHtml(code)}</p>`;
  return {
    to,
    subject: codeText.subject(gym),
    text: [
      codeText.greeting,
      codeText.body(who, gym),
      code,
      codeText.expiry,
      codeText.ignore,
      '',
      codeText.footer,
    ].join('\n\n'),
    html: mailDocument(
      mailParagraph(codeText.greeting) +
        mailParagraph(codeText.body(who, gym)) +
        codeHtml +
        mailParagraph(codeText.expiry, MAIL_COLORS.muted) +
        mailParagraph(codeText.ignore, MAIL_COLORS.muted),
      codeText.footer,
    ),
  };
}

/** "Mis gimnasios" of partner account `userId` shown as `name` on the web app at `publicUrl` (SPEC §2 partner profile). */
export const myGymsUrl = (publicUrl: string, name: string, userId: string): string =>
  `${publicUrl}/profile/partner/${encodeURIComponent(name)}/${encodeURIComponent(userId)}`;

/**
 * Handles one `claim-decision-mail` job: tells the partner that the claim was approved (with a link to
 * "Mis gimnasios") or rejected (with the reason). Nothing for a claim or account that is gone, or a claim
 * not decided by an administrator, or a partner who switched these notices off (ADR 0037); after the
 * mail, the partner's devices are notified (ADR 0031).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export const deliverDecisionMail: MailJob = async ({ db, mailer, publicUrl, push }, data) => {
  const job = decisionMailJobSchema.parse(data);
  const claim = await findClaimView(db, job.claimId);
  if (!claim || (claim.status !== 'approved' && claim.status !== 'rejected')) return;
  const partner = await findUserById(db, claim.partnerId);
  if (!partner || !(await wantsClaimNotices(db, partner.id))) return;
  // In the partner's language (ADR 0055).
  await withLocale(partner.locale, async () => {
    const approved = claim.status === 'approved';
    const paragraphs = approved
      ? [decision.greeting(firstName(partner.name)), decision.approved(claim.gymName)]
      : [
          decision.greeting(firstName(partner.name)),
          decision.rejected(claim.gymName, claim.reason ?? ''),
          decision.rejectedNext,
        ];
    const url = myGymsUrl(publicUrl, partner.name, partner.id);
    await mailer.send({
      to: partner.email,
      subject: approved ? decision.approvedSubject(claim.gymName) : decision.rejectedSubject(claim.gymName),
      text: [...paragraphs, ...(approved ? [`${decision.action}: ${url}`] : []), '', decision.footer].join(
        '\n\n',
      ),
      html: mailDocument(
        paragraphs.map((p) => mailParagraph(p)).join('') + (approved ? mailButton(decision.action, url) : ''),
        decision.footer,
      ),
      ...(approved ? { link: url } : {}),
    });
    push?.notifyLater(
      partner.id,
      {
        title: approved ? decision.approvedSubject(claim.gymName) : decision.rejectedSubject(claim.gymName),
        body: ownerNoticeMessages.claimBody,
        url: new URL(url).pathname,
        tag: `claim-${claim.id}`,
      },
      { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
    );
  });
};
