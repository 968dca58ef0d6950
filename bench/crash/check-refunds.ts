/**
 * The refund verdict of the crash test (ADR 0027), read from the database, the provider's own record
 * of refunds (./providers: the fake Stripe's refunds, the fake MercadoPago's payment refunds; the demo
 * provider keeps none, so its refund ids must be the ones derived from ours) and what the client sent
 * (./refunder). Every figure must be 0:
 * - `unsettled`: refunds still `requested`/`pending` after the resume job ran;
 * - `lost`: a request the server accepted (2xx) whose refund is not in the database, or one without an
 *   answer even when asked again after the kills (a request whose client gave up during them counts in
 *   `gaveUp`, not a fault, and is lost only if asking again with its key finds no refund: ./refunder);
 * - `refused`: a request answered 4xx (the phase only asks for what is left);
 * - `unasked`: a refund row no request asked for (a refund applied twice would be one);
 * - `wrongAmount`: a refund row whose amount is not the one asked, or not the sum of its lines;
 * - `providerMismatch`: a paid or refunded order whose provider-side refunds differ from our succeeded ones in count or
 *   amount (a refund lost or doubled at the provider);
 * - `overRefunded`: refunded more than paid; `wrongStatus`: `refunded` ≠ refunded in full;
 * - `salesMismatch`: a refund whose negative sales rows do not add up to minus its amount, or that has
 *   two of them for one line (or any while not succeeded);
 * - `salesNotZeroed`: a fully refunded order whose sales rows (original and negative) do not add up to
 *   0 in gross and in commission (the partner's figures and the commission must come back exactly);
 * - `passesNotRevoked`: a pass of a fully refunded order still valid.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { toCentavos } from '../../src/shared/domain/money';
import type { ProviderSetup } from './providers';
import type { SentRefund } from './refunder';
import { rows } from '../../src/server/db/sql';

/** The refund figures of one run. */
export interface RefundVerdict {
  requests: number;
  /** Requests answered 200: a retry found the refund its first attempt wrote before a kill. */
  replayed: number;
  /** Requests answered 202: the provider had not answered, the refund was left `requested`. */
  deferred: number;
  /** Requests whose client gave up during the kills and asked again after them (./refunder `askAgain`). */
  gaveUp: number;
  refunds: number;
  refundedOrders: number;
  fullyRefunded: number;
  unsettled: number;
  lost: number;
  refused: number;
  unasked: number;
  wrongAmount: number;
  providerMismatch: number;
  overRefunded: number;
  wrongStatus: number;
  salesMismatch: number;
  salesNotZeroed: number;
  passesNotRevoked: number;
}

/** The figures that must be 0. */
export const REFUND_FAULTS = [
  'unsettled',
  'lost',
  'refused',
  'unasked',
  'wrongAmount',
  'providerMismatch',
  'overRefunded',
  'wrongStatus',
  'salesMismatch',
  'salesNotZeroed',
  'passesNotRevoked',
] as const satisfies readonly (keyof RefundVerdict)[];

interface RefundFacts {
  id: string;
  orderId: string;
  key: string | null;
  status: string;
  amount: string;
  linesAmount: string;
  salesAmount: string;
  salesRows: string | number;
  salesLines: string | number;
  providerRefundId: string | null;
}

interface OrderFacts {
  id: string;
  status: string;
  total: string;
  paymentId: string | null;
  livePasses: string | number;
  salesGross: string;
  salesCommission: string;
}

