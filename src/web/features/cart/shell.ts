/**
 * Pieces of the cart feature for the app shell (top bar and providers), kept apart from `index.ts`
 * so the first chunk carries no commerce screen and no commerce stylesheet.
 * @module
 */
export { CartBadge } from './components/CartBadge';
export { CartSync } from './components/CartSync';
