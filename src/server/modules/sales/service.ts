/**
 * The partner's sales and figures (SPEC §1 "partner sees sales", §7 `GET /api/partner/sales/{id}` and
 * `/allsales/{id}`; docs/architecture.md §5: a sale is one paid order line, gross = commission + net). The
 * partner `{id}` reads its own; an administrator reads anyone's; nobody else.
 * @module
 */
import type {
  Sale,
  SalesAmounts,
  SalesFiguresResponse,
  SalesFilter,
  SalesListQuery,
  SalesListResponse,
  SalesTrend,
} from '../../../shared/contract/sales';
import type { Currency } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { accountMessages, partnerMessages, salesMessages } from '../../../shared/messages';
import { displayName } from '../../../shared/domain/person-name';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { actsAsAdmin } from '../admin-guard';
import { offsetOf } from '../paging';
import { readBalance } from './balance';
import { currenciesOf, partnerCurrency } from './currencies';
import { resolveSalesRange, type SalesRange } from './range';
import {
  type AmountsRow,
  countActivePasses,
  countClients,
  partnerExists,
  selectFigures,
  selectMonths,
  selectSalesPage,
  selectTotals,
  type SaleRow,
  type SalesWhere,
} from './queries';

/**
 * Who may read partner `partnerId`'s sales (and clients): that partner, or an administrator. Decided
 * before any read (no existence oracle); an administrator asking for an account without a partner
 * profile gets 404. An administrator's privilege needs its second factor (`actsAsAdmin`, ADR 0019).
 * @param partnersOnly - the message for a member (default {@link salesMessages.partnersOnly})
 * @throws AppError FORBIDDEN (`partnersOnly` for a member; `accountMessages.forbidden` for another
 *   partner), NOT_FOUND when an administrator names no partner, SECOND_FACTOR_REQUIRED for an
 *   administrator before its second factor
 */
export async function assertSalesReader(
  db: Database,
  session: SessionUser,
  partnerId: string,
  partnersOnly: string = salesMessages.partnersOnly,
): Promise<void> {
  if (actsAsAdmin(session)) {
    if (!(await partnerExists(db, partnerId)))
      throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
    return;
  }
  if (session.type !== 'partner') throw new AppError('FORBIDDEN', partnersOnly);
  if (session.userId !== partnerId) throw new AppError('FORBIDDEN', accountMessages.forbidden);
}

const instant = (value: string): string => new Date(value).toISOString();

