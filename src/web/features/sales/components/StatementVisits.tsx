/**
 * The statement's Pase BuscaGym visit lines (ADR 0045, docs/architecture.md §5.2): one card per class or
 * open-gym visit settled with the partner's gyms in the month — day, member, gym, class or visit, the
 * outcome (attended, no-show, late cancel), credits and the amount paid (in the statement's currency) — or a note when there
 * were none. Cards fit a 390 px phone and wider screens alike.
 * @module
 */
import type { StatementVisit } from '../../../../shared/contract/ledger';
import type { Currency } from '../../../../shared/domain/currency';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { Fact } from '../../../components/Fact';
import { formatMoney } from '../../../lib/format';
import { formatDay } from '../../../lib/format-dates';

/** The visit lines `lines`, in the server's order (by day and member), amounts in `currency`. */
export function StatementVisits({ lines, currency }: { lines: StatementVisit[]; currency: Currency }) {
  return (
    <section aria-labelledby="sales-statement-visits-title" className="sales-statement-visits">
      <h3 id="sales-statement-visits-title">{m.visitLinesTitle}</h3>
      {lines.length === 0 ? (
        <p className="sales-empty-note" data-testid="statement-visits-empty">
          {m.visitLinesEmpty}
        </p>
      ) : (
        <ul className="plain-list sale-visit-cards" aria-label={m.visitLinesTitle}>
          {lines.map((line, i) => (
            <li
              // A member may have two lines at one gym on one day: the position keeps keys apart.
              key={`${line.day}-${line.gymId}-${i}`}
              className="sale-card"
              data-testid="statement-visit"
            >
              <p className="sale-card__head">
                <strong>{line.memberName ?? m.visitMemberUnknown}</strong>
                <span className="sale-card__date">{formatDay(line.day)}</span>
              </p>
              <dl className="sale-card__facts">
                <Fact label={m.visitGym}>{line.gymName}</Fact>
                <Fact label={m.visitWhat}>{line.className ?? m.visitOpenGym}</Fact>
                <Fact label={m.visitOutcome}>{m.visitOutcomes[line.outcome]}</Fact>
                <Fact label={m.visitCredits}>{line.credits}</Fact>
                <Fact label={m.visitAmount}>{formatMoney(line.amount, currency)}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
