/**
 * The refunds of orders as the order answers show them (ADR 0027): `refunds` (amount, reason, time;
 * refused ones left out) and `refundedAmount` (their sum, including those still being made).
 * The order answer owns this read of the `refunds` table; the refunds module writes it and reads the
 * same rows through the orders module's index (ADR 0043: orders imports no module above it).
 * @module
 */
import { and, asc, inArray, ne } from 'drizzle-orm';
import { toDecimal, type Decimal } from '../../../../shared/contract/common';
import type { OrderRefund } from '../../../../shared/contract/refunds';
import { fromCentavos, toCentavos } from '../../../../shared/domain/money';
import type { Database, Tx } from '../../../db/client';
import { refunds } from '../../../db/schema-refunds';

/** A stored refund (schema-refunds.ts). */
export type RefundRow = typeof refunds.$inferSelect;

/** The refunds of some orders that were not refused, oldest first. */
export async function findRefundsOfOrders(
  db: Database | Tx,
  orderIds: readonly string[],
): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** What an order answer adds about its refunds. */
export interface RefundSummary {
  refunds: OrderRefund[];
  refundedAmount: Decimal;
}

/** The summary of one order's refund rows (not failed). */
export function summaryOf(rows: readonly RefundRow[]): RefundSummary {
  return {
    refunds: rows.map((r) => ({
      amount: toDecimal(r.amount),
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    refundedAmount: toDecimal(fromCentavos(rows.reduce((sum, r) => sum + toCentavos(r.amount), 0))),
  };
}

/** The summaries of some orders, by order id (every id present; no refunds → empty list and 0.00). */
export async function refundSummaries(
  db: Database | Tx,
  orderIds: readonly string[],
): Promise<Map<string, RefundSummary>> {
  const rows = await findRefundsOfOrders(db, orderIds);
  return new Map(orderIds.map((id) => [id, summaryOf(rows.filter((r) => r.orderId === id))]));
}
