/**
 * Stripe's Payment Element for an order's PaymentIntent (docs/architecture.md §3 "payments"). Loaded only
 * through a dynamic import when the provider is `stripe`, so Stripe's libraries never reach the other
 * screens. Confirming sends the browser to Stripe when the card needs it (3-D Secure) and then back
 * to the caller's return path (a cart's `/orders/{orderId}`, a plan's partner profile), which waits for
 * the webhook's verdict.
 * @module
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { checkoutMessages as m } from '../../../../shared/messages';
import { FormNotice } from '../../../components/Field';

/** Props of {@link StripePayment}. */
export interface StripePaymentProps {
  clientSecret: string;
  publishableKey: string;
  /** The pay button's text, e.g. "Pagar $ 33.000". */
  payLabel: string;
  /** The path of this app Stripe sends the browser back to, e.g. `/orders/{orderId}`. */
  returnPath: string;
}

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key (a failed load answers null, never rejects). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('[stripe] Stripe.js did not load', error);
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeForm({ returnPath, payLabel }: Pick<StripePaymentProps, 'returnPath' | 'payLabel'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const returnUrl = `${window.location.origin}${returnPath}`;
    // Resolves only when the payment could not be confirmed; otherwise the browser leaves for returnUrl.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    setError(result.error.message ?? m.payFailed);
    setBusy(false);
  };

  return (
    <form className="card-form" onSubmit={(e) => void onSubmit(e)}>
      <PaymentElement />
      {error && (
        <FormNotice kind="error">
          <p>{error}</p>
        </FormNotice>
      )}
      <button type="submit" className="button card-form__submit" disabled={!stripe || !elements || busy}>
        {busy ? m.paying : payLabel}
      </button>
    </form>
  );
}

/** The Payment Element of one order, in Spanish. */
export default function StripePayment({
  clientSecret,
  publishableKey,
  payLabel,
  returnPath,
}: StripePaymentProps) {
  const stripe = stripeFor(publishableKey);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    void stripe.then((loaded) => {
      if (active && !loaded) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [stripe]);

  if (failed)
    return (
      <FormNotice kind="error">
        <p>{m.stripeLoadError}</p>
      </FormNotice>
    );
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: 'es-419' }}>
      <StripeForm returnPath={returnPath} payLabel={payLabel} />
    </Elements>
  );
}
