/**
 * The banner of the partner profile when the plan could not be charged (ADR 0017): after a failed
 * renewal ("No pudimos cobrar tu plan…", kept until the end of the grace period) or once the plan
 * lapsed (how many gyms and services were unpublished), with a link to pay the billed plan. Nothing
 * otherwise, nor while the subscription loads.
 * @module
 */
import { Link } from 'react-router';
import { planBannerMessages as m } from '../../../../shared/messages';
import { usePlans } from '../api/api';
import { useSubscription } from './api';
import { planBanner } from './rules';
import './plans.css';
import { formatSaleDay } from '../../../lib/format-dates';

/** Props of {@link PlanBanner}. */
export interface PlanBannerProps {
  userId: string;
  /** The payment screen of a plan, by its code. */
  payPlanPath: (code: string) => string;
}

/** The plan banner of partner `userId`. */
export function PlanBanner({ userId, payPlanPath }: PlanBannerProps) {
  const subscription = useSubscription(userId);
  const plans = usePlans();
  const banner = subscription.data ? planBanner(subscription.data) : null;
  if (!banner) return null;
  const planName = plans.data?.find((p) => p._id === banner.billedPlan)?.name ?? banner.billedPlan;
  const pastDue = banner.kind === 'pastDue';
  return (
    <section
      className={`plan-banner plan-banner--${banner.kind}`}
      aria-labelledby="plan-banner-title"
      data-testid="plan-banner"
    >
      <h2 id="plan-banner-title">{pastDue ? m.pastDueTitle(planName) : m.lapsedTitle(planName)}</h2>
      <p>{pastDue ? m.pastDue(formatSaleDay(banner.until)) : m.lapsed(banner.gyms, banner.services)}</p>
      <Link className="button" to={payPlanPath(banner.billedPlan)}>
        {pastDue ? m.payNow : m.payAgain(planName)}
      </Link>
    </section>
  );
}
