/**
 * The journal entries of Pase BuscaGym (docs/architecture.md §5.2, ADR 0045 "Money in the ledger"):
 * a month of credits sold, a visit or class settled with its gym, credits lapsed. Pure functions from
 * plain shapes to a {@link Posting}, like ./entries; amounts are integer centavos of the currency Pase
 * BuscaGym is sold in (BuscaGym's own, `PLATFORM_CURRENCY`: ARS; ADR 0053).
 * @module
 */
import {
  CREDIT_LIABILITY_ACCOUNT,
  CREDIT_REVENUE_ACCOUNT,
  partnerAccount,
  providerAccount,
} from './accounts';
import type { PaidOrder } from './entries';
import type { Posting } from './post';

/**
 * A month of credits paid (`order:{id}:paid`, kind `credits_sold`): the provider holds the price, all of
 * it owed to the member as credits until they are used or lapse.
 */
export function creditsSoldPosting(order: PaidOrder, totalCentavos: number): Posting {
  const { currency } = order;
  return {
    eventKey: `order:${order.id}:paid`,
    kind: 'credits_sold',
    occurredAt: order.paidAt,
    orderId: order.id,
    lines: [
      { account: providerAccount(order.provider), role: 'receipt', amount: totalCentavos, currency },
      { account: CREDIT_LIABILITY_ACCOUNT, role: 'credits', amount: -totalCentavos, currency },
    ],
  };
}

/** A visit or class paid with credits, settled: attended, a no-show, or a late cancel not forgiven. */
export interface CreditSettlement {
  /** The booking's or the visit's id (`credit:{id}:settled`). */
  id: string;
  /** The gym's partner (null: the gym has none; the ledger's `unassigned` account holds it). */
  partnerId: string | null;
  /** The value of the credits spent, centavos (what the member paid for them). */
  valueCentavos: number;
  /** What the gym is paid: credits × its rate per credit, centavos. */
  gymCentavos: number;
  currency: string;
  settledAt: Date;
}

/**
 * A settlement (`credit:{id}:settled`, kind `credit_settled`): the credits' value leaves the liability,
 * the gym's part is owed to its partner (`visit`), and the rest is BuscaGym's revenue — negative when
 * the gym's rate is above the credits' value (ADR 0045).
 */
export function creditSettledPosting(s: CreditSettlement): Posting {
  const { currency } = s;
  const lines = [
    { account: CREDIT_LIABILITY_ACCOUNT, role: 'credits' as const, amount: s.valueCentavos, currency },
    { account: partnerAccount(s.partnerId), role: 'visit' as const, amount: -s.gymCentavos, currency },
    {
      account: CREDIT_REVENUE_ACCOUNT,
      role: 'revenue' as const,
      amount: s.gymCentavos - s.valueCentavos,
      currency,
    },
  ].filter((line) => line.amount !== 0);
  return { eventKey: `credit:${s.id}:settled`, kind: 'credit_settled', occurredAt: s.settledAt, lines };
}

/**
 * Credits lapsed (`credit-lapse:{movement key}`, kind `credit_lapsed`): above the rollover cap, or at the
 * end of a cancelled plan; their value becomes revenue.
 */
export function creditLapsedPosting(
  movementKey: string,
  valueCentavos: number,
  currency: string,
  at: Date,
): Posting {
  return {
    eventKey: `credit-lapse:${movementKey}`,
    kind: 'credit_lapsed',
    occurredAt: at,
    lines: [
      { account: CREDIT_LIABILITY_ACCOUNT, role: 'credits', amount: valueCentavos, currency },
      { account: CREDIT_REVENUE_ACCOUNT, role: 'revenue', amount: -valueCentavos, currency },
    ],
  };
}
