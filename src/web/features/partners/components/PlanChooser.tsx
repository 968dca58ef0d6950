/**
 * The partner's plan and the plan chooser (issue "Partners" §2): one card per plan of
 * `GET /api/service/plans/all` with its limits, commission and monthly price (ARS); choosing one saves
 * it at once (`PUT /api/partner/profile/plan/{id}`); its payment comes with the payments issue.
 * @module
 */
import { fromDecimal } from '../../../../shared/decimal';
import type { Partner } from '../../../../shared/contract/partners';
import { planChooserMessages as m } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { formatPrice } from '../../../lib/format';
import { FormNotice } from '../../auth/components/Field';
import { useChoosePlan, usePlans } from '../api';
import { QueryFrame } from '../../../components/QueryFrame';

/** Props of {@link PlanChooser}. */
export interface PlanChooserProps {
  partner: Partner;
  userId: string;
  /** Gyms the partner has, for the usage line. */
  gymCount: number | undefined;
}

/** The plan section of the partner profile. */
export function PlanChooser({ partner, userId, gymCount }: PlanChooserProps) {
  const plans = usePlans();
  const choose = useChoosePlan(userId);
  const toast = useToast();

  return (
    <section className="partner-section" aria-labelledby="plan-title">
      <h2 id="plan-title">{m.title}</h2>
      <p className="partner-section__lead">{m.lead}</p>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.error} headingLevel={3}>
        {() => {
          const list = plans.data ?? [];
          const current = list.find((p) => p._id === partner.plan);
          return (
            <>
              {current && gymCount !== undefined && (
                <p className="plan-usage" data-testid="plan-usage">
                  {m.usage(gymCount, current.maxGyms)}
                </p>
              )}
              <ul className="plans" aria-label={m.listLabel}>
                {list.map((plan) => {
                  const isCurrent = plan._id === partner.plan;
                  const price = fromDecimal(plan.monthlyPrice);
                  const titleId = `plan-${plan._id}`;
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
                        {formatPrice(price)} <span className="plan__per">{m.perMonth}</span>
                      </p>
                      <ul className="plan__features">
                        <li>{m.gyms(plan.maxGyms)}</li>
                        <li>{m.services(plan.maxServicesPerGym)}</li>
                        <li>{m.commission(plan.commissionPercent)}</li>
                      </ul>
                      {isCurrent ? (
                        <p className="badge badge--ok plan__current">{m.current}</p>
                      ) : (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={choose.isPending}
                          aria-describedby={titleId}
                          onClick={() =>
                            choose.mutate(plan._id, {
                              onSuccess: () => toast({ kind: 'success', text: m.chosen(plan.name) }),
                            })
                          }
                        >
                          {choose.isPending && choose.variables === plan._id ? m.choosing : m.choose}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {choose.isError && <FormNotice kind="error">{choose.error.message}</FormNotice>}
              <p className="field__hint">{m.paymentLater}</p>
            </>
          );
        }}
      </QueryFrame>
    </section>
  );
}
