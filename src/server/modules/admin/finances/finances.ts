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
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/client';
import { selectPlanRevenue } from '../queries/finances';
import { partnerCurrency, salesPage, salesScope, salesTrend, toSale } from '../../sales/index';

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
 * months ending with the range's, per currency (ADR 0053: ARS first, or the partner's own when one is
 * asked for), and paid plan revenue by month over the same months, in BuscaGym's own currency (see
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
  const currency = await partnerCurrency(db, query.partner);
  const [trend, plans] = await Promise.all([
    salesTrend(db, where, range, currency),
    selectPlanRevenue(db, range.monthsStart, range.end),
  ]);
  const planByMonth = new Map(plans.map((p) => [p.month, p]));
  return {
    range: { from: range.from, to: range.to },
    ...trend,
    plans: range.months.map((month) => ({
      month,
      revenue: toDecimal(planByMonth.get(month)?.revenue ?? '0.00'),
      currency: PLATFORM_CURRENCY,
      orders: planByMonth.get(month)?.orders ?? 0,
    })),
  };
}
