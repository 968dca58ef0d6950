/**
 * What every card payment keeps while it pays: its checkout attempt (one idempotency key per attempt,
 * see ./checkout-attempt), the checkout call, the failure it shows, and how an order's verdict ends the
 * attempt.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order, PaymentProvider } from '../../../../shared/contract/orders';
import { commerceMessages } from '../../../../shared/messages';
import { CheckoutAttempt } from '../api/checkout-attempt';
import type { PaymentProps } from './payment-types';
import { paymentStep, unpaidMessage, type PaymentStep } from './payment-step';

/**
 * The attempt, the checkout mutation, the failure and `settle(order)` (paid goes on, unpaid says why;
 * either way answers), and `begin(provider, onStep)` for the payments that leave the page or load a
 * provider's form: it makes the order with a new attempt key and settles a settled order; any other
 * step goes to `onStep`, which returns false for a step that is not its provider's (then "the payment
 * method changed" is shown).
 */
export function usePaymentAttempt({
  start,
  onPaid,
  onAnswer,
  declinedMessage,
}: Pick<PaymentProps, 'start' | 'onPaid' | 'onAnswer' | 'declinedMessage'>) {
  const [attempt] = useState(() => new CheckoutAttempt());
  const [failure, setFailure] = useState<string | null>(null);
  const checkout = useMutation({ mutationFn: start });

  const settle = (order: Order) => {
    attempt.finish();
    const unpaid = unpaidMessage(order, declinedMessage);
    if (unpaid === null) onPaid(order);
    else setFailure(unpaid);
    // After the move: e.g. an emptied cart must not flash the empty state on this screen.
    onAnswer?.(order);
  };

  const mismatch = () => {
    attempt.finish();
    setFailure(commerceMessages.providerMismatch);
  };

  const begin = (provider: PaymentProvider, onStep: (step: PaymentStep) => boolean) => {
    const key = attempt.begin();
    if (key === null) return;
    setFailure(null);
    checkout.mutate(key, {
      onSettled: () => attempt.end(),
      onSuccess: (response) => {
        const step = paymentStep(response, provider);
        if (step.kind === 'settled') settle(step.order);
        else if (!onStep(step)) mismatch();
      },
      onError: (error) => {
        attempt.failed(error);
        setFailure(error.message);
      },
    });
  };

  return { attempt, checkout, failure, setFailure, settle, mismatch, begin };
}
