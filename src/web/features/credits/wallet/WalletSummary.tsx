/**
 * The member's pass in "Mis créditos": the balance in credits and what she paid for them (ARS), the
 * plan with its credits and price, the status, the renewal date (or that it will not renew), the pause
 * and the cancel at the paid month's end, and the pause and cancel buttons. Dates are Buenos Aires days.
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import type { MyCredits } from '../../../../shared/contract/credits';
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { myCreditsMessages as m } from '../../../../shared/messages/credits-member.web';
import { Fact } from '../../../components/Fact';
import { TitledSection } from '../../../components/TitledSection';
import { formatMoney } from '../../../lib/format';
import { SubscriptionActions } from './SubscriptionActions';

/** The summary of `mine`. */
export function WalletSummary({ mine }: { mine: MyCredits }) {
  const { plan, status } = mine;
  return (
    <TitledSection titleId="credit-balance-title" title={m.balanceTitle} className="credits-card">
      <p className="credits-balance" data-testid="credit-balance">
        {m.balance(mine.balance)}
      </p>
      {mine.balance > 0 && (
        <p className="credits-muted">{m.balanceValue(formatMoney(mine.value, PLATFORM_CURRENCY))}</p>
      )}
      <dl className="detail-list">
        {plan && (
          <Fact label={m.plan} testId="credit-plan-name">
            {m.planLine(plan.name, plan.creditsPerMonth, formatMoney(plan.monthlyPrice, plan.currency))}
          </Fact>
        )}
        {status && (
          <Fact label={m.status} testId="credit-status">
            {m.statuses[status]}
          </Fact>
        )}
        {status !== 'lapsed' && mine.currentPeriodEnd && (
          <Fact label={m.paidUntil}>{formatBuenosAiresDay(mine.currentPeriodEnd)}</Fact>
        )}
        {status !== null && status !== 'lapsed' && (
          <Fact label={m.renewsAt} testId="credit-renews">
            {mine.renewsAt ? formatBuenosAiresDay(mine.renewsAt) : m.noRenewal}
          </Fact>
        )}
      </dl>
      {mine.paused && mine.pausedUntil && <p>{m.pausedUntil(formatBuenosAiresDay(mine.pausedUntil))}</p>}
      {mine.cancelAtPeriodEnd && mine.currentPeriodEnd && (
        <p>{m.cancelledNote(formatBuenosAiresDay(mine.currentPeriodEnd))}</p>
      )}
      <SubscriptionActions mine={mine} />
    </TitledSection>
  );
}
