/**
 * A card payment of one order, by the provider of `GET /api/payments/config` (docs/architecture.md §3
 * "payments"): the demo card form (`manual`), Stripe's Payment Element (`stripe`) or a redirect to
 * MercadoPago's checkout (`mercadopago`). What is paid is
 * the caller's: the member's cart at `/stripe` (ADR 0009) or a partner's plan (ADR 0017); the caller
 * gives the checkout call and what follows a paid order.
 * @module
 */
import type { PaymentProvider } from '../../../../shared/contract/orders';
import { DemoPayment } from './DemoPayment';
import { MercadoPagoCheckout } from './MercadoPagoCheckout';
import type { PaymentProps } from './payment-types';
import { StripeCheckout } from './StripeCheckout';

/** The card payment with `provider`. */
export function CardPayment({ provider, ...props }: PaymentProps & { provider: PaymentProvider }) {
  if (provider === 'mercadopago') return <MercadoPagoCheckout {...props} />;
  return provider === 'manual' ? <DemoPayment {...props} /> : <StripeCheckout {...props} />;
}
