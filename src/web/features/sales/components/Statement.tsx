/**
 * "Extracto mensual" of "Mis ventas": the partner picks a month (Buenos Aires; the current one by
 * default) and sees what BuscaGym owed him at its start, the month's sales, what Pase BuscaGym paid his
 * gyms (with its visit lines, ADR 0045), commission, refunds and payouts, and what it owes at its end, read from the ledger (docs/architecture.md §5.1), with its CSV.
 * One currency at a time (ADR 0053): the partner's own, and a picker of the others its account has moved.
 * @module
 */
import { useId, useState } from 'react';
import type { StatementResponse } from '../../../../shared/contract/ledger';
import type { Currency } from '../../../../shared/domain/currency';
import { buenosAiresMonth } from '../../../../shared/domain/dates';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { TitledSection } from '../../../components/TitledSection';
import { formatMoney } from '../../../lib/format';
import { statementUrl, useStatement } from '../data/api';
import { StatementVisits } from './StatementVisits';

const ROWS = ['opening', 'sales', 'visits', 'commission', 'refunds', 'payouts', 'closing'] as const;

function Figures({ statement }: { statement: StatementResponse }) {
  return (
    <dl className="sales-statement" data-testid="sales-statement">
      {ROWS.map((row) => (
        <div key={row} className={`amount-line${row === 'closing' ? ' sales-statement__closing' : ''}`}>
          <dt>{m.statementRows[row]}</dt>
          <dd>{formatMoney(statement[row], statement.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The statement section for partner `userId`. */
export function Statement({ userId }: { userId: string }) {
  const latest = buenosAiresMonth();
  const [month, setMonth] = useState(latest);
  const [currency, setCurrency] = useState<Currency | undefined>(undefined);
  const statement = useStatement(userId, month, currency);
  const currencies = statement.data?.currencies ?? [];
  const inputId = useId();
  const currencyId = useId();
  return (
    <TitledSection titleId="sales-statement-title" title={m.statement} className="panel partner-section">
      <p className="sales-empty-note">{m.statementLead}</p>
      <div className="head-row">
        <label htmlFor={inputId}>
          {m.statementMonth}{' '}
          <input
            id={inputId}
            type="month"
            value={month}
            max={latest}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value) && event.target.value <= latest)
                setMonth(event.target.value);
            }}
          />
        </label>
        {currencies.length > 1 && (
          <label htmlFor={currencyId}>
            {m.statementCurrency}{' '}
            <select
              id={currencyId}
              value={statement.data?.currency}
              onChange={(event) => setCurrency(currencies.find((c) => c === event.target.value))}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        )}
        <a
          className="button button--secondary"
          href={statementUrl(userId, month, 'csv', statement.data?.currency)}
          download
        >
          {m.statementCsv}
        </a>
      </div>
      <QueryFrame
        query={statement}
        loading={m.statementLoading}
        errorTitle={m.statementError}
        headingLevel={3}
      >
        {(data) => (
          <>
            <Figures statement={data} />
            <StatementVisits lines={data.visitLines} currency={data.currency} />
          </>
        )}
      </QueryFrame>
    </TitledSection>
  );
}
