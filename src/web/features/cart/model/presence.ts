/**
 * Whether the browser holds a visitor's cart, without reading it: the app shell asks this before it
 * loads any cart code, so a visitor with an empty cart loads none (ADR 0013). The visitor cart store
 * (`visitor-cart.ts`) reports every write here.
 * @module
 */
import { useSyncExternalStore } from 'react';

/** The `localStorage` key of the visitor's cart (SPEC §3 client-state key `cart`). */
export const VISITOR_CART_KEY = 'cart';

const listeners = new Set<() => void>();
/** What the last write left, for browsers that refuse storage (the cart then lives in memory). */
let written: boolean | null = null;

function stored(): boolean {
  try {
    return window.localStorage.getItem(VISITOR_CART_KEY) !== null || written === true;
  } catch {
    return written === true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Called by the visitor cart store after each write.
 * @param present - true when the cart now holds items
 */
export function reportVisitorCart(present: boolean): void {
  written = present;
  listeners.forEach((listener) => listener());
}

/** True while the browser holds a visitor's cart; renders again when that changes (in any tab). */
export function useHasVisitorCart(): boolean {
  return useSyncExternalStore(subscribe, stored, () => false);
}
