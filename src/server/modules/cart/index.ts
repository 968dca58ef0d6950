/**
 * The member's cart and the products a gym sells: their routes and the cart steps the checkout
 * (orders) runs in its transaction.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { cartRoutes, productRoutes, type CartRoutesOptions } from './routes';
export { cartVersionOf, emptyCartInTransaction, lockAndPriceCart, requireMember } from './service';
