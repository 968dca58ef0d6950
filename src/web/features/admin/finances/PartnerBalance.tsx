/**
 * A partner's balance for administration (`GET /api/admin/partners/{id}/balance`; ADR 0018): net of
 * every sale, paid out, due, the bank account on its profile now, the latest payouts, and the payout form
 * while something is due and an account is known. Amounts per currency (ADR 0053): the partner's own
 * first, in which the payout form pays; any other it has figures in below. The account is named as the
 * partner's country names it (CBU/CVU, CLABE, chave Pix or conta; ADR 0054), the country being the one
 * of the partner's own currency.
 * @module
 */
import type { PartnerBalanceResponse } from '../../../../shared/contract/admin-finances';
import type { CountryCode } from '../../../../shared/domain/countries';
import { countryOfCurrency } from '../../../../shared/domain/currency';
import { adminFinanceMessages as m } from '../../../../shared/messages/admin-finance.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { numeric, TableHead } from '../../../components/TableHead';
import { formatMoney } from '../../../lib/format';
import { usePartnerBalance } from '../api/api-finances';
import { centavos, formatDate } from '../model/format';
import { PayoutForm } from './PayoutForm';
import { Fact } from '../../../components/Fact';
import { TitledSection } from '../../../components/TitledSection';

function Payouts({ balance, country }: { balance: PartnerBalanceResponse; country: CountryCode }) {
  if (balance.payouts.length === 0) return <p className="admin-lead">{m.noPayouts}</p>;
  return (
    <div className="table-scroll admin-table-wrap" role="region" aria-label={m.payoutsCaption} tabIndex={0}>
      <table className="data-table admin-table" data-testid="admin-payouts">
        <caption className="visually-hidden">{m.payoutsCaption}</caption>
        <TableHead columns={[m.paidAt, m.bankReference, m.cbu(country), numeric(m.amountColumn)]} />
        <tbody>
          {balance.payouts.map((p) => (
            <tr key={p._id}>
              <td>{formatDate(p.paidAt)}</td>
              <td>{p.reference}</td>
              <td>{p.cbu}</td>
              <td className="num">{formatMoney(p.amount, p.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The balance block of a partner's detail. */
export function PartnerBalance({ partnerId, partnerName }: { partnerId: string; partnerName: string }) {
  const balance = usePartnerBalance(partnerId);
  return (
    <TitledSection titleId="admin-balance-title" title={m.balanceTitle} className="panel admin-card">
      <QueryFrame query={balance} loading={m.balanceLoading} errorTitle={m.balanceError} headingLevel={3}>
        {(data) => {
          const country = countryOfCurrency(data.currency);
          return (
            <>
              <dl className="admin-kpis" data-testid="admin-balance">
                <Fact label={m.netAll}>{formatMoney(data.net, data.currency)}</Fact>
                <Fact label={m.paidOut}>{formatMoney(data.paidOut, data.currency)}</Fact>
                <Fact label={m.due} testId="admin-balance-due">
                  {formatMoney(data.due, data.currency)}
                </Fact>
                <Fact label={m.cbu(country)} valueClassName="admin-kpis__text">
                  {data.cbu ?? '—'}
                </Fact>
              </dl>
              {data.byCurrency
                .filter((b) => b.currency !== data.currency)
                .map((b) => (
                  <dl key={b.currency} className="admin-kpis" data-testid={`admin-balance-${b.currency}`}>
                    <Fact label={m.netAll}>{formatMoney(b.net, b.currency)}</Fact>
                    <Fact label={m.paidOut}>{formatMoney(b.paidOut, b.currency)}</Fact>
                    <Fact label={m.due}>{formatMoney(b.due, b.currency)}</Fact>
                  </dl>
                ))}
              {!data.cbu ? (
                <p className="form-notice">{m.noCbu(country)}</p>
              ) : centavos(data.due.$numberDecimal) <= 0n ? (
                <p className="admin-lead">{m.nothingDue}</p>
              ) : (
                <PayoutForm
                  partnerId={partnerId}
                  partnerName={partnerName}
                  cbu={data.cbu}
                  due={data.due.$numberDecimal}
                  currency={data.currency}
                />
              )}
              <h3>{m.payoutsCaption}</h3>
              <Payouts balance={data} country={country} />
            </>
          );
        }}
      </QueryFrame>
    </TitledSection>
  );
}
