/**
 * The ways to pay of the cart's country, by name (ADR 0056): MercadoPago's checkout of that country's
 * site offers them (`PAYMENT_METHODS_OF`, src/shared/domain/payment-methods) — Argentina: card and money in
 * the MercadoPago account; México: card, OXXO and SPEI; Brasil: card, Pix and boleto. The demo provider
 * shows the same names and says that its test card pays for any of them. Stripe's card form names
 * itself, so nothing is shown with it.
 * @module
 */
import type { PaymentProvider } from '../../../../shared/contract/orders';
import { countryOfCurrency, type Currency } from '../../../../shared/domain/currency';
import { PAYMENT_METHODS_OF } from '../../../../shared/domain/payment-methods';
import { paymentMethodMessages as m } from '../../../../shared/messages/payment-methods';
import { TitledSection } from '../../../components/TitledSection';

/** Props of {@link PaymentMethods}. */
export interface PaymentMethodsProps {
  /** The cart's currency: its country's ways are listed. */
  currency: Currency;
  provider: PaymentProvider;
}

/** The list, or nothing with Stripe. */
export function PaymentMethods({ currency, provider }: PaymentMethodsProps) {
  if (provider === 'stripe') return null;
  const names = m.names;
  return (
    <TitledSection
      titleId="payment-methods-title"
      title={m.title}
      className="checkout-card"
      data-testid="payment-methods"
    >
      <ul>
        {PAYMENT_METHODS_OF[countryOfCurrency(currency)].map((method) => (
          <li key={method}>{names[method]}</li>
        ))}
      </ul>
      {provider === 'manual' && <p className="field__hint">{m.demo}</p>}
    </TitledSection>
  );
}
