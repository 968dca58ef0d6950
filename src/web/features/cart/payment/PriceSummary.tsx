/**
 * A priced summary as the server computed it (the checkout's cart, an order, a partner's plan): lines
 * each with its amount, and a total in bold. Styled by `.summary-*` in orders.css and `.amount-line`.
 * @module
 */
import type { ReactNode } from 'react';
import type { Currency } from '../../../../shared/domain/currency';
import type { Decimal } from '../../../../shared/domain/decimal';
import { formatMoney } from '../../../lib/format';

/** One line of {@link SummaryLines}. */
export interface SummaryLine {
  key: string;
  /** What the line is (name, quantity, gym…). */
  name: ReactNode;
  amount: Decimal;
}

/** The lines, each with its amount in `currency` at the end. */
export function SummaryLines({ lines, currency }: { lines: SummaryLine[]; currency: Currency }) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={line.key} className="amount-line">
          <span className="summary-line__name">{line.name}</span>
          <span className="summary-line__amount">{formatMoney(line.amount, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link SummaryTotal}. */
export interface SummaryTotalProps {
  label: string;
  amount: Decimal;
  currency: Currency;
  /** The `data-testid` of the amount. */
  testId: string;
}

/** The total: its label and the amount in bold. */
export function SummaryTotal({ label, amount, currency, testId }: SummaryTotalProps) {
  return (
    <p className="summary-total">
      <span>{label}</span>
      <strong data-testid={testId}>{formatMoney(amount, currency)}</strong>
    </p>
  );
}
