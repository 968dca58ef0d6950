/**
 * Payment with Stripe: "Pagar $ total" creates the order (checkout with the attempt's idempotency
 * key) and then shows Stripe's Payment Element for its PaymentIntent, loaded lazily.
 * @module
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '../../../../shared/contract/cart';
import { checkoutMessages as m, commerceMessages } from '../../../../shared/messages';
import { Spinner } from '../../../components/Spinner';
import { formatMoney } from '../../../lib/format';
import { FormNotice } from '../../auth/components/Field';
import { useCheckout } from '../api';
import { CheckoutAttempt } from '../checkout-attempt';

const StripePayment = lazy(() => import('./StripePayment'));

interface Started {
  orderId: string;
  clientSecret: string;
  publishableKey: string;
}

/** The Stripe payment of `cart`. */
export function StripeCheckout({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [attempt] = useState(() => new CheckoutAttempt());
  const [started, setStarted] = useState<Started | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const payLabel = m.pay(formatMoney(cart.total));

  const begin = () => {
    const key = attempt.begin();
    if (key === null) return;
    setFailure(null);
    checkout.mutate(key, {
      onSettled: () => attempt.end(),
      onSuccess: ({ order, payment }) => {
        if (payment?.provider === 'stripe')
          setStarted({
            orderId: order._id,
            clientSecret: payment.clientSecret,
            publishableKey: payment.publishableKey,
          });
        else if (order.status === 'paid') void navigate(`/orders/${encodeURIComponent(order._id)}`);
        else {
          attempt.finish();
          setFailure(
            order.status === 'failed' ? commerceMessages.paymentDeclined : commerceMessages.providerMismatch,
          );
        }
      },
      onError: (error) => {
        attempt.failed(error);
        setFailure(error.message);
      },
    });
  };

  return (
    <section className="checkout-card" aria-labelledby="checkout-card-title">
      <h2 id="checkout-card-title">{m.card}</h2>
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
          onClick={begin}
          disabled={checkout.isPending || cart.needsReview}
        >
          {checkout.isPending ? m.paying : payLabel}
        </button>
      )}
    </section>
  );
}
