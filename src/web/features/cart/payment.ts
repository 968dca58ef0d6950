/**
 * Public pieces of the cart feature for other features that take a card payment (a partner's plan,
 * ADR 0017): the card payment (demo form or Stripe), the demo-mode notice, the payment
 * configuration and a summary's total, with the stylesheets those pieces are drawn with. The
 * checkout call and what follows a paid order are the caller's.
 * @module
 */
import './cart.css';
import './orders.css';

export { usePaymentConfig } from './api';
export { CardPayment } from './components/CardPayment';
export type { PaymentProps } from './components/payment-types';
export { DemoNotice } from './components/DemoNotice';
export { SummaryTotal } from './components/PriceSummary';
