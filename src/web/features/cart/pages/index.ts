/**
 * The commerce screens, one lazy chunk: `/cart`, `/stripe` (SPEC §2) and `/orders/{orderId}`.
 * @module
 */
export { CartPage } from './CartPage';
export { CheckoutPage } from './CheckoutPage';
export { OrderPage } from './OrderPage';
