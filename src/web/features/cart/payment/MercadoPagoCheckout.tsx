/**
 * Payment with MercadoPago Checkout Pro (docs/decisions "payment providers and the MercadoPago
 * marketplace"): "Pagar $ total con MercadoPago" makes the order (the caller's checkout with the
 * attempt's idempotency key) and sends the browser to the preference's checkout page; MercadoPago sends
 * it back to the order page (`back_urls`), which asks the API where the payment stands.
 * @module
 */
import { useState } from 'react';
import { mercadoPagoCheckoutMessages as m } from '../../../../shared/messages/payment-accounts.web';
import { FormNotice } from '../../../components/Field';
import { formatMoney } from '../../../lib/format';
import { usePaymentAttempt } from './use-payment-attempt';
import type { PaymentProps } from './payment-types';
import { TitledSection } from '../../../components/TitledSection';

/** The MercadoPago payment of what `start` makes an order of. */
export function MercadoPagoCheckout({ total, currency, disabled = false, ...payment }: PaymentProps) {
  const { checkout, failure, begin } = usePaymentAttempt(payment);
  const [leaving, setLeaving] = useState(false);

  const pay = () =>
    begin('mercadopago', (step) => {
      if (step.kind !== 'redirect') return false;
      setLeaving(true);
      window.location.assign(step.url);
      return true;
    });

  return (
    <TitledSection titleId="checkout-mp-title" title={m.title} className="checkout-card">
      <p>{m.lead}</p>
      {failure && (
        <FormNotice kind="error">
          <p data-testid="payment-failure">{failure}</p>
        </FormNotice>
      )}
      <button
        type="button"
        className="button card-form__submit"
        onClick={pay}
        disabled={checkout.isPending || leaving || disabled}
      >
        {checkout.isPending || leaving ? m.redirecting : m.pay(formatMoney(total, currency))}
      </button>
    </TitledSection>
  );
}
