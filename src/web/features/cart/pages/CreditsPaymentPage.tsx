/**
 * `/creditos/plan/{planId}` (ADR 0045): the payment of the first month of a Pase BuscaGym plan — its
 * summary (credits per month, monthly price, monthly renewal), the demo notice with the test cards, and
 * the card payment by the provider in use, like a cart's or a partner plan's (`CardPayment`). Paid: back
 * to "Mis créditos" with a toast and the wallet read again. Declined: the message, and the next attempt
 * gets a new idempotency key. An unknown plan, or a pass already live, is explained instead.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CreditPlan } from '../../../../shared/contract/credits';
import type { PaymentProvider } from '../../../../shared/contract/orders';
import { checkoutMessages } from '../../../../shared/messages';
import {
  creditPaymentMessages as m,
  myCreditsMessages,
} from '../../../../shared/messages/credits-member.web';
import { PageMeta } from '../../../components/PageMeta';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { TitledSection } from '../../../components/TitledSection';
import { useToast } from '../../../components/toast-context';
import { accountPage, useMemberId } from '../../auth';
import { CREDITS_PATH, checkoutCredits, refreshCredits, useCreditPlans, useMyCredits } from '../../credits';
import { usePaymentConfig } from '../api/api';
import { CardPayment } from '../payment/CardPayment';
import { DemoNotice } from '../payment/DemoNotice';
import { SummaryTotal } from '../payment/PriceSummary';
import '../styles/cart.css';
import '../styles/orders.css';

/** The payment screen of a plan's first month. */
export const CreditsPaymentPage = accountPage(CreditsPayment);

function PlanSummary({ plan }: { plan: CreditPlan }) {
  return (
    <TitledSection titleId="credit-summary-title" title={m.summary} className="checkout-card plan-summary">
      <SummaryTotal
        label={m.monthlyPrice}
        amount={plan.monthlyPrice}
        currency={plan.currency}
        testId="credit-plan-price"
      />
      <p>{m.credits(plan.creditsPerMonth)}</p>
      <p>{m.renews}</p>
    </TitledSection>
  );
}

function PaymentBody({ plan, provider }: { plan: CreditPlan; provider: PaymentProvider }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return (
    <div className="checkout">
      <DemoNotice withDeclineHint />
      <PlanSummary plan={plan} />
      <CardPayment
        provider={provider}
        total={plan.monthlyPrice}
        currency={plan.currency}
        start={(key) => checkoutCredits(plan._id, key)}
        onPaid={() => {
          toast({ kind: 'success', text: m.paid(plan.name, plan.creditsPerMonth) });
          void navigate(CREDITS_PATH);
        }}
        onAnswer={() => void refreshCredits(queryClient, userId)}
        returnPath={(order) => `/orders/${encodeURIComponent(order._id)}`}
        declinedMessage={m.declined}
      />
    </div>
  );
}

/** Why there is nothing to pay here (not a member, an unknown plan, a pass already live). */
function NothingToPay({ title, body }: { title: string; body: string }) {
  return <StatusMessage kind="empty" headingLevel={2} title={title} body={body} />;
}

/** The page's frame: its title, the content, and the way back to "Mis créditos". */
function PaymentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container column-page cart-page" data-testid="credit-payment">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {children}
      <p>
        <Link to={CREDITS_PATH}>{m.back}</Link>
      </p>
    </div>
  );
}

function CreditsPayment() {
  const member = useMemberId() !== '';
  if (!member)
    return (
      <PaymentFrame title={m.titleFallback}>
        <NothingToPay title={m.titleFallback} body={myCreditsMessages.membersOnly} />
      </PaymentFrame>
    );
  return <MemberPayment />;
}

function MemberPayment() {
  const { planId = '' } = useParams();
  const plans = useCreditPlans();
  const mine = useMyCredits();
  const config = usePaymentConfig();
  const plan = plans.data?.find((p) => p._id === planId);

  return (
    <PaymentFrame title={plan ? m.title(plan.name) : m.titleFallback}>
      <QueryFrame query={plans} loading={m.loading} errorTitle={m.loadError}>
        {() => (
          <QueryFrame query={mine} loading={m.loading} errorTitle={m.loadError}>
            {(current) => (
              <QueryFrame query={config} loading={m.loading} errorTitle={checkoutMessages.configError}>
                {(payments) => {
                  if (!plan) return <NothingToPay title={m.notFoundTitle} body={m.notFoundBody} />;
                  if (current.status !== null && current.status !== 'lapsed')
                    return <NothingToPay title={m.alreadyTitle} body={m.alreadyBody} />;
                  return <PaymentBody plan={plan} provider={payments.provider} />;
                }}
              </QueryFrame>
            )}
          </QueryFrame>
        )}
      </QueryFrame>
    </PaymentFrame>
  );
}
