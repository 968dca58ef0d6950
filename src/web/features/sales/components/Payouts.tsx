/**
 * The transfers of net sales already made to the partner's bank account (its country's: CBU, CLABE, chave
 * Pix or account; ADR 0054), newest first.
 * @module
 */
import type { Payout } from '../../../../shared/contract/sales';
import type { CountryCode } from '../../../../shared/domain/countries';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { formatMoney } from '../../../lib/format';
import { formatSaleDay } from '../../../lib/format-dates';
import { TitledSection } from '../../../components/TitledSection';

/** The payouts list (or its empty note) of a partner of `country`. */
export function Payouts({ payouts, country }: { payouts: readonly Payout[]; country: CountryCode }) {
  return (
    <TitledSection titleId="sales-payouts-title" title={m.payouts(country)} className="panel partner-section">
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
