/**
 * Public pieces of the cart feature for other features: "Comprar" on the gym detail and "Mis compras"
 * on the member profile. The app shell uses `shell.ts`; the screens are lazy routes (`pages/`).
 * @module
 */
export { MyOrders } from './components/MyOrders';
export { ProductSection } from './components/ProductSection';
