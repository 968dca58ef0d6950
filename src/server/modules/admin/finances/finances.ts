/**
 * The administrators' finance calls (ADR 0018 "Finances and moderation"): every partner's sales and their
 * summary. The list and sums are the sales module's statements without the partner filter (or with the
 * one asked for): sums read the daily sums (`sales_daily`, ADR 0015), never the sales themselves. A
 * partner's balance due and its payouts are the payouts module's (ADR 0043).
 * @module
 */
import type {
  AdminSalesQuery,
  AdminSalesResponse,
  AdminSalesSummaryQuery,
  AdminSalesSummaryResponse,
} from '../../../../shared/contract/admin-finances';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/client';
import { selectPlanRevenue } from '../queries/finances';
import { amountsByMonth, salesPage, salesScope, toAmounts, toSale, selectTotals } from '../../sales/index';

/**
 * One page of every partner's sales (or `query.partner`'s) matching `query`, newest first, each with its
 * partner.
 * @param now - the current instant (the default range ends today in Buenos Aires)
 * @throws AppError VALIDATION for a reversed or too long range
 */
export async function listAllSales(
  db: Database,
  query: AdminSalesQuery,
  now: Date = new Date(),
): Promise<AdminSalesResponse> {
  const { range, where } = salesScope(query.partner, query, now);
  return salesPage(db, where, query, range, (row) => ({
    ...toSale(row),
    partner: row.partnerId ? { _id: row.partnerId, name: row.partnerName ?? '' } : null,
  }));
}

/**
 * Gross, commission and net of `query`'s range and filters, by month over the last 12 Buenos Aires
 * months ending with the range's, and paid plan revenue by month over the same months (see
 * `adminSalesSummaryResponseSchema`).
 * @param now - the current instant (the default range ends today in Buenos Aires)
 * @throws AppError VALIDATION for a reversed or too long range
 */
export async function salesSummary(
  db: Database,
  query: AdminSalesSummaryQuery,
  now: Date = new Date(),
): Promise<AdminSalesSummaryResponse> {
  const { range, where } = salesScope(query.partner, query, now);
  const [totals, byMonth, plans] = await Promise.all([
    selectTotals(db, where),
    amountsByMonth(db, where, range),
    selectPlanRevenue(db, range.monthsStart, range.end),
  ]);
  const planByMonth = new Map(plans.map((p) => [p.month, p]));
  return {
    range: { from: range.from, to: range.to },
    totals: toAmounts(totals),
    byMonth,
    plans: range.months.map((month) => ({
      month,
      revenue: toDecimal(planByMonth.get(month)?.revenue ?? '0.00'),
      orders: planByMonth.get(month)?.orders ?? 0,
    })),
  };
}
