/**
 * Public pieces of the cart feature for other features: "Comprar" on the gym detail (and its query,
 * which the server render fills, ADR 0046) and "Mis compras" on the member profile. The app shell uses `shell.ts`; the screens are lazy routes (`pages/`, and the
 * payment of a partner's plan, ADR 0017, in `pages/PlanPaymentPage.tsx`).
 * @module
 */
export { MyOrders } from './orders/LazyMyOrders';
export { ProductSection } from './products/ProductSection';
export { productsQuery } from './api/api';