/** A sales row on the wire (the partner's list and the administrators' one). */
export function toSale(row: SaleRow): Sale {
  return {
    _id: row.id,
    date: instant(row.createdAt),
    reference: row.reference,
    gym: { _id: row.gymId, name: row.gymName },
    product: { kind: row.kind, name: row.productName, gymServiceId: row.gymServiceId },
    qty: row.qty,
    unitPrice: toDecimal(row.unitPrice),
    currency: row.currency,
    gross: toDecimal(row.gross),
    commissionPercent: Number(row.commissionPercent),
    commission: toDecimal(row.commission),
    net: toDecimal(row.net),
    buyer: displayName(row.buyerName),
    orderId: row.orderId,
    refundedAmount: toDecimal(row.refundedAmount),
    refunds: (typeof row.refunds === 'string'
      ? (JSON.parse(row.refunds) as Exclude<SaleRow['refunds'], string>)
      : row.refunds
    ).map((r) => ({
      amount: toDecimal(r.amount),
      reason: r.reason,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** Sums on the wire (zeros for no row). */
export const toAmounts = (row: AmountsRow | undefined): SalesAmounts => ({
  gross: toDecimal(row?.gross ?? '0.00'),
  commission: toDecimal(row?.commission ?? '0.00'),
  net: toDecimal(row?.net ?? '0.00'),
  sales: row?.sales ?? 0,
  units: row?.units ?? 0,
});

/**
 * The sales `where` selects, per currency (ADR 0053): the range's totals and the amounts of each month of
 * `range.months` (the 12 Buenos Aires months ending with the range's, oldest first, zeros for a month
 * without sales), `primary` first and its figures also as `totals` and `byMonth`.
 * @param totals - the range's totals per currency when already read (the figures' level-0 rows)
 */
export async function salesTrend(
  db: Database,
  where: SalesWhere,
  range: SalesRange,
  primary: Currency,
  totals?: readonly AmountsRow[],
): Promise<Omit<SalesTrend, 'range'>> {
  const [sums, months] = await Promise.all([
    totals ?? selectTotals(db, where),
    selectMonths(db, { ...where, from: range.monthsFrom, start: range.monthsStart }),
  ]);
  const trendOf = (currency: Currency) => ({
    currency,
    totals: toAmounts(sums.find((s) => s.currency === currency)),
    byMonth: range.months.map((month) => ({
      month,
      ...toAmounts(months.find((m) => m.month === month && m.currency === currency)),
    })),
  });
  const own = trendOf(primary);
  const byCurrency = currenciesOf(primary, [...sums, ...months]).map(trendOf);
  return { ...own, byCurrency };
}

/**
 * The Buenos Aires range of `filter` ({@link resolveSalesRange}) and what it selects: the sales of partner
 * `partnerId` (every partner's when undefined) in that range, of `filter.gym` and `filter.product` when given.
 * @throws AppError VALIDATION for a reversed or too long range
 */
export function salesScope(
  partnerId: string | undefined,
  filter: SalesFilter,
  now: Date,
): { range: SalesRange; where: SalesWhere } {
  const range = resolveSalesRange(filter, now);
  const where = {
    partnerId,
    from: range.from,
    to: range.to,
    start: range.start,
    end: range.end,
    gym: filter.gym,
    product: filter.product,
  };
  return { range, where };
}

/**
 * One page of partner `partnerId`'s sales matching `query`, newest first.
 * @throws AppError as {@link assertSalesReader}; VALIDATION for a reversed or too long range
 */
export async function listSales(
  db: Database,
  session: SessionUser,
  partnerId: string,
  query: SalesListQuery,
  now: Date = new Date(),
): Promise<SalesListResponse> {
  await assertSalesReader(db, session, partnerId);
  const { range, where } = salesScope(partnerId, query, now);
  return salesPage(db, where, query, range, toSale);
}

/**
 * Page `query.page` of the sales matching `where`, newest first, each shown by `show`, with the page
 * fields and `range` of a sales list answer (`salesListResponseSchema`).
 */
export async function salesPage<S>(
  db: Database,
  where: SalesWhere,
  query: { page: number; limit: number },
  range: Pick<SalesRange, 'from' | 'to'>,
  show: (row: SaleRow) => S,
): Promise<{
  sales: S[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  range: { from: string; to: string };
}> {
  const { rows, total } = await selectSalesPage(db, where, { limit: query.limit, offset: offsetOf(query) });
  return {
    sales: rows.map(show),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
    limit: query.limit,
    range: { from: range.from, to: range.to },
  };
}

/**
 * Partner `partnerId`'s figures for `filter` (see `salesFiguresResponseSchema` for what each covers).
 * @throws AppError as {@link listSales}
 */
export async function salesFigures(
  db: Database,
  session: SessionUser,
  partnerId: string,
  filter: SalesFilter,
  now: Date = new Date(),
): Promise<SalesFiguresResponse> {
  await assertSalesReader(db, session, partnerId);
  const { range, where } = salesScope(partnerId, filter, now);
  const currency = await partnerCurrency(db, partnerId);
  const [grouped, clients, activePasses, balance] = await Promise.all([
    selectFigures(db, where),
    countClients(db, where),
    countActivePasses(db, partnerId, filter.gym),
    readBalance(db, partnerId, currency),
  ]);
  const trend = await salesTrend(
    db,
    where,
    range,
    currency,
    grouped.filter((r) => r.level === 0),
  );
  return {
    range: { from: range.from, to: range.to },
    ...trend,
    byGym: grouped
      .filter((r) => r.level === 1)
      .map((r) => ({
        gym: { _id: r.gymId ?? '', name: r.gymName ?? '' },
        currency: r.currency,
        ...toAmounts(r),
      })),
    byProduct: grouped
      .filter((r) => r.level === 2)
      .map((r) => ({
        product: { kind: r.kind ?? 'service', name: r.productName ?? '', gymServiceId: r.gymServiceId },
        gym: { _id: r.gymId ?? '', name: r.gymName ?? '' },
        currency: r.currency,
        ...toAmounts(r),
      })),
    clients,
    activePasses,
    balance,
  };
}
