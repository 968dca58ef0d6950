/**
 * React access to the visitor's browser cart ({@link visitorCart}).
 * @module
 */
import { useSyncExternalStore } from 'react';
import { EMPTY_VISITOR_CART, visitorCart, type VisitorCart } from './visitor-cart';

const serverSnapshot = (): VisitorCart => EMPTY_VISITOR_CART;

/** The visitor's cart; the component renders again after every change (in any tab). */
export function useVisitorCart(): VisitorCart {
  return useSyncExternalStore(visitorCart.subscribe, visitorCart.getSnapshot, serverSnapshot);
}
