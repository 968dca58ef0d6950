/**
 * A visitor's cart, kept in the browser (`localStorage`) until they sign in, when it is merged into
 * their server cart (`POST /api/shopcart` `merge`). Its lines follow the SPEC §4 rules of
 * `src/shared/domain/cart.ts`; beside them it keeps what the visitor saw of each product (name, gym, unit
 * price and its currency) for display only: the server prices everything again at the merge. Like the
 * member's cart it holds one currency (ADR 0053): a product of another is refused.
 *
 * The store is framework-free (`subscribe` + `getSnapshot`, the shape `useSyncExternalStore` reads)
 * and takes its `Storage` lazily, so tests give it an in-memory one. An empty cart removes its key:
 * nothing is left in the browser once the cart is empty (and logout clears all storage, SPEC §3).
 * @module
 */
import { z } from 'zod';
import type { Product } from '../../../../shared/contract/cart';
import {
  addItem,
  clearItems,
  deleteItem,
  refusingCurrency,
  removeItem,
  type CartItem,
  type CartRefusal,
} from '../../../../shared/domain/cart';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../../../shared/domain/currency';
import { CART_MAX_LINES, CART_MAX_QTY } from '../../../../shared/constants/commerce';
import { reportVisitorCart, VISITOR_CART_KEY } from './presence';

export { VISITOR_CART_KEY } from './presence';

/** What the visitor saw of a product when adding it (display only). */
export interface ProductSnapshot {
  name: string;
  gymId: string;
  gymName: string;
  unitPrice: string;
  /** The price's currency (ADR 0053). */
  currency: Currency;
  unit: string;
}

/** The stored cart: SPEC §3 items `{id, qty}` and a snapshot per item. */
export interface VisitorCart {
  items: CartItem[];
  products: Record<string, ProductSnapshot>;
}

const storedSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(100), qty: z.number().int().min(1).max(CART_MAX_QTY) }))
    .max(CART_MAX_LINES),
  products: z.record(
    z.string(),
    z.object({
      name: z.string(),
      gymId: z.string(),
      gymName: z.string(),
      unitPrice: z.string(),
      // A cart stored before prices carried their currency holds ARS prices.
      currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
      unit: z.string(),
    }),
  ),
});

/** The empty cart (one shared instance, so an empty snapshot is stable). */
export const EMPTY_VISITOR_CART: VisitorCart = Object.freeze({ items: [], products: {} }) as VisitorCart;

/**
 * Reads a stored cart; anything unreadable (missing, not JSON, another shape, duplicate lines) is the
 * empty cart. Snapshots of items no longer in the cart are dropped.
 */
export function parseVisitorCart(raw: string | null): VisitorCart {
  if (!raw) return EMPTY_VISITOR_CART;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_VISITOR_CART;
  }
  const parsed = storedSchema.safeParse(data);
  if (!parsed.success) return EMPTY_VISITOR_CART;
  const items = parsed.data.items.filter((item, i, all) => all.findIndex((o) => o.id === item.id) === i);
  if (items.length === 0) return EMPTY_VISITOR_CART;
  const products: Record<string, ProductSnapshot> = {};
  for (const { id } of items) {
    const snapshot = parsed.data.products[id];
    if (snapshot) products[id] = snapshot;
  }
  return { items, products };
}

/** The snapshot kept of `product`. */
export function snapshotOf(product: Product): ProductSnapshot {
  return {
    name: product.name,
    gymId: product.gymId,
    gymName: product.gymName,
    unitPrice: product.unitPrice.$numberDecimal,
    currency: product.currency,
    unit: product.unit,
  };
}

/**
 * Result of adding: the cart as it is now, or why the SPEC §4 rules refused, or the cart's currency
 * that refused a product in `product` (ADR 0053).
 */
export type VisitorAddResult =
  | { ok: true }
  | { ok: false; reason: CartRefusal }
  | { ok: false; reason: 'currencyMismatch'; cart: Currency; product: Currency };

/** The visitor cart store. */
export interface VisitorCartStore {
  /** The current cart (the same object until the stored text changes). */
  getSnapshot: () => VisitorCart;
  /** Calls `listener` after every change, here or in another tab; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** SPEC §4 add (qty + 1, or a new line with qty 1), keeping `seen` as the product's snapshot. */
  add: (id: string, seen?: ProductSnapshot) => VisitorAddResult;
  /** SPEC §4 remove (qty − 1; a line at 0 leaves). */
  remove: (id: string) => void;
  /** Drops a whole line. */
  delete: (id: string) => void;
  /** SPEC §4 clear. */
  clear: () => void;
}

/**
 * Creates a store over `getStorage()` (null or throwing: the cart lives in memory only, e.g. storage
 * disabled by the browser).
 * @param target - where to listen for other tabs' `storage` events (none in tests)
 */
export function createVisitorCartStore(
  getStorage: () => Storage | null,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): VisitorCartStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let lastRaw: string | null = null;
  let lastCart: VisitorCart = EMPTY_VISITOR_CART;

  const storage = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };
  const readRaw = (): string | null => {
    try {
      const target = storage();
      return target ? target.getItem(VISITOR_CART_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const getSnapshot = (): VisitorCart => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastCart = parseVisitorCart(raw);
    }
    return lastCart;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const write = (cart: VisitorCart) => {
    const raw = cart.items.length === 0 ? null : JSON.stringify(cart);
    memory = raw;
    try {
      const target = storage();
      if (raw === null) target?.removeItem(VISITOR_CART_KEY);
      else target?.setItem(VISITOR_CART_KEY, raw);
    } catch (error) {
      console.warn('[cart] the browser did not keep the cart', error);
    }
    if (target !== null) reportVisitorCart(raw !== null);
    notify();
  };
  const withItems = (
    cart: VisitorCart,
    items: CartItem[],
    extra?: [string, ProductSnapshot],
  ): VisitorCart => {
    const products: Record<string, ProductSnapshot> = {};
    for (const { id } of items) {
      const snapshot = extra && extra[0] === id ? extra[1] : cart.products[id];
      if (snapshot) products[id] = snapshot;
    }
    return { items, products };
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_CART_KEY || event.key === null) notify();
  };

  return {
    getSnapshot,
    subscribe: (listener) => {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
    add: (id, seen) => {
      const cart = getSnapshot();
      const held =
        seen &&
        refusingCurrency(
          Object.values(cart.products).map((p) => p.currency),
          seen.currency,
        );
      if (seen && held) return { ok: false, reason: 'currencyMismatch', cart: held, product: seen.currency };
      const change = addItem(cart.items, id);
      if (!change.ok) return { ok: false, reason: change.reason };
      write(withItems(cart, change.items, seen && [id, seen]));
      return { ok: true };
    },
    remove: (id) => {
      const cart = getSnapshot();
      write(withItems(cart, removeItem(cart.items, id)));
    },
    delete: (id) => {
      const cart = getSnapshot();
      write(withItems(cart, deleteItem(cart.items, id)));
    },
    clear: () => write(withItems(getSnapshot(), clearItems())),
  };
}

/** The app's visitor cart, in `window.localStorage`. */
export const visitorCart: VisitorCartStore = createVisitorCartStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? null : window,
);
