/**
 * The transfers of net sales already made to the partner's CBU, newest first.
 * @module
 */
import type { Payout } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { formatMoney } from '../../../lib/format';
import { formatSaleDay } from '../../../lib/format-dates';
import { TitledSection } from '../../../components/TitledSection';

/** The payouts list (or its empty note). */
export function Payouts({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <TitledSection titleId="sales-payouts-title" title={m.payouts} className="panel partner-section">
      {payouts.length === 0 ? (
        <p className="sales-empty-note">{m.noPayouts}</p>
      ) : (
        <ul className="sales-payouts" data-testid="sales-payouts">
          {payouts.map((p) => (
            <li key={p._id} className="amount-line">
              <span>{m.payoutRow(formatSaleDay(p.paidAt), p.reference)}</span>
              <strong>{formatMoney(p.amount, p.currency)}</strong>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
