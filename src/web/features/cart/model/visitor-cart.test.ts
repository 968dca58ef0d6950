import { describe, expect, it, vi } from 'vitest';
import type { Currency } from '../../../../shared/domain/currency';
import type { Product } from '../../../../shared/contract/cart';
import { CART_MAX_LINES, CART_MAX_QTY } from '../../../../shared/constants/commerce';
import {
  createVisitorCartStore,
  snapshotOf,
  EMPTY_VISITOR_CART,
  parseVisitorCart,
  VISITOR_CART_KEY,
} from './visitor-cart';
import { MemoryStorage } from '../../../lib/test-fixtures';

const GYM = '0b5f5f2e-7f43-4c38-9d3c-1f7c1a2b3c4d';
const product = (id: string, name = 'Spinning', price = '4000.00', currency: Currency = 'ARS'): Product => ({
  _id: id,
  gymId: GYM,
  gymName: 'Club Norte',
  name,
  kind: 'service',
  unitPrice: { $numberDecimal: price },
  currency,
  unit: 'clase',
  description: null,
});
const add = (store: ReturnType<typeof createVisitorCartStore>, p: Product) => store.add(p._id, snapshotOf(p));
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('visitor cart store', () => {
  it('follows SPEC §4: add raises qty, remove lowers it, a line at 0 leaves, clear empties', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    expect(store.getSnapshot()).toBe(EMPTY_VISITOR_CART);
    expect(add(store, product(ID_A))).toEqual({ ok: true });
    expect(add(store, product(ID_B, 'Cuota mensual', '25000.00'))).toEqual({ ok: true });
    expect(add(store, product(ID_A))).toEqual({ ok: true });
    expect(store.getSnapshot().items).toEqual([
      { id: ID_A, qty: 2 },
      { id: ID_B, qty: 1 },
    ]);
    expect(store.getSnapshot().products[ID_B]).toEqual({
      name: 'Cuota mensual',
      gymId: GYM,
      gymName: 'Club Norte',
      unitPrice: '25000.00',
      currency: 'ARS',
      unit: 'clase',
    });
    store.remove(ID_A);
    expect(store.getSnapshot().items).toEqual([
      { id: ID_A, qty: 1 },
      { id: ID_B, qty: 1 },
    ]);
    store.remove(ID_A);
    expect(store.getSnapshot().items).toEqual([{ id: ID_B, qty: 1 }]);
    expect(store.getSnapshot().products[ID_A]).toBeUndefined();
    store.delete(ID_B);
    expect(store.getSnapshot()).toBe(EMPTY_VISITOR_CART);
    add(store, product(ID_A));
    store.clear();
    expect(store.getSnapshot().items).toEqual([]);
  });

  it('keeps the cart in storage and removes the key once it is empty', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    add(store, product(ID_A));
    expect(JSON.parse(storage.getItem(VISITOR_CART_KEY) ?? '')).toMatchObject({
      items: [{ id: ID_A, qty: 1 }],
    });
    // Another store (a reload) reads the same cart.
    expect(createVisitorCartStore(() => storage).getSnapshot().items).toEqual([{ id: ID_A, qty: 1 }]);
    store.remove(ID_A);
    expect(storage.length).toBe(0);
  });

  it('answers the same snapshot until the stored text changes, and follows a cleared storage', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    add(store, product(ID_A));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    storage.clear(); // logout clears all browser storage (SPEC §3)
    expect(store.getSnapshot()).toBe(EMPTY_VISITOR_CART);
  });

  it('refuses past 99 units of a line and past 30 lines, as the shared rules say', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    for (let i = 0; i < CART_MAX_QTY; i += 1) add(store, product(ID_A));
    expect(add(store, product(ID_A))).toEqual({ ok: false, reason: 'qtyTooHigh' });
    expect(store.getSnapshot().items).toEqual([{ id: ID_A, qty: CART_MAX_QTY }]);
    for (let i = 1; i < CART_MAX_LINES; i += 1)
      add(store, product(`${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`));
    expect(store.getSnapshot().items).toHaveLength(CART_MAX_LINES);
    expect(add(store, product(ID_B))).toEqual({ ok: false, reason: 'tooManyLines' });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    add(store, product(ID_A));
    store.remove(ID_A);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    add(store, product(ID_A));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('listens to other tabs only while subscribed', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const store = createVisitorCartStore(() => new MemoryStorage(), target);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(target.addEventListener).toHaveBeenCalledWith('storage', expect.any(Function));
    const onStorage = target.addEventListener.mock.calls[0]?.[1] as (e: Partial<StorageEvent>) => void;
    onStorage({ key: VISITOR_CART_KEY });
    onStorage({ key: 'name' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(target.removeEventListener).toHaveBeenCalledWith('storage', onStorage);
  });

  it('adds one more of a line without a new snapshot (the stepper), keeping the one it has', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    add(store, product(ID_A));
    expect(store.add(ID_A)).toEqual({ ok: true });
    expect(store.getSnapshot().items).toEqual([{ id: ID_A, qty: 2 }]);
    expect(store.getSnapshot().products[ID_A]?.name).toBe('Spinning');
  });

  it('works in memory when the browser refuses storage', () => {
    const store = createVisitorCartStore(() => {
      throw new Error('SecurityError');
    });
    add(store, product(ID_A));
    add(store, product(ID_A));
    expect(store.getSnapshot().items).toEqual([{ id: ID_A, qty: 2 }]);
  });
});

