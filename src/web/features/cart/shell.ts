/**
 * Pieces of the cart feature for the app shell (top bar and providers), kept apart from `index.ts`
 * so the first chunk carries no commerce screen and no commerce stylesheet; they load the cart code
 * only when there is a cart (ADR 0013).
 * @module
 */
export { CartBadge, CartSync } from './sync/CartShell';
