/**
 * Public pieces of the cart feature for other features: "Comprar" on the gym detail, "Mis compras"
 * on the member profile, and for features that take a card payment (a partner's plan, ADR 0017) the
 * card payment (demo form or Stripe), the demo-mode notice, the payment configuration and a summary's
 * total, with the stylesheets those pieces are drawn with; the checkout call and what follows a paid
 * order are the caller's. The app shell uses `shell.ts`; the screens are lazy routes (`pages/`).
 * @module
 */
import './styles/cart.css';
import './styles/orders.css';

export { usePaymentConfig } from './api/api';
export { MyOrders } from './orders/MyOrders';
export { CardPayment } from './payment/CardPayment';
export { DemoNotice } from './payment/DemoNotice';
export type { PaymentProps } from './payment/payment-types';
export { SummaryTotal } from './payment/PriceSummary';
export { ProductSection } from './products/ProductSection';
