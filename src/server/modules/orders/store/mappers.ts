/**
 * Stored orders, lines and passes → the wire shapes of `src/shared/contract/orders.ts` (times ISO 8601
 * UTC, amounts in the spec's decimal form beside the order's currency, ADR 0053). A pass carries its signed QR code (only its member reads orders).
 * @module
 */
import { toDecimal } from '../../../../shared/contract/common';
import type { Order, OrderLine, Pass } from '../../../../shared/contract/orders';
import { passStateAt, type PassSigner } from '../../passes/index';
import type { RefundSummary } from './refund-summary';
import type { OrderLineRow, OrderRow, PassWithVisits } from './queries';

/** The summary of an order without refunds. */
const NO_REFUNDS: RefundSummary = { refunds: [], refundedAmount: { $numberDecimal: '0.00' } };

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The wire form of a pass (with its code and visits), its state at `now`. */
export function toPass(row: PassWithVisits, gymName: string, signer: PassSigner, now: Date): Pass {
  return {
    _id: row.id,
    code: signer.codeOf(row.id),
    doorCode: row.doorCode,
    gymId: row.gymId,
    gymName,
    productName: row.productName,
    kind: row.productKind,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    usesTotal: row.usesTotal,
    usesLeft: row.usesLeft,
    state: passStateAt(row, now),
    visits: row.visits,
    healthShared: row.healthShared,
    lastVisitAt: row.lastVisitAt ? new Date(row.lastVisitAt).toISOString() : null,
  };
}

/**
 * The wire form of an order with its lines and their passes; a plan order (ADR 0017) names its plan
 * from `planNames` (code → name; the code itself when absent); its refunds from `refunds` (order id →
 * summary, ./refund-summary; none when absent).
 */
export function toOrder(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  passes: readonly PassWithVisits[],
  signer: PassSigner,
  now = new Date(),
  planNames: ReadonlyMap<string, string> = new Map(),
  refunds: ReadonlyMap<string, RefundSummary> = new Map(),
): Order {
  const passOfLine = new Map(passes.map((p) => [p.orderLineId, p]));
  return {
    _id: order.id,
    reference: order.reference,
    kind: order.kind,
    plan: order.planCode
      ? { code: order.planCode, name: planNames.get(order.planCode) ?? order.planCode }
      : null,
    status: order.status,
    provider: order.provider,
    total: toDecimal(order.total),
    currency: order.currency,
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map((l): OrderLine => {
        const pass = passOfLine.get(l.id);
        return {
          _id: l.id,
          productId: l.productId,
          kind: l.kind,
          name: l.name,
          unit: l.unit,
          gymId: l.gymId,
          gymName: l.gymName,
          unitPrice: toDecimal(l.unitPrice),
          qty: l.qty,
          lineTotal: toDecimal(l.lineTotal),
          currency: order.currency,
          pass: pass ? toPass(pass, l.gymName, signer, now) : null,
        };
      }),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    failedAt: iso(order.failedAt),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
    receiptSentAt: iso(order.receiptSentAt),
    ...(refunds.get(order.id) ?? NO_REFUNDS),
  };
}
