/**
 * SQL of the owner notices (ADR 0037): who is told of a paid order's sales and of a review, with the
 * owner's switch for that kind.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Currency } from '../../../shared/domain/currency';
import type { Locale } from '../../../shared/messages/i18n/locales';

/** One sale of a paid order as its owner's mail lists it (`gross` text in the order's `currency`). */
export interface SaleNoticeRow {
  partnerId: string;
  partnerName: string;
  partnerEmail: string;
  /** The owner's language (`users.locale`, ADR 0055), null when it chose none. */
  partnerLocale: Locale | null;
  notify: boolean;
  reference: string;
  gymName: string;
  productName: string;
  qty: number;
  gross: string;
  currency: Currency;
}

/** The sales of order `orderId` (not a refund's rows), each with its gym's owner and the owner's switch. */
export function findSaleNotices(db: Database, orderId: string): Promise<SaleNoticeRow[]> {
  return rows<SaleNoticeRow>(
    db,
    sql`select s.partner_id as "partnerId", u.name as "partnerName", u.email as "partnerEmail",
               u.locale as "partnerLocale", p.notify_sales as notify, o.reference, g.name as "gymName", s.product_name as "productName",
               s.quantity as qty, s.gross::text as gross, o.currency
          from sales s
          join orders o on o.id = s.order_id
          join gyms g on g.id = s.gym_id
          join users u on u.id = s.partner_id
          join partners p on p.user_id = s.partner_id
         where s.order_id = ${orderId}::uuid and s.refund_id is null
         order by s.created_at, s.id`,
  );
}

/** A review as its gym's owner is told of it. */
export interface ReviewNoticeRow {
  partnerId: string;
  partnerName: string;
  partnerEmail: string;
  /** The owner's language (`users.locale`, ADR 0055), null when it chose none. */
  partnerLocale: Locale | null;
  notify: boolean;
  gymId: string;
  gymName: string;
  rating: number;
  authorName: string;
}

/** Review `reviewId` with its gym's owner and the owner's switch; none for a gym without owner. */
export async function findReviewNotice(db: Database, reviewId: string): Promise<ReviewNoticeRow | undefined> {
  const [row] = await rows<ReviewNoticeRow>(
    db,
    sql`select g.owner_id as "partnerId", u.name as "partnerName", u.email as "partnerEmail",
               u.locale as "partnerLocale", p.notify_reviews as notify, g.id as "gymId", g.name as "gymName", r.rating,
               coalesce(a.name, '') as "authorName"
          from reviews r
          join gyms g on g.id = r.gym_id
          join users u on u.id = g.owner_id
          join partners p on p.user_id = g.owner_id
          left join users a on a.id = r.author_id
         where r.id = ${reviewId}::uuid`,
  );
  return row;
}

/** Whether partner account `userId` wants to be told of its claims' decisions (no profile: yes). */
export async function wantsClaimNotices(db: Database, userId: string): Promise<boolean> {
  const [row] = await rows<{ notify: boolean }>(
    db,
    sql`select notify_claims as notify from partners where user_id = ${userId}::uuid`,
  );
  return row?.notify ?? true;
}
