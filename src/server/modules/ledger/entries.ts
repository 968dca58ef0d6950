/**
 * The journal entries of BuscaGym's money events (docs/architecture.md §5.1; ADR 0042 gives each
 * rule). Pure functions from plain shapes to a {@link Posting}; the modules that own the events call
 * them and post the result in the transaction of their state change. Amounts are integer centavos.
 * @module
 */
import type { PaymentProviderName } from '../../../shared/constants/commerce';
import {
  COMMISSION_ACCOUNT,
  partnerAccount,
  PAYOUTS_ACCOUNT,
  PLAN_REVENUE_ACCOUNT,
  providerAccount,
  unappliedAccount,
} from './accounts';
import type { Posting, PostingLine } from './post';

/** One sale's (or one refunded part's) split, centavos ≥ 0: gross, of which BuscaGym's commission. */
export interface SaleSplit {
  partnerId: string | null;
  gross: number;
  commission: number;
}

/** What settled: the order, its provider and currency, and when. */
export interface PaidOrder {
  id: string;
  provider: PaymentProviderName;
  currency: string;
  paidAt: Date;
}

/**
 * A cart order paid (`order:{id}:paid`): the provider holds the sum of the gross; each partner is owed
 * his gross (`sale`) less BuscaGym's commission (`commission`), which is revenue.
 */
export function orderPaidPosting(order: PaidOrder, sales: readonly SaleSplit[]): Posting {
  const { currency } = order;
  const total = sales.reduce((sum, s) => sum + s.gross, 0);
  const lines: PostingLine[] = [
    { account: providerAccount(order.provider), role: 'receipt', amount: total, currency },
  ];
  for (const sale of sales) {
    const partner = partnerAccount(sale.partnerId);
    lines.push(
      { account: partner, role: 'sale', amount: -sale.gross, currency },
      { account: partner, role: 'commission', amount: sale.commission, currency },
      { account: COMMISSION_ACCOUNT, role: 'commission', amount: -sale.commission, currency },
    );
  }
  return {
    eventKey: `order:${order.id}:paid`,
    kind: 'order_paid',
    occurredAt: order.paidAt,
    orderId: order.id,
    lines,
  };
}

/**
 * A partner's plan month paid, first or renewal (`order:{id}:paid`): the provider holds it, all of it
 * plan revenue.
 */
export function planChargePosting(order: PaidOrder, totalCentavos: number): Posting {
  const { currency } = order;
  return {
    eventKey: `order:${order.id}:paid`,
    kind: 'plan_charge',
    occurredAt: order.paidAt,
    orderId: order.id,
    lines: [
      { account: providerAccount(order.provider), role: 'receipt', amount: totalCentavos, currency },
      { account: PLAN_REVENUE_ACCOUNT, role: 'revenue', amount: -totalCentavos, currency },
    ],
  };
}

/**
 * MercadoPago paid a partner's part of an order straight to his connected account
 * (`order:{id}:seller`, ADR 0042 decision 8): what BuscaGym owed him (his net) leaves the provider's
 * account, which keeps only the `marketplace_fee`.
 */
export function sellerCollectedPosting(order: PaidOrder, partnerId: string, netCentavos: number): Posting {
  const { currency } = order;
  return {
    eventKey: `order:${order.id}:seller`,
    kind: 'seller_collected',
    occurredAt: order.paidAt,
    orderId: order.id,
    lines: [
      { account: partnerAccount(partnerId), role: 'collected', amount: netCentavos, currency },
      { account: providerAccount(order.provider), role: 'collected', amount: -netCentavos, currency },
    ],
  };
}

/** A refund that took effect: which, of which order, paid through which provider, when. */
export interface EffectiveRefund {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  currency: string;
  at: Date;
}

/**
 * A refund, partial or full, a withdrawal's included (`refund:{id}`): the money leaves the provider;
 * each part takes back from the partner its gross (`refund`) and gives back the commission BuscaGym
 * returns on it (`commission_refund`), which leaves revenue. How a partial refund splits the
 * commission is the sales' rule (refunds/allocate `commissionBack`, ADR 0027), passed in `parts`.
 */
