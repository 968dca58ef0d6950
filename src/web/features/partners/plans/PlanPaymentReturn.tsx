/**
 * Stripe's return to the partner profile after a plan's payment (ADR 0017; the cart's counterpart is
 * the order page, ADR 0009): while the webhook's verdict is awaited the subscription is read again
 * every 2 s (`ORDER_POLL_MS`), for at most {@link ORDER_POLL_MAX_MS}. Paid: a success toast, the
 * partner's data read again and the return marks dropped from the address. Nothing when the profile
 * was not opened by that return.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { planBannerMessages as m, planPaymentMessages } from '../../../../shared/messages';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast-context';
import { ORDER_POLL_MAX_MS } from '../../../lib/constants';
import { FormNotice } from '../../../components/Field';
import { usePlans } from '../api/api';
import { refreshAfterPlanPayment, useSubscription } from './api';
import { planReturnState, readPlanReturn } from './rules';
import './plans.css';

interface ReturnedProps {
  userId: string;
  code: string;
  failed: boolean;
  /** Drops the return marks from the address. */
  onDone: () => void;
}

function Returned({ userId, code, failed, onDone }: ReturnedProps) {
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useSubscription(
    userId,
    (data) => planReturnState(code, failed, data, timedOut) === 'confirming',
  );
  const plans = usePlans();
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = planReturnState(code, failed, subscription.data, timedOut);
  const planName = plans.data?.find((p) => p._id === code)?.name ?? code;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), ORDER_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (state !== 'paid') return;
    toast({ kind: 'success', text: planPaymentMessages.paid(planName) });
    void refreshAfterPlanPayment(queryClient, userId);
    onDone();
  }, [state, planName, toast, queryClient, userId, onDone]);

  if (state === 'confirming')
    return (
      <div className="plan-waiting" role="status">
        <Spinner />
        <p>{m.confirming}</p>
      </div>
    );
  if (state === 'stillPending')
    return (
      <FormNotice kind="info">
        <p>{m.stillPending}</p>
      </FormNotice>
    );
  if (state === 'failed')
    return (
      <FormNotice kind="error">
        <p>{m.returnFailed}</p>
      </FormNotice>
    );
  return null;
}

/** The state of a plan payment Stripe has just returned from, on the profile of partner `userId`. */
export function PlanPaymentReturn({ userId }: { userId: string }) {
  const [search, setSearch] = useSearchParams();
  const returned = readPlanReturn(search);
  const onDone = useCallback(() => setSearch({}, { replace: true }), [setSearch]);
  if (!returned) return null;
  return <Returned userId={userId} code={returned.code} failed={returned.failed} onDone={onDone} />;
}
