/**
 * What a gym's Pase BuscaGym terms are now (ADR 0045 "Gym costs"): whether members see it as accepting
 * (opted in and a rate set), the costs in force, the visit limit, the cancellation window, the rate per
 * credit an administrator set, the coming change with its date and when the costs may change again.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import type { GymCreditTerms } from '../../../../shared/contract/credits-gyms';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { creditsText, partnerPaseMessages as m } from '../../../../shared/messages/credits-partner.web';
import { Fact } from '../../../components/Fact';
import { formatMoney } from '../../../lib/format';
import { nextCostChangeAllowedAt } from './form';

const cost = (n: number | null) => (n === null ? m.noCost : creditsText(n));

/** The terms as a description list. */
export function TermsSummary({ terms, now }: { terms: GymCreditTerms; now: Date }) {
  const state = !terms.accepts ? m.stateOff : terms.acceptsPase ? m.stateShown : m.stateWaitingRate;
  const allowedAt = nextCostChangeAllowedAt(terms, now);
  return (
    <section aria-labelledby="pase-current-title">
      <h2 id="pase-current-title">{m.current}</h2>
      <p data-testid="pase-state">{state}</p>
      <dl className="profile__data" data-testid="pase-terms">
        <Fact label={m.visitCost}>{cost(terms.visitCredits)}</Fact>
        <Fact label={m.classCost}>{cost(terms.classCredits)}</Fact>
        <Fact label={m.visitLimit}>
          {terms.monthlyVisitLimit === null ? m.noLimit : String(terms.monthlyVisitLimit)}
        </Fact>
        <Fact label={m.cancelWindow}>{m.hoursBefore(terms.cancelWindowHours)}</Fact>
        <Fact label={m.rate} testId="pase-rate">
          {terms.ratePerCredit ? m.rateValue(formatMoney(terms.ratePerCredit, PLATFORM_CURRENCY)) : m.noRate}
        </Fact>
        {terms.nextChange && (
          <Fact label={m.nextChange} testId="pase-next-change">
            {m.nextChangeText(
              formatBuenosAiresDay(terms.nextChange.effectiveAt),
              creditsText(terms.nextChange.visitCredits),
              creditsText(terms.nextChange.classCredits),
            )}
          </Fact>
        )}
      </dl>
      {allowedAt && <p className="field__hint">{m.nextChangeAllowed(formatBuenosAiresDay(allowedAt))}</p>}
    </section>
  );
}