/** Reads the verdict (see module doc). */
export async function refundVerdict(
  db: Database,
  provider: ProviderSetup,
  sent: readonly SentRefund[],
): Promise<RefundVerdict> {
  const refunds = await rows<RefundFacts>(
    db,
    sql`select r.id, r.order_id as "orderId", r.idempotency_key as key, r.status, r.amount::text,
        r.provider_refund_id as "providerRefundId",
        coalesce((select sum(l.amount) from refund_lines l where l.refund_id = r.id), 0)::text as "linesAmount",
        coalesce((select sum(s.gross) from sales s where s.refund_id = r.id), 0)::text as "salesAmount",
        (select count(*) from sales s where s.refund_id = r.id) as "salesRows",
        (select count(distinct s.order_line_id) from sales s where s.refund_id = r.id) as "salesLines"
      from refunds r`,
  );
  const orders = await rows<OrderFacts>(
    db,
    sql`select o.id, o.status, o.total::text, o.payment_id as "paymentId",
        (select count(*) from passes p where p.order_id = o.id and p.revoked_at is null) as "livePasses",
        coalesce((select sum(s.gross) from sales s where s.order_id = o.id), 0)::text as "salesGross",
        coalesce((select sum(s.commission) from sales s where s.order_id = o.id), 0)::text as "salesCommission"
      from orders o where o.status in ('paid', 'refunded')`,
  );
  const byKey = new Map(refunds.map((r) => [`${r.orderId} ${r.key}`, r]));
  const asked = new Map(sent.map((s) => [`${s.orderId} ${s.key}`, s]));
  const v: RefundVerdict = {
    requests: sent.length,
    replayed: sent.filter((s) => s.status === 200).length,
    deferred: sent.filter((s) => s.status === 202).length,
    gaveUp: sent.filter((s) => s.gaveUp).length,
    refunds: refunds.length,
    refundedOrders: new Set(refunds.map((r) => r.orderId)).size,
    fullyRefunded: orders.filter((o) => o.status === 'refunded').length,
    unsettled: refunds.filter((r) => r.status === 'requested' || r.status === 'pending').length,
    lost: sent.filter((s) => s.status === null || (s.status < 300 && !byKey.has(`${s.orderId} ${s.key}`)))
      .length,
    refused: sent.filter((s) => s.status !== null && s.status >= 400).length,
    unasked: refunds.filter((r) => !asked.has(`${r.orderId} ${r.key}`)).length,
    wrongAmount: 0,
    providerMismatch: 0,
    overRefunded: 0,
    wrongStatus: 0,
    salesMismatch: 0,
    salesNotZeroed: 0,
    passesNotRevoked: 0,
  };
  for (const r of refunds) {
    const want = asked.get(`${r.orderId} ${r.key}`)?.amountCentavos ?? null;
    const amount = toCentavos(r.amount);
    if ((want !== null && want !== amount) || toCentavos(r.linesAmount) !== amount) v.wrongAmount += 1;
    const succeeded = r.status === 'succeeded';
    const salesBack = -toCentavos(r.salesAmount);
    if (
      Number(r.salesRows) !== Number(r.salesLines) ||
      (succeeded ? salesBack !== amount : Number(r.salesRows) > 0)
    )
      v.salesMismatch += 1;
  }
  for (const o of orders) {
    const mine = refunds.filter((r) => r.orderId === o.id);
    const done = mine.filter((r) => r.status === 'succeeded');
    const doneSum = done.reduce((sum, r) => sum + toCentavos(r.amount), 0);
    const askedSum = mine.filter((r) => r.status !== 'failed').reduce((s, r) => s + toCentavos(r.amount), 0);
    const total = toCentavos(o.total);
    if (askedSum > total) v.overRefunded += 1;
    if ((o.status === 'refunded') !== (doneSum === total)) v.wrongStatus += 1;
    if (o.status === 'refunded' && Number(o.livePasses) > 0) v.passesNotRevoked += 1;
    if (o.status === 'refunded' && (toCentavos(o.salesGross) !== 0 || toCentavos(o.salesCommission) !== 0))
      v.salesNotZeroed += 1;
    const atProvider = o.paymentId ? provider.refundsOf(o.paymentId) : null;
    if (atProvider) {
      const providerSum = atProvider.reduce((sum, r) => sum + r.amountCentavos, 0);
      if (atProvider.length !== done.length || providerSum !== doneSum) v.providerMismatch += 1;
    } else if (done.some((r) => r.providerRefundId !== `manual_refund_${r.id}`)) v.providerMismatch += 1;
  }
  return v;
}
