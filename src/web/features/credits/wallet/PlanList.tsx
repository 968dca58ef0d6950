/**
 * The plans of Pase BuscaGym for a member without a live pass (`GET /api/credit-plans`): each with its
 * credits per month and its monthly price in ARS, and "Suscribirme", which opens the payment of its
 * first month. Loading, error and "no plans yet" states.
 * @module
 */
import { Link } from 'react-router';
import { creditPlansMessages as m } from '../../../../shared/messages/credits-member.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { TitledSection } from '../../../components/TitledSection';
import { formatMoney } from '../../../lib/format';
import { useCreditPlans } from '../api/api';
import { seg } from '../../../lib/path';
import { CREDITS_PATH } from '../paths';

/** `/creditos/plan/{planId}`: the payment of the first month of plan `planId`. */
const paymentPath = (planId: string): string => `${CREDITS_PATH}/plan/${seg(planId)}`;

/** The plans section. */
export function PlanList() {
  const plans = useCreditPlans();
  return (
    <TitledSection titleId="credit-plans-title" title={m.title} className="credits-card">
      <p className="credits-muted">{m.lead}</p>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.loadError} compact>
        {(list) =>
          list.length === 0 ? (
            <StatusMessage kind="empty" title={m.emptyTitle} body={m.emptyBody} />
          ) : (
            <ul className="plain-list credit-plans">
              {list.map((plan) => (
                <li
                  key={plan._id}
                  className="credit-plan"
                  aria-labelledby={`credit-plan-${plan._id}`}
                  data-testid="credit-plan"
                >
                  <h3 id={`credit-plan-${plan._id}`}>{plan.name}</h3>
                  <p>{m.perMonth(plan.creditsPerMonth)}</p>
                  <p className="credit-plan__price">
                    {formatMoney(plan.monthlyPrice, plan.currency)}{' '}
                    <span className="price-unit">{m.pricePerMonth}</span>
                  </p>
                  <Link className="button" to={paymentPath(plan._id)} aria-label={m.chooseLabel(plan.name)}>
                    {m.choose}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryFrame>
      <p className="credits-muted">{m.rollover}</p>
    </TitledSection>
  );
}
