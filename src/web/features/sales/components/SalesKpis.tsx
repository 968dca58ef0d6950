/**
 * The period's key figures as cards: gross, BuscaGym's commission, net, clients, passes valid today
 * and the balance still to be paid out (all-time).
 * @module
 */
import type { CSSProperties } from 'react';
import type { SalesFiguresResponse } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { formatMoney } from '../../../lib/format';

/** The KPI cards of `figures`. */
export function SalesKpis({ figures }: { figures: SalesFiguresResponse }) {
  const { totals } = figures;
  const cards: { key: string; label: string; value: string; note?: string }[] = [
    { key: 'gross', label: m.gross, value: formatMoney(totals.gross), note: m.salesCount(totals.sales) },
    { key: 'commission', label: m.commission, value: formatMoney(totals.commission) },
    { key: 'net', label: m.net, value: formatMoney(totals.net) },
    { key: 'clients', label: m.clients, value: figures.clients.toLocaleString('es-AR') },
    { key: 'passes', label: m.activePasses, value: figures.activePasses.toLocaleString('es-AR') },
    { key: 'due', label: m.due, value: formatMoney(figures.balance.due), note: m.dueNote },
  ];
  return (
    <section aria-labelledby="sales-kpis-title">
      <h2 id="sales-kpis-title" className="visually-hidden">
        {m.kpis}
      </h2>
      <dl className="sales-kpis" data-testid="sales-kpis">
        {cards.map((c) => (
          <div key={c.key} className="panel sales-kpi" data-testid={`kpi-${c.key}`}>
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
