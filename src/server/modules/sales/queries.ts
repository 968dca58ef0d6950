/**
 * SQL of the partner's sales calls (ADR 0015). Sums and counts read `sales_daily` (per Buenos Aires day
 * and product, kept by a trigger), so they cost days × products whatever the number of sales; the page of
 * sales and the distinct buyers read `sales` by the partner's index (`sales_partner_created_idx`:
 * partner, time). Every statement runs as a named prepared statement on PostgreSQL (ADR 0014). Sums are
 * exact `numeric` rendered with two decimals, one per currency (ADR 0053, ./currencies): a sale is in its
 * order's currency, a daily sum in its gym's.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import { MEMBERSHIP_PRODUCT } from '../../../shared/constants/sales';
import type { Currency } from '../../../shared/domain/currency';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { passValidNow } from '../passes/index';
import { currencyOfCountrySql } from './currencies';

/**
 * Filters of a sales read: the partner's account id (absent: every partner, for administrators), the range
 * as Buenos Aires days `[from, to]` (for the daily sums) and as the instants `[start, end)` they cover (for
 * the sales themselves), gym and product.
 */
export interface SalesWhere {
  partnerId?: string | undefined;
  from: string;
  to: string;
  start: Date;
  end: Date;
  gym?: string | undefined;
  product?: string | undefined;
}

/** Sums of a set of sales in one currency as read from the database (decimals as text). */
export interface AmountsRow {
  currency: Currency;
  gross: string;
  commission: string;
  net: string;
  sales: number;
  units: number;
}

/** A row of the sales list; `partnerName` is the partner account's name (null: none, or deleted). */
export interface SaleRow {
  id: string;
  partnerId: string | null;
  partnerName: string | null;
  createdAt: string;
  reference: string;
  gymId: string;
  gymName: string;
  kind: 'membership' | 'service';
  productName: string;
  gymServiceId: string | null;
  qty: number;
  unitPrice: string;
  /** The order's currency, every amount's of the row. */
  currency: Currency;
  gross: string;
  commissionPercent: string;
  commission: string;
  net: string;
  buyerName: string;
  orderId: string;
  /** What refunds took back of this sale (ADR 0027), text; `0.00` when none. */
  refundedAmount: string;
  /** Those refunds' parts on this sale, oldest first (`amount` text, `createdAt` ISO). */
  refunds: { amount: string; reason: string; createdAt: string }[] | string;
}

/** A row of the grouped figures: `level` 0 = all, 1 = by gym, 2 = by product of a gym. */
export interface FiguresRow extends AmountsRow {
  level: number;
  gymId: string | null;
  gymName: string | null;
  kind: 'membership' | 'service' | null;
  productName: string | null;
  gymServiceId: string | null;
}

/** Sums of `sales_daily d` rows (of one currency: every statement groups by it). */
const amounts = sql`coalesce(sum(d.gross), 0)::numeric(18, 2)::text as gross,
  coalesce(sum(d.commission), 0)::numeric(18, 2)::text as commission,
  coalesce(sum(d.net), 0)::numeric(18, 2)::text as net,
  coalesce(sum(d.sales), 0)::int as sales, coalesce(sum(d.units), 0)::int as units`;

/** The gym and product filters on table alias `t` (`sales s` or `sales_daily d`). */
function extraFilters(t: 's' | 'd', where: Pick<SalesWhere, 'gym' | 'product'>): SQL {
  const parts: SQL[] = [];
  const alias = sql.raw(t);
  if (where.gym) parts.push(sql` and ${alias}.gym_id = ${where.gym}::uuid`);
  if (where.product === MEMBERSHIP_PRODUCT) parts.push(sql` and ${alias}.product_kind = 'membership'`);
  else if (where.product) parts.push(sql` and ${alias}.gym_service_id = ${where.product}::uuid`);
  return sql.join(parts, sql``);
}

/** The partner filter on table alias `t`, when there is one. */
const partnerFilter = (t: 's' | 'd', where: Pick<SalesWhere, 'partnerId'>): SQL =>
  where.partnerId ? sql`${sql.raw(t)}.partner_id = ${where.partnerId}::uuid and ` : sql``;

/** The range's sales, by their payment instant. */
const salesInRange = (where: SalesWhere): SQL =>
  sql`${partnerFilter('s', where)}s.created_at >= ${where.start.toISOString()}::timestamptz
      and s.created_at < ${where.end.toISOString()}::timestamptz${extraFilters('s', where)}`;

/** The range's daily sums, by their Buenos Aires day. */
const daysInRange = (where: SalesWhere): SQL =>
  sql`${partnerFilter('d', where)}d.day between ${where.from}::date and ${where.to}::date${extraFilters('d', where)}`;

/** The range's daily sums with their gym's name and currency, as table `d` (`d.gym_name`, `d.currency`). */
const dailyOfRange = (where: SalesWhere): SQL =>
  sql`(select d.*, g.name as gym_name, ${currencyOfCountrySql(sql`g.country`)} as currency
         from sales_daily d join gyms g on g.id = d.gym_id
        where ${daysInRange(where)}) d`;

