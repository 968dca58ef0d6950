/**
 * The commerce screens, one lazy chunk: `/cart`, `/stripe` (SPEC §2), `/orders/{orderId}` and the payment
 * of a Pase BuscaGym month, `/creditos/plan/{planId}` (ADR 0045).
 * @module
 */
export { CartPage } from './CartPage';
export { CheckoutPage } from './CheckoutPage';
export { OrderPage } from './OrderPage';
export { CreditsPaymentPage } from './CreditsPaymentPage';
