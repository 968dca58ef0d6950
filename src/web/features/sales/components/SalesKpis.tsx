/**
 * The period's key figures as cards: gross, BuscaGym's commission, net, clients, passes valid today
 * and the balance still to be paid out (all-time). Amounts are of one currency (ADR 0053): a partner
 * who sells in two sees one set of cards per currency, the counts with the first.
 * @module
 */
import type { CSSProperties } from 'react';
import type { SalesAmounts } from '../../../../shared/contract/sales';
import type { CountryCode } from '../../../../shared/domain/countries';
import type { Currency } from '../../../../shared/domain/currency';
import type { Decimal } from '../../../../shared/domain/decimal';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { formatMoney } from '../../../lib/format';
import { formatNumber } from '../../../lib/format-dates';

/** What the cards show: the amounts of one currency, and the counts (clients, passes) where they go. */
export interface KpiFigures {
  currency: Currency;
  totals: SalesAmounts;
  /** The balance still to be paid out in {@link KpiFigures.currency}. */
  due: Decimal;
  counts: { clients: number; activePasses: number } | null;
  /** The partner's country, whose bank account the balance's note names (ADR 0054). */
  country: CountryCode;
}

/** The KPI cards of `figures`; `idSuffix` tells apart the ids of a second currency's cards. */
export function SalesKpis({ figures, idSuffix = '' }: { figures: KpiFigures; idSuffix?: string }) {
  const { totals, currency, counts } = figures;
  const money = (amount: Decimal) => formatMoney(amount, currency);
  const cards: { key: string; label: string; value: string; note?: string }[] = [
    { key: 'gross', label: m.gross, value: money(totals.gross), note: m.salesCount(totals.sales) },
    { key: 'commission', label: m.commission, value: money(totals.commission) },
    { key: 'net', label: m.net, value: money(totals.net) },
    ...(counts
      ? [
          { key: 'clients', label: m.clients, value: formatNumber(counts.clients) },
          { key: 'passes', label: m.activePasses, value: formatNumber(counts.activePasses) },
        ]
      : []),
    { key: 'due', label: m.due, value: money(figures.due), note: m.dueNote(figures.country) },
  ];
  const titleId = `sales-kpis-title${idSuffix}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {m.kpis}
      </h2>
      <dl className="sales-kpis" data-testid={`sales-kpis${idSuffix}`}>
        {cards.map((c) => (
          <div key={c.key} className="panel sales-kpi" data-testid={`kpi-${c.key}${idSuffix}`}>
            <dt>{c.label}</dt>
            <dd>
              <span className="sales-kpi__value" style={{ '--kpi-chars': c.value.length } as CSSProperties}>
                {c.value}
              </span>
              {c.note && <span className="sales-kpi__note">{c.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
