/**
 * The refunds of orders as the order answers show them (ADR 0027): `refunds` (amount, reason, time;
 * refused ones left out) and `refundedAmount` (their sum, including those still being made).
 * @module
 */
import { toDecimal, type Decimal } from '../../../shared/contract/common';
import type { OrderRefund } from '../../../shared/contract/refunds';
import { fromCentavos, toCentavos } from '../../../shared/domain/money';
import type { Database, Tx } from '../../db/client';
import { findRefundsOfOrders, type RefundRow } from './queries';

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
