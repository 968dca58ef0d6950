/**
 * The history of "Mis créditos" (the latest 50 movements, newest first): what happened (added, spent,
 * returned, forgiven, lapsed), where, when (Buenos Aires time), the credits with their sign, their
 * value in ARS and the balance after. An empty state before the first movement.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import type { CreditMovement } from '../../../../shared/contract/credits';
import { formatBuenosAiresDateTime } from '../../../../shared/domain/dates';
import { creditHistoryMessages as m } from '../../../../shared/messages/credits-member.web';
import { StatusMessage } from '../../../components/StatusMessage';
import { TitledSection } from '../../../components/TitledSection';
import { formatMoney } from '../../../lib/format';

/** Movements that take credits out of the wallet. */
const MINUS: ReadonlySet<CreditMovement['kind']> = new Set(['spent', 'lapsed']);

/** The history section. */
export function HistoryList({ history }: { history: CreditMovement[] }) {
  return (
    <TitledSection titleId="credit-history-title" title={m.title} className="credits-card">
      {history.length === 0 ? (
        <StatusMessage kind="empty" title={m.emptyTitle} body={m.emptyBody} />
      ) : (
        <ul className="plain-list credit-history" data-testid="credit-history">
          {history.map((move, i) => {
            const minus = MINUS.has(move.kind);
            return (
              <li key={`${move.at}-${i}`} data-testid="credit-movement" data-kind={move.kind}>
                <span className="credit-history__what">
                  <strong>
                    {m.kinds[move.kind]}
                    {move.gymName && ` ${m.at(move.gymName)}`}
                  </strong>
                  <time dateTime={move.at} className="credits-muted">
                    {formatBuenosAiresDateTime(move.at)}
                  </time>
                </span>
                <span className="credit-history__what">
                  <span
                    className={
                      minus
                        ? 'credit-history__credits credit-history__credits--minus'
                        : 'credit-history__credits'
                    }
                  >
                    {m.credits(minus ? '−' : '+', move.credits)}
                  </span>
                  <span className="credits-muted">
                    {m.worth(formatMoney(move.value, PLATFORM_CURRENCY))} ·{' '}
                    {m.balanceAfter(move.balanceAfter)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
