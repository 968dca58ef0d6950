/**
 * SQL of the administrators' finance figures that are not the sales module's: the revenue of paid plan
 * orders (`orders.kind = 'plan'`, ADR 0017), read by `orders_plan_paid_idx`.
 * @module
 */
import { sql } from 'drizzle-orm';
import { SALES_TIME_ZONE } from '../../../../shared/constants/sales';
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import type { Database } from '../../../db/client';
import { queryPrepared } from '../../../db/prepared';

/** Paid plan orders of one Buenos Aires month (`YYYY-MM`): their total (text, BuscaGym's own currency) and how many. */
export interface PlanRevenueRow {
  month: string;
  revenue: string;
  orders: number;
}

/**
 * Paid plan orders paid in `[start, end)`, summed by Buenos Aires month of payment; months without any
 * are absent. Refunded orders are not revenue and are left out.
 */
export function selectPlanRevenue(db: Database, start: Date, end: Date): Promise<PlanRevenueRow[]> {
  return queryPrepared<PlanRevenueRow>(
    db,
    sql`select to_char(o.paid_at at time zone ${SALES_TIME_ZONE}, 'YYYY-MM') as month,
               sum(o.total)::numeric(18, 2)::text as revenue, count(*)::int as orders
          from orders o
         where o.kind = 'plan' and o.status = 'paid' and o.currency = ${PLATFORM_CURRENCY}
           and o.paid_at >= ${start.toISOString()}::timestamptz and o.paid_at < ${end.toISOString()}::timestamptz
         group by 1
         order by 1`,
  );
}
