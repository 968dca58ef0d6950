/**
 * Payment with Stripe: "Pagar $ total" makes the order (the caller's checkout with the attempt's
 * idempotency key) and then shows Stripe's Payment Element for its PaymentIntent, loaded lazily
 * (ADR 0009). Stripe sends the browser back to the caller's return path once it confirms.
 * @module
 */
import { lazy, Suspense, useState } from 'react';
import { checkoutMessages as m } from '../../../../shared/messages';
import { Spinner } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { FormNotice } from '../../../components/Field';
import { usePaymentAttempt } from './use-payment-attempt';
import type { PaymentProps } from './payment-types';
import { TitledSection } from '../../../components/TitledSection';

const StripePayment = lazy(() => import('./StripePayment'));

interface Started {
  clientSecret: string;
  publishableKey: string;
  returnPath: string;
}

/** The Stripe payment of what `start` makes an order of. */
export function StripeCheckout({
  total,
  currency,
  start,
  disabled = false,
  onPaid,
  onAnswer,
  returnPath,
  declinedMessage,
}: PaymentProps) {
  const { checkout, failure, begin } = usePaymentAttempt({ start, onPaid, onAnswer, declinedMessage });
  const [started, setStarted] = useState<Started | null>(null);
  const payLabel = m.pay(formatMoney(total, currency));

  const pay = () =>
    begin('stripe', (step) => {
      if (step.kind !== 'stripe') return false;
      setStarted({
        clientSecret: step.clientSecret,
        publishableKey: step.publishableKey,
        returnPath: returnPath(step.order),
      });
      return true;
    });

  return (
    <TitledSection titleId="checkout-card-title" title={m.card} className="checkout-card">
      {failure && (
        <FormNotice kind="error">
          <p data-testid="payment-failure">{failure}</p>
        </FormNotice>
      )}
      {started ? (
        <Suspense fallback={<Spinner label={m.stripeLoading} />}>
          <StripePayment {...started} payLabel={payLabel} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button card-form__submit"
          onClick={pay}
          disabled={checkout.isPending || disabled}
        >
          {checkout.isPending ? m.paying : payLabel}
        </button>
      )}
    </TitledSection>
  );
}
