/**
 * What every card payment keeps while it pays: its checkout attempt (one idempotency key per attempt,
 * see ./checkout-attempt), the failure it shows, and how an order's verdict ends the attempt.
 * @module
 */
import { useState } from 'react';
import type { Order } from '../../../shared/contract/orders';
import { CheckoutAttempt } from './checkout-attempt';
import type { PaymentProps } from './components/payment-types';
import { unpaidMessage } from './payment-step';

/** The attempt, the failure and `settle(order)`: paid goes on, unpaid says why; either way answers. */
export function usePaymentAttempt({
  onPaid,
  onAnswer,
  declinedMessage,
}: Pick<PaymentProps, 'onPaid' | 'onAnswer' | 'declinedMessage'>) {
  const [attempt] = useState(() => new CheckoutAttempt());
  const [failure, setFailure] = useState<string | null>(null);

  const settle = (order: Order) => {
    attempt.finish();
    const unpaid = unpaidMessage(order, declinedMessage);
    if (unpaid === null) onPaid(order);
    else setFailure(unpaid);
    // After the move: e.g. an emptied cart must not flash the empty state on this screen.
    onAnswer?.(order);
  };

  return { attempt, failure, setFailure, settle };
}
