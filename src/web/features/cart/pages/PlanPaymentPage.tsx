/**
 * `/profile/partner/{name}/{userId}/plan/{code}` (ADR 0017): the payment of a paid plan's first month
 * — its summary (monthly price, limits, commission, monthly renewal), the demo notice with the test
 * cards, and the card payment by the provider in use (demo card form or Stripe). Paid: back to the
 * partner profile with a toast, the partner's data read again. Declined: the message, and the next
 * attempt gets a new idempotency key. An unknown code, the free plan or a plan already paid up are
 * explained instead. Partners only (the route guard refuses everyone else with a notice).
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { PaymentProvider } from '../../../../shared/contract/orders';
import type { Plan } from '../../../../shared/contract/plans';
import type { Subscription } from '../../../../shared/contract/subscriptions';
import {
  checkoutMessages,
  planChooserMessages,
  planPaymentMessages as m,
  subscriptionMessages,
} from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { partnerOnlyPage } from '../../auth';
import {
  checkoutPlan,
  partnerPaths,
  planPaymentState,
  planReturnPath,
  refreshAfterPlanPayment,
  usePlans,
  useSubscription,
} from '../../partners';
import { usePaymentConfig } from '../api/api';
import { CardPayment } from '../payment/CardPayment';
import { DemoNotice } from '../payment/DemoNotice';
import { SummaryTotal } from '../payment/PriceSummary';
import '../../../styles/account.css';
import '../styles/cart.css';
import '../styles/orders.css';
import { TitledSection } from '../../../components/TitledSection';

/** The plan payment screen. */
export const PlanPaymentPage = partnerOnlyPage(PlanPayment);

function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <TitledSection titleId="plan-summary-title" title={m.summary} className="checkout-card plan-summary">
      <SummaryTotal
        label={m.monthlyPrice}
        amount={plan.monthlyPrice}
        currency={plan.currency}
        testId="plan-price"
      />
      <ul>
        <li>{planChooserMessages.gyms(plan.maxGyms)}</li>
        <li>{planChooserMessages.services(plan.maxServicesPerGym)}</li>
        <li>{planChooserMessages.commission(plan.commissionPercent)}</li>
      </ul>
      <p>{m.renews}</p>
    </TitledSection>
  );
}

interface PaymentBodyProps {
  code: string;
  plans: Plan[];
  subscription: Subscription;
  provider: PaymentProvider;
  userId: string;
  profilePath: string;
}

/** Why there is nothing to pay here (an unknown plan, a free one, one already paid). */
function NothingToPay({ title, body }: { title: string; body: string }) {
  return <StatusMessage kind="empty" headingLevel={2} title={title} body={body} />;
}

function PaymentBody({ code, plans, subscription, provider, userId, profilePath }: PaymentBodyProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const state = planPaymentState(code, plans, subscription);

  if (state.kind === 'unknown') return <NothingToPay title={m.notFoundTitle} body={m.notFoundBody} />;
  if (state.kind === 'free')
    return <NothingToPay title={m.freeTitle} body={subscriptionMessages.planIsFree} />;
  const { plan } = state;
  if (state.kind === 'alreadyPaid')
    return <NothingToPay title={m.alreadyPaidTitle} body={subscriptionMessages.alreadyPaid(plan.name)} />;
  return (
    <div className="checkout">
      <DemoNotice withDeclineHint hints={[m.renewalDeclineHint]} />
      <PlanSummary plan={plan} />
      <CardPayment
        provider={provider}
        total={plan.monthlyPrice}
        currency={plan.currency}
        start={(key) => checkoutPlan(userId, plan._id, key)}
        onPaid={() => {
          toast({ kind: 'success', text: m.paid(plan.name) });
          void navigate(profilePath);
        }}
        onAnswer={() => void refreshAfterPlanPayment(queryClient, userId)}
        returnPath={() => planReturnPath(profilePath, plan._id)}
        declinedMessage={m.declined}
      />
    </div>
  );
}

function PlanPayment() {
  const { name = '', userId = '', code = '' } = useParams();
  const plans = usePlans();
  const subscription = useSubscription(userId);
  const config = usePaymentConfig();
  const profilePath = partnerPaths(name, userId).profile;
  const plan = plans.data?.find((p) => p._id === code);
  const title = plan ? m.title(plan.name) : m.titleFallback;

  return (
    <div className="container column-page cart-page" data-testid="plan-payment">
      <PageMeta title={title} />
      <h1>{title}</h1>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.loadError}>
        {(list) => (
          <QueryFrame query={subscription} loading={m.loading} errorTitle={m.loadError}>
            {(current) => (
              <QueryFrame query={config} loading={m.loading} errorTitle={checkoutMessages.configError}>
                {(payments) => (
                  <PaymentBody
                    code={code}
                    plans={list}
                    subscription={current}
                    provider={payments.provider}
                    userId={userId}
                    profilePath={profilePath}
                  />
                )}
              </QueryFrame>
            )}
          </QueryFrame>
        )}
      </QueryFrame>
      <p>
        <Link to={profilePath}>{m.backToProfile}</Link>
      </p>
    </div>
  );
}
