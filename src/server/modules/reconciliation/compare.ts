/**
 * The comparison of one reconciliation run (ADR 0044; docs/architecture.md §5.1): what a provider
 * says moved against our orders, refunds and ledger. Pure: the service reads both sides and writes
 * what this finds. Amounts are integer centavos.
 *
 * Only movements and our records in the compared span `[from, cutoff)` are judged; movements before it
 * (the provider is read from a day earlier) only serve to match. Payments of one order are taken
 * oldest first: the first is the order's, any later one a second payment.
 * @module
 */
import type { MismatchKind } from '../../../shared/constants/reconciliation';
import type { PaymentProviderName } from '../../../shared/constants/commerce';
import type { ProviderMovement } from '../payments/index';

/** An order as the comparison needs it. */
export interface OrderFact {
  id: string;
  paymentId: string | null;
  status: string;
  totalCentavos: number;
  currency: string;
  paidAt: Date | null;
}

/** A refund as the comparison needs it. */
export interface RefundFact {
  id: string;
  orderId: string;
  amountCentavos: number;
  status: string;
  providerRefundId: string | null;
  completedAt: Date | null;
  /** Its order's currency (a refund gives back in it, ADR 0053). */
  currency: string;
}

/** Everything one comparison looks at. */
export interface CompareInput {
  provider: PaymentProviderName;
  from: Date;
  cutoff: Date;
  movements: readonly ProviderMovement[];
  /** Our orders the movements name, and our orders of this provider paid in the span. */
  orders: readonly OrderFact[];
  /** Our refunds the movements name, and our refunds of this provider that succeeded in the span. */
  refunds: readonly RefundFact[];
  /** Provider payment ids booked as unapplied (second payments), and those whose return is booked. */
  unapplied: ReadonlySet<string>;
  unappliedReturned: ReadonlySet<string>;
}

/** A mismatch found (before it is stored). */
export interface Finding {
  kind: MismatchKind;
  /** Stable name: kind, provider and the id it is about, so a later run finds the same one. */
  key: string;
  orderId: string | null;
  refundId: string | null;
  providerObjectId: string | null;
  ours: number | null;
  theirs: number | null;
  currency: string;
}

const PAID = new Set(['paid', 'refunded']);
const inSpan = (at: Date | null, input: CompareInput): boolean =>
  at !== null && at >= input.from && at < input.cutoff;

/** The order ids with a second payment among `movements`, oldest payment first per order. */
export function ordersPaidTwice(movements: readonly ProviderMovement[]): string[] {
  const count = new Map<string, number>();
  for (const m of movements)
    if (m.kind === 'payment' && m.orderId) count.set(m.orderId, (count.get(m.orderId) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([id]) => id);
}

/** Compares both sides (see module doc). @returns the mismatches, each once */
export function compare(input: CompareInput): Finding[] {
  const { provider } = input;
  const found = new Map<string, Finding>();
  const add = (f: Omit<Finding, 'key'>, about: string): void => {
    const key = `${f.kind}:${provider}:${about}`;
    if (!found.has(key)) found.set(key, { ...f, key });
  };
  const byId = new Map(input.orders.map((o) => [o.id, o]));
  const byPaymentId = new Map(input.orders.filter((o) => o.paymentId).map((o) => [o.paymentId!, o]));
  const orderOf = (m: ProviderMovement): OrderFact | undefined =>
    (m.paymentId ? byPaymentId.get(m.paymentId) : undefined) ?? (m.orderId ? byId.get(m.orderId) : undefined);

  const payments = [
    ...new Map(input.movements.filter((m) => m.kind === 'payment').map((m) => [m.id, m])).values(),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  const firstOfOrder = new Map<string, ProviderMovement>();
  for (const m of payments) {
    const order = orderOf(m);
    const first = order ? firstOfOrder.get(order.id) : undefined;
    if (order && !first) firstOfOrder.set(order.id, m);
    if (!inSpan(m.at, input) || input.unapplied.has(m.id)) continue;
    const base = {
      orderId: order?.id ?? m.orderId,
      refundId: null,
      providerObjectId: m.id,
      currency: m.currency,
    };
    if (!order || !PAID.has(order.status))
      add({ ...base, kind: 'payment_without_order', ours: null, theirs: m.amountCentavos }, m.id);
    else if (first) add({ ...base, kind: 'second_payment', ours: null, theirs: m.amountCentavos }, m.id);
    else if (m.amountCentavos !== order.totalCentavos)
      add(
        { ...base, kind: 'payment_amount_differs', ours: order.totalCentavos, theirs: m.amountCentavos },
        m.id,
      );
  }
  for (const o of input.orders)
    if (PAID.has(o.status) && inSpan(o.paidAt, input) && !firstOfOrder.has(o.id))
      add(
        {
          kind: 'paid_not_captured',
          orderId: o.id,
          refundId: null,
          providerObjectId: o.paymentId,
          ours: o.totalCentavos,
          theirs: null,
          currency: o.currency,
        },
        o.id,
      );

  const ourRefunds = new Map(
    input.refunds.filter((r) => r.providerRefundId).map((r) => [r.providerRefundId!, r]),
  );
  const theirRefunds = new Map(input.movements.filter((m) => m.kind === 'refund').map((m) => [m.id, m]));
  for (const m of theirRefunds.values()) {
    if (!inSpan(m.at, input) || input.unappliedReturned.has(m.sourceId)) continue;
    const ours = ourRefunds.get(m.id);
    const base = {
      orderId: ours?.orderId ?? orderOf(m)?.id ?? m.orderId,
      providerObjectId: m.id,
      currency: m.currency,
    };
    if (!ours)
      add({ ...base, kind: 'refund_not_here', refundId: null, ours: null, theirs: m.amountCentavos }, m.id);
    else if (ours.amountCentavos !== m.amountCentavos)
      add(
        {
          ...base,
          kind: 'refund_amount_differs',
          refundId: ours.id,
          ours: ours.amountCentavos,
          theirs: m.amountCentavos,
        },
        m.id,
      );
  }
  for (const r of input.refunds)
    if (
      r.status === 'succeeded' &&
      inSpan(r.completedAt, input) &&
      !theirRefunds.has(r.providerRefundId ?? '')
    )
      add(
        {
          kind: 'refund_not_at_provider',
          orderId: r.orderId,
          refundId: r.id,
          providerObjectId: r.providerRefundId,
          ours: r.amountCentavos,
          theirs: null,
          currency: r.currency,
        },
        r.id,
      );
  return [...found.values()];
}
