/**
 * A partner's all-time balance as the answers show it (`balanceFields` of the sales contract; ADR 0015,
 * ADR 0042): net, paid out and due in each currency (ADR 0053), its own currency first, and its latest
 * payouts, each in its currency.
 * @module
 */
import type { Payout, SalesBalance } from '../../../shared/contract/sales';
import type { Currency } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import type { Database } from '../../db/client';
import { selectBalances, selectPayouts, type PayoutRow } from './balance-queries';
import { currenciesOf, partnerCurrency } from './currencies';

/** Payouts listed in the figures' balance, newest first. */
export const PAYOUTS_SHOWN = 24;

/** A payout row on the wire (the partner's figures and the administrators' finance calls). */
export const toPayout = (p: PayoutRow): Payout => ({
  _id: p.id,
  amount: toDecimal(p.amount),
  currency: p.currency,
  paidAt: new Date(p.paidAt).toISOString(),
  reference: p.reference,
  cbu: p.cbu,
});

/**
 * Partner `partnerId`'s all-time balance: net, paid out and due in `currency` (default the partner's own,
 * its country's) and in every other currency it has figures in, and its latest {@link PAYOUTS_SHOWN}
 * payouts, newest first.
 */
export async function readBalance(
  db: Database,
  partnerId: string,
  currency?: Currency,
): Promise<SalesBalance> {
  const [own, rows, payouts] = await Promise.all([
    currency ?? partnerCurrency(db, partnerId),
    selectBalances(db, partnerId),
    selectPayouts(db, partnerId, PAYOUTS_SHOWN),
  ]);
  const amountsOf = (c: Currency) => {
    const row = rows.find((r) => r.currency === c);
    return {
      net: toDecimal(row?.net ?? '0.00'),
      paidOut: toDecimal(row?.paidOut ?? '0.00'),
      due: toDecimal(row?.due ?? '0.00'),
    };
  };
  return {
    ...amountsOf(own),
    currency: own,
    byCurrency: currenciesOf(own, rows).map((c) => ({ currency: c, ...amountsOf(c) })),
    payouts: payouts.map(toPayout),
  };
}