/**
 * One page of sales, newest first (ties by id), and the number of sales matching (from the daily sums).
 * A refund's compensating rows (ADR 0027) are not listed: each sale carries what they took back.
 * The page's ids are found on `sales` alone (by `sales_partner_created_idx`, or `sales_created_idx` for
 * every partner), then joined to their orders, gyms and partners.
 */
export async function selectSalesPage(
  db: Database,
  where: SalesWhere,
  page: { limit: number; offset: number },
): Promise<{ rows: SaleRow[]; total: number }> {
  const [list, [count]] = await Promise.all([
    queryPrepared<SaleRow>(
      db,
      sql`select s.id, s.partner_id as "partnerId", pu.name as "partnerName",
                 to_json(s.created_at)#>>'{}' as "createdAt", o.reference, s.gym_id as "gymId",
                 g.name as "gymName", s.product_kind as kind, s.product_name as "productName",
                 s.gym_service_id as "gymServiceId", s.quantity as qty, s.unit_price::text as "unitPrice", o.currency,
                 s.gross::text as gross, s.commission_percent::text as "commissionPercent",
                 s.commission::text as commission, s.net::text as net, o.buyer_name as "buyerName",
                 s.order_id as "orderId",
                 (select coalesce(-sum(c.gross), 0) from sales c where c.order_id = s.order_id
                     and c.order_line_id = s.order_line_id and c.refund_id is not null)::numeric(14, 2)::text
                   as "refundedAmount",
                 (select coalesce(json_agg(json_build_object('amount', rl.amount::text, 'reason', r.reason,
                                 'createdAt', to_json(r.created_at)#>>'{}') order by r.created_at, r.id), '[]'::json)
                    from refund_lines rl join refunds r on r.id = rl.refund_id
                   where rl.order_line_id = s.order_line_id and r.status in ('pending', 'succeeded')) as refunds
            from (select s.id from sales s where ${salesInRange(where)} and s.refund_id is null
                   order by s.created_at desc, s.id desc limit ${page.limit} offset ${page.offset}) p
            join sales s on s.id = p.id
            join orders o on o.id = s.order_id
            join gyms g on g.id = s.gym_id
            left join users pu on pu.id = s.partner_id
           order by s.created_at desc, s.id desc`,
    ),
    queryPrepared<{ total: number }>(
      db,
      sql`select coalesce(sum(d.sales), 0)::int as total from sales_daily d where ${daysInRange(where)}`,
    ),
  ]);
  return { rows: list, total: count?.total ?? 0 };
}

/**
 * Totals per currency, by gym and by product of a gym, in one pass over the range's daily sums
 * (`GROUPING SETS`); no level-0 row for a range without sales.
 */
export function selectFigures(db: Database, where: SalesWhere): Promise<FiguresRow[]> {
  return queryPrepared<FiguresRow>(
    db,
    sql`select (grouping(d.gym_id) = 0)::int + (grouping(d.product_name) = 0)::int as level, d.currency,
               d.gym_id as "gymId", min(d.gym_name) as "gymName", d.product_kind as kind,
               d.product_name as "productName", d.gym_service_id as "gymServiceId", ${amounts}
          from ${dailyOfRange(where)}
         group by grouping sets ((d.currency), (d.currency, d.gym_id),
                                 (d.currency, d.gym_id, d.product_kind, d.gym_service_id, d.product_name))
         order by level, sum(d.gross) desc nulls last, "gymName", "productName"`,
  );
}

/** Sums per currency over the range's daily sums (every partner when `where.partnerId` is absent). */
export function selectTotals(db: Database, where: SalesWhere): Promise<AmountsRow[]> {
  return queryPrepared<AmountsRow>(
    db,
    sql`select d.currency, ${amounts} from ${dailyOfRange(where)} group by d.currency`,
  );
}

/** Distinct buyers of the range's sales (members whose account is gone are not counted). */
export async function countClients(db: Database, where: SalesWhere): Promise<number> {
  const [row] = await queryPrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from (select s.buyer_id from sales s where ${salesInRange(where)} and s.buyer_id is not null
                group by s.buyer_id) b`,
  );
  return row?.n ?? 0;
}

/**
 * Sums by month (`YYYY-MM`) and currency of the daily sums over `[from, to]`; months without sales are
 * absent.
 */
export function selectMonths(db: Database, where: SalesWhere): Promise<(AmountsRow & { month: string })[]> {
  return queryPrepared(
    db,
    sql`select to_char(d.day, 'YYYY-MM') as month, d.currency, ${amounts}
          from ${dailyOfRange(where)}
         group by 1, 2
         order by 1, 2`,
  );
}

/** Passes valid now (not revoked, within their dates, uses left) at the partner's gyms (or gym `gym`). */
export async function countActivePasses(db: Database, partnerId: string, gym?: string): Promise<number> {
  const [row] = await queryPrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from passes p
          join gyms g on g.id = p.gym_id
         where g.owner_id = ${partnerId}::uuid${gym ? sql` and p.gym_id = ${gym}::uuid` : sql``}
           and ${passValidNow('p')}`,
  );
  return row?.n ?? 0;
}

/** Whether account `userId` has a partner profile. */
export async function partnerExists(db: Database, userId: string): Promise<boolean> {
  const found = await queryPrepared<{ one: number }>(
    db,
    sql`select 1 as one from partners where user_id = ${userId}::uuid`,
  );
  return found.length > 0;
}
