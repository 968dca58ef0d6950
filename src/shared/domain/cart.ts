/**
 * The cart rules of SPEC §4, as pure functions over a list of items `{id, qty}` (SPEC §3 "Cart item"),
 * used by the server (the member's cart) and the web (a visitor's cart kept in the browser):
 * - adding an item already present raises its `qty` by 1; otherwise it is added with `qty` 1;
 * - removing lowers `qty` by 1 and never below 0; an item at 0 leaves the cart;
 * - clearing empties it.
 * Quantities are integers {@link CART_MIN_QTY}–{@link CART_MAX_QTY}; a cart holds at most
 * {@link CART_MAX_LINES} lines. Functions never mutate their input.
 * @module
 */
import { CART_MAX_LINES, CART_MAX_QTY } from '../constants/commerce';
import type { Currency } from './currency';

/** One cart line (SPEC §3): a product id and its quantity. */
export interface CartItem {
  id: string;
  qty: number;
}

/** Why a cart change was refused. */
export type CartRefusal = 'qtyTooHigh' | 'tooManyLines';

/** A cart change: the new items, or why it cannot be made. */
export type CartChange = { ok: true; items: CartItem[] } | { ok: false; reason: CartRefusal };

/**
 * SPEC §4 add: `qty + 1` for an item present, else a new line with `qty` 1 (appended).
 * @returns refusal `qtyTooHigh` past {@link CART_MAX_QTY}, `tooManyLines` past {@link CART_MAX_LINES}
 */
export function addItem(items: readonly CartItem[], id: string): CartChange {
  const present = items.find((i) => i.id === id);
  if (present) {
    if (present.qty >= CART_MAX_QTY) return { ok: false, reason: 'qtyTooHigh' };
    return { ok: true, items: items.map((i) => (i.id === id ? { id, qty: i.qty + 1 } : i)) };
  }
  if (items.length >= CART_MAX_LINES) return { ok: false, reason: 'tooManyLines' };
  return { ok: true, items: [...items, { id, qty: 1 }] };
}

/** SPEC §4 remove: `qty − 1`, never below 0; a line at 0 leaves the cart. Unknown ids change nothing. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.flatMap((i) => {
    if (i.id !== id) return [i];
    const qty = Math.max(0, i.qty - 1);
    return qty === 0 ? [] : [{ id, qty }];
  });
}

/** Drops a whole line, whatever its quantity. */
export function deleteItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** SPEC §4 clear: the empty cart. */
export function clearItems(): CartItem[] {
  return [];
}

/**
 * Merges a visitor's browser cart into a member's cart at sign-in: quantities of the same product are
 * added and capped at {@link CART_MAX_QTY}; new lines are appended in the visitor's order while
 * there is room ({@link CART_MAX_LINES}); lines with a quantity outside 1–99 are ignored.
 */
export function mergeItems(into: readonly CartItem[], from: readonly CartItem[]): CartItem[] {
  const result = into.map((i) => ({ ...i }));
  for (const item of from) {
    if (!Number.isInteger(item.qty) || item.qty < 1 || item.qty > CART_MAX_QTY) continue;
    const present = result.find((i) => i.id === item.id);
    if (present) present.qty = Math.min(CART_MAX_QTY, present.qty + item.qty);
    else if (result.length < CART_MAX_LINES) result.push({ id: item.id, qty: item.qty });
  }
  return result;
}

/**
 * A cart holds one currency (docs/architecture.md §5, ADR 0053): of a cart whose lines are in `held`,
 * the currency that refuses a product in `incoming` — null when it may be added (the cart holds no line
 * of another currency: it is empty, or all its lines are in `incoming`).
 */
export function refusingCurrency(held: Iterable<Currency>, incoming: Currency): Currency | null {
  for (const currency of held) if (currency !== incoming) return currency;
  return null;
}

/** Number of units in a cart (the badge of the top bar). */
export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.qty, 0);
}
