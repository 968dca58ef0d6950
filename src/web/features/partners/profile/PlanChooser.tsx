/**
 * The partner's plan and the plan chooser (ADR 0017): one card per plan of
 * `GET /api/service/plans/all` with its limits, commission and monthly price (ARS), the plan's usage
 * and the subscription (state, next renewal and card). A paid plan is chosen by paying it: its button
 * opens the plan's payment screen. Going back to the free plan is saved at once
 * (`PUT /api/partner/profile/plan/{id}`), after a confirmation that names what the paid plan loses;
 * a refusal (e.g. more gyms than the free plan allows) shows in the dialog.
 * @module
 */
import { Link } from 'react-router';
import type { Partner } from '../../../../shared/contract/partners';
import type { Plan } from '../../../../shared/contract/plans';
import { planChooserMessages as m, subscriptionWebMessages as s } from '../../../../shared/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryFrame } from '../../../components/QueryFrame';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction, type ConfirmAction } from '../../../components/use-confirm-action';
import { formatMoney } from '../../../lib/format';
import { isFreePlan } from '../plans/rules';
import { SubscriptionStatus } from '../plans/SubscriptionStatus';
import { useChoosePlan, usePlans } from '../api/api';
import { TitledSection } from '../../../components/TitledSection';

/** Props of {@link PlanChooser}. */
export interface PlanChooserProps {
  partner: Partner;
  userId: string;
  /** Gyms the partner has, for the usage line. */
  gymCount: number | undefined;
  /** The payment screen of a paid plan, by its code. */
  payPlanPath: (code: string) => string;
}

/** The limits and commission of `plan`, as list items. */
function PlanFeatures({ plan }: { plan: Plan }) {
  return (
    <>
      <li>{m.gyms(plan.maxGyms)}</li>
      <li>{m.services(plan.maxServicesPerGym)}</li>
      <li>{m.commission(plan.commissionPercent)}</li>
    </>
  );
}

/** The confirmation of leaving the paid plan `current` for the free plan `free` (its id is what `leaving` sends). */
function LeaveDialog({
  leaving,
  current,
  free,
}: {
  leaving: ConfirmAction<unknown, string>;
  current: Plan;
  free: Plan;
}) {
  const toast = useToast();
  return (
    <ConfirmDialog
      {...leaving.dialog}
      onConfirm={() => leaving.run(free._id, () => toast({ kind: 'success', text: m.chosen(free.name) }))}
    >
      <p>{s.leaveBody(current.name)}</p>
      <ul>
        <PlanFeatures plan={free} />
      </ul>
    </ConfirmDialog>
  );
}

/** The plan section of the partner profile. */
export function PlanChooser({ partner, userId, gymCount, payPlanPath }: PlanChooserProps) {
  const plans = usePlans();
  const leaving = useConfirmAction(useChoosePlan(userId), s.leaveDialog);

  return (
    <TitledSection titleId="plan-title" title={m.title} className="panel partner-section">
      <p className="partner-section__lead">{m.lead}</p>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.error} headingLevel={3}>
        {(list) => {
          const current = list.find((p) => p._id === partner.plan);
          const free = list.find(isFreePlan);
          return (
            <>
              {current && gymCount !== undefined && (
                <p className="plan-usage" data-testid="plan-usage">
                  {m.usage(gymCount, current.maxGyms)}
                </p>
              )}
              <SubscriptionStatus userId={userId} />
              <ul className="plans" aria-label={m.listLabel}>
                {list.map((plan) => {
                  const isCurrent = plan._id === partner.plan;
                  const titleId = `plan-${plan._id}`;
                  let action;
                  if (isCurrent) action = <p className="badge badge--ok plan__current">{m.current}</p>;
                  else if (isFreePlan(plan))
                    action = (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-describedby={titleId}
                        onClick={leaving.ask}
                      >
                        {m.choose}
                      </button>
                    );
                  else
                    action = (
                      <Link
                        className="button button--secondary button--small"
                        to={payPlanPath(plan._id)}
                        aria-describedby={titleId}
                      >
                        {s.choosePaid}
                      </Link>
                    );
                  return (
                    <li
                      key={plan._id}
                      className={isCurrent ? 'plan plan--current' : 'plan'}
                      aria-labelledby={titleId}
                      aria-current={isCurrent ? 'true' : undefined}
                      data-testid="plan"
                    >
                      <h3 id={titleId} className="plan__name">
                        {plan.name}
                      </h3>
                      <p className="plan__price">
                        {formatMoney(plan.monthlyPrice, plan.currency)}{' '}
                        <span className="plan__per">{m.perMonth}</span>
                      </p>
                      <ul className="plan__features">
                        <PlanFeatures plan={plan} />
                      </ul>
                      {action}
                    </li>
                  );
                })}
              </ul>
              {current && free && !isFreePlan(current) && (
                <LeaveDialog leaving={leaving} current={current} free={free} />
              )}
              <p className="field__hint">{s.paidPlansHint}</p>
            </>
          );
        }}
      </QueryFrame>
    </TitledSection>
  );
}