describe('one currency a visitor cart (ADR 0053)', () => {
  it('refuses a product in another currency than the cart’s, and takes it once the cart is empty', () => {
    const storage = new MemoryStorage();
    const store = createVisitorCartStore(() => storage);
    expect(add(store, product(ID_A))).toEqual({ ok: true });
    expect(add(store, product(ID_B, 'Musculação', '150.00', 'BRL'))).toEqual({
      ok: false,
      reason: 'currencyMismatch',
      cart: 'ARS',
      product: 'BRL',
    });
    expect(store.getSnapshot().items).toEqual([{ id: ID_A, qty: 1 }]);
    store.clear();
    expect(add(store, product(ID_B, 'Musculação', '150.00', 'BRL'))).toEqual({ ok: true });
    expect(store.getSnapshot().products[ID_B]?.currency).toBe('BRL');
  });

  it('reads a cart stored before prices carried their currency as ARS', () => {
    const raw = JSON.stringify({
      items: [{ id: ID_A, qty: 1 }],
      products: { [ID_A]: { name: 'x', gymId: GYM, gymName: 'y', unitPrice: '1.00', unit: 'mes' } },
    });
    expect(parseVisitorCart(raw).products[ID_A]?.currency).toBe('ARS');
  });
});

describe('parseVisitorCart', () => {
  it('reads nothing from missing, broken or foreign values', () => {
    expect(parseVisitorCart(null)).toBe(EMPTY_VISITOR_CART);
    expect(parseVisitorCart('not json')).toBe(EMPTY_VISITOR_CART);
    expect(parseVisitorCart('{"items":[{"id":"x","qty":0}],"products":{}}')).toBe(EMPTY_VISITOR_CART);
    expect(parseVisitorCart('[1,2]')).toBe(EMPTY_VISITOR_CART);
  });

  it('keeps the first of duplicate lines and drops snapshots of absent items', () => {
    const raw = JSON.stringify({
      items: [
        { id: ID_A, qty: 2 },
        { id: ID_A, qty: 5 },
      ],
      products: {
        [ID_B]: { name: 'x', gymId: GYM, gymName: 'y', unitPrice: '1.00', unit: 'mes' },
      },
    });
    expect(parseVisitorCart(raw)).toEqual({ items: [{ id: ID_A, qty: 2 }], products: {} });
  });
});
