/**
 * The arithmetic of a refund (ADR 0027; docs/architecture.md §5 money rules: integer centavos, exact sums).
 * Pure functions, no I/O.
 * @module
 */
import { splitCommission } from '../../../shared/domain/money';

/** What is left to refund of one order line, centavos. */
export interface LineBalance {
  lineId: string;
  /** The line's total paid, centavos. */
  total: number;
  /** Already refunded or being refunded (refunds not failed), centavos. */
  refunded: number;
}

/**
 * Spreads `amount` centavos over `lines` in proportion to what is left of each (largest remainder,
 * ties to the earlier line), so the parts are whole centavos that add up to `amount` exactly and no
 * line gets more than its remainder. A full refund of what is left gives each line its remainder.
 * @returns line id → part (> 0 only; lines with nothing left or a zero part are absent)
 * @throws RangeError when `amount` is not a positive integer or exceeds what is left
 */
export function allocateRefund(lines: readonly LineBalance[], amount: number): Map<string, number> {
  const left = lines.map((line) => Math.max(0, line.total - line.refunded));
  const available = left.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > available)
    throw new RangeError(`cannot refund ${amount} of ${available} centavos`);
  const parts = left.map((l) => Math.floor((l * amount) / available));
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const byRemainder = left
    .map((l, i) => ({ i, remainder: (l * amount) % available }))
    .filter(({ i }) => parts[i]! < left[i]!)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (rest === 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  const result = new Map<string, number>();
  lines.forEach((line, i) => {
    if (parts[i]! > 0) result.set(line.lineId, parts[i]!);
  });
  return result;
}

/** A sale as written at fulfilment (../orders/settlement/fulfil), centavos. */
export interface SaleFigures {
  gross: number;
  commission: number;
  /** The plan's percent at the time of sale (`"12.50"`). */
  commissionPercent: string;
}

/**
 * The commission a refund of `part` centavos gives back, when `before` centavos of the sale's gross
 * were refunded already: the commission of everything refunded after it minus that of everything
 * before (both rounded as at the sale, `splitCommission`), and the sale's whole commission once the
 * whole gross is refunded. So any sequence of partial refunds gives back exactly the commission taken.
 * @returns `{ commission, net }` given back, centavos (non-negative; `commission + net = part`)
 */
export function commissionBack(
  sale: SaleFigures,
  before: number,
  part: number,
): { commission: number; net: number } {
  const after = before + part;
  const upTo = (refunded: number): number =>
    refunded >= sale.gross ? sale.commission : splitCommission(refunded, sale.commissionPercent).commission;
  const commission = Math.min(part, Math.max(0, upTo(after) - upTo(before)));
  return { commission, net: part - commission };
}

/**
 * The uses a service pass keeps after `refunded` centavos of its line were given back: the uses the
 * refunds pay back in whole (`floor(refunded / unitPrice)`) come off what was bought, and never more
 * than are left.
 */
export function usesAfterRefund(
  usesTotal: number,
  usesLeft: number,
  unitPriceCentavos: number,
  refunded: number,
): number {
  const paidBack = Math.floor(refunded / unitPriceCentavos);
  return Math.max(0, Math.min(usesLeft, usesTotal - paidBack));
}
