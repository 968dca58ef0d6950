/**
 * What was refunded of a sale or an order and what is left of it (ADR 0027), e.g. "Reintegrado $ 10.000 ·
 * Queda $ 25.000", in the amounts' currency (`formatMoney`, ADR 0053). Nothing when nothing was refunded.
 * Used by the partner's sale cards and table and by the member's orders.
 * @module
 */
import type { Currency } from '../../shared/domain/currency';
import type { Decimal } from '../../shared/domain/decimal';
import { fromCentavos, toCentavos } from '../../shared/domain/money';
import { refundedNoteMessages as m } from '../../shared/messages/refunds.web';
import { formatMoney } from '../lib/format';

/** Props of {@link RefundedNote}. */
export interface RefundedNoteProps {
  /** The amount refunded (wire decimal; `0.00` when none). */
  refunded: Decimal;
  /** What was paid before any refund (wire decimal): the sale's gross or the order's total. */
  paid: Decimal;
  /** The currency of both: the sale's or the order's. */
  currency: Currency;
}

/** The note, or nothing when `refunded` is zero. */
export function RefundedNote({ refunded, paid, currency }: RefundedNoteProps) {
  const back = toCentavos(refunded.$numberDecimal);
  if (back <= 0) return null;
  const left = Math.max(0, toCentavos(paid.$numberDecimal) - back);
  return (
    <span className="refunded-note" data-testid="refunded-note">
      {m.note(formatMoney(refunded, currency), formatMoney({ $numberDecimal: fromCentavos(left) }, currency))}
    </span>
  );
}