export function refundPosting(refund: EffectiveRefund, parts: readonly SaleSplit[]): Posting {
  const { currency } = refund;
  const total = parts.reduce((sum, p) => sum + p.gross, 0);
  const lines: PostingLine[] = [
    { account: providerAccount(refund.provider), role: 'return', amount: -total, currency },
  ];
  for (const part of parts) {
    const partner = partnerAccount(part.partnerId);
    lines.push(
      { account: partner, role: 'refund', amount: part.gross, currency },
      { account: partner, role: 'commission_refund', amount: -part.commission, currency },
      { account: COMMISSION_ACCOUNT, role: 'commission_refund', amount: part.commission, currency },
    );
  }
  return {
    eventKey: `refund:${refund.id}`,
    kind: 'refund',
    occurredAt: refund.at,
    orderId: refund.orderId,
    refundId: refund.id,
    lines,
  };
}

/**
 * The partner's part of a refund of an order his connected account collected (`refund:{id}:seller`):
 * MercadoPago takes it back from his account, not from ours, so he is owed it again — the reverse of
 * {@link sellerCollectedPosting} for that part.
 */
export function sellerReturnedPosting(
  refund: EffectiveRefund,
  partnerId: string,
  netCentavos: number,
): Posting {
  const { currency } = refund;
  return {
    eventKey: `refund:${refund.id}:seller`,
    kind: 'refund',
    occurredAt: refund.at,
    orderId: refund.orderId,
    refundId: refund.id,
    lines: [
      { account: partnerAccount(partnerId), role: 'collected', amount: -netCentavos, currency },
      { account: providerAccount(refund.provider), role: 'collected', amount: netCentavos, currency },
    ],
  };
}

/** A transfer to a partner's bank account (`payout:{id}`): the partner is owed that much less. */
export function payoutPosting(payout: {
  id: string;
  partnerId: string | null;
  amount: number;
  currency: string;
  paidAt: Date;
}): Posting {
  const { currency } = payout;
  return {
    eventKey: `payout:${payout.id}`,
    kind: 'payout',
    occurredAt: payout.paidAt,
    payoutId: payout.id,
    lines: [
      { account: partnerAccount(payout.partnerId), role: 'payout', amount: payout.amount, currency },
      { account: PAYOUTS_ACCOUNT, role: 'payout', amount: -payout.amount, currency },
    ],
  };
}

/** A provider's payment that no order was waiting for (a second payment of one order). */
export interface UnappliedPayment {
  provider: PaymentProviderName;
  paymentId: string;
  orderId: string | null;
  amount: number;
  currency: string;
  at: Date;
}

/** The money moves between the provider and `unapplied:{provider}`: in (`sign` 1) or back out (−1). */
function unappliedPosting(payment: UnappliedPayment, sign: 1 | -1): Posting {
  const { currency, provider } = payment;
  const amount = sign * payment.amount;
  return {
    eventKey: `payment:${provider}:${payment.paymentId}${sign === 1 ? '' : ':refund'}`,
    kind: sign === 1 ? 'unapplied_payment' : 'unapplied_refund',
    occurredAt: payment.at,
    orderId: payment.orderId,
    lines: [
      { account: providerAccount(provider), role: sign === 1 ? 'receipt' : 'return', amount, currency },
      { account: unappliedAccount(provider), role: 'unapplied', amount: -amount, currency },
    ],
  };
}

/**
 * A payment no order was waiting for, held as unapplied (`payment:{provider}:{id}`) until it is
 * returned ({@link unappliedRefundPosting}).
 */
export const unappliedPaymentPosting = (payment: UnappliedPayment): Posting => unappliedPosting(payment, 1);

/** An unapplied payment returned to the payer (`payment:{provider}:{id}:refund`). */
export const unappliedRefundPosting = (payment: UnappliedPayment): Posting => unappliedPosting(payment, -1);
