/**
 * What an owner is told (ADR 0037), by the `owner-notice` job queued in the transaction of the business
 * change (the outbox, ADR 0008): a paid order's sales (one mail per owner, its lines) and a new review
 * of one of its gyms; each mail is followed by a notification to the owner's subscribed devices (ADR
 * 0031), in the background. Both are written in the owner's language (`users.locale`, else es-AR;
 * ADR 0055). Nothing is sent to an owner whose switch for that kind is off. At least
 * once: a retried job may send twice, never zero times.
 * @module
 */
import { z } from 'zod';
import { formatAmount } from '../../../shared/domain/currency';
import { firstName, displayName } from '../../../shared/domain/person-name';
import { ownerNoticeMessages as m } from '../../../shared/messages/owner-notices';
import { paragraphsMail } from '../../plugins/mail-layout';
import { withLocale } from '../../plugins/locale';
import { findReviewNotice, findSaleNotices, type ReviewNoticeRow, type SaleNoticeRow } from './queries';
import type { MailJob, MailJobContext } from '../mail-jobs';

/** Data of an `owner-notice` job. */
export const ownerNoticeJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sale'), orderId: z.uuid() }),
  z.object({ kind: z.literal('review'), reviewId: z.uuid() }),
]);
export type OwnerNoticeJob = z.infer<typeof ownerNoticeJobSchema>;

/** How long a notification is worth delivering: a day (RFC 8030 TTL, seconds). */
const TTL_SECONDS = 24 * 60 * 60;

/** The path of the partner's "Mis ventas" on the web app. */
const salesPath = (name: string, userId: string): string =>
  `/profile/partner/${encodeURIComponent(name)}/${encodeURIComponent(userId)}/sales`;

/** Mails and notifies each owner of the order's sales (its own lines only). */
async function tellSales(ctx: MailJobContext, orderId: string): Promise<void> {
  const byOwner = new Map<string, SaleNoticeRow[]>();
  for (const row of await findSaleNotices(ctx.db, orderId))
    if (row.notify) byOwner.set(row.partnerId, [...(byOwner.get(row.partnerId) ?? []), row]);
  for (const [ownerId, lines] of byOwner) {
    const [first] = lines;
    if (!first) continue;
    await withLocale(first.partnerLocale, () => tellOwnerSales(ctx, orderId, ownerId, lines, first));
  }
}

/** Mails and notifies owner `ownerId` of its `lines` of order `orderId`, in the active locale. */
async function tellOwnerSales(
  { mailer, publicUrl, push }: MailJobContext,
  orderId: string,
  ownerId: string,
  lines: SaleNoticeRow[],
  first: SaleNoticeRow,
): Promise<void> {
  const gyms = [...new Set(lines.map((l) => l.gymName))].join(', ');
  const list = lines
    .map((l) => m.saleLine(l.productName, l.qty, formatAmount(l.gross, l.currency)))
    .join('; ');
  const path = salesPath(first.partnerName, ownerId);
  await mailer.send(
    paragraphsMail(
      first.partnerEmail,
      m.saleSubject(gyms),
      [
        m.greeting(firstName(first.partnerName)),
        m.saleBody(first.reference, list),
        `${m.saleAction}: ${publicUrl}${path}`,
      ],
      m.footer,
    ),
  );
  push?.notifyLater(
    ownerId,
    {
      title: m.saleSubject(gyms),
      body: m.saleBody(first.reference, list),
      url: path,
      tag: `sale-${orderId}`,
    },
    { ttlSeconds: TTL_SECONDS, urgency: 'normal' },
  );
}

/** Mails and notifies the gym's owner of review `reviewId`. */
async function tellReview({ db, mailer, publicUrl, push }: MailJobContext, reviewId: string): Promise<void> {
  const review = await findReviewNotice(db, reviewId);
  if (!review?.notify) return;
  await withLocale(review.partnerLocale, () => tellReviewTo({ mailer, publicUrl, push }, reviewId, review));
}

/** Mails and notifies the owner of `review`, in the active locale. */
async function tellReviewTo(
  { mailer, publicUrl, push }: Pick<MailJobContext, 'mailer' | 'publicUrl' | 'push'>,
  reviewId: string,
  review: ReviewNoticeRow,
): Promise<void> {
  const body = m.reviewBody(review.gymName, review.rating, displayName(review.authorName));
  const path = `/detail/gym/${review.gymId}#opiniones`;
  await mailer.send(
    paragraphsMail(
      review.partnerEmail,
      m.reviewSubject(review.gymName),
      [m.greeting(firstName(review.partnerName)), body, `${m.reviewAction}: ${publicUrl}${path}`],
      m.footer,
    ),
  );
  push?.notifyLater(
    review.partnerId,
    { title: m.reviewSubject(review.gymName), body, url: path, tag: `review-of-${reviewId}` },
    { ttlSeconds: TTL_SECONDS, urgency: 'low' },
  );
}

/**
 * Handles one `owner-notice` job (see module doc).
 * @throws ZodError for malformed job data (a bug); the mailer's error (pg-boss retries the job)
 */
export const deliverOwnerNotice: MailJob = async (ctx, data) => {
  const job = ownerNoticeJobSchema.parse(data);
  if (job.kind === 'sale') await tellSales(ctx, job.orderId);
  else await tellReview(ctx, job.reviewId);
};
