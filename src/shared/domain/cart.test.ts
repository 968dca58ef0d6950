import { describe, expect, it } from 'vitest';
import {
  addItem,
  clearItems,
  countItems,
  deleteItem,
  mergeItems,
  refusingCurrency,
  removeItem,
  type CartItem,
} from './cart';
import { CART_MAX_LINES, CART_MAX_QTY } from '../constants/commerce';

const ok = (change: ReturnType<typeof addItem>): CartItem[] => {
  if (!change.ok) throw new Error(change.reason);
  return change.items;
};

describe('SPEC §4 cart rules', () => {
  it('add: a new item enters with qty 1; an item present gains 1', () => {
    const one = ok(addItem([], 'a'));
    expect(one).toEqual([{ id: 'a', qty: 1 }]);
    const two = ok(addItem(one, 'a'));
    expect(two).toEqual([{ id: 'a', qty: 2 }]);
    expect(ok(addItem(two, 'b'))).toEqual([
      { id: 'a', qty: 2 },
      { id: 'b', qty: 1 },
    ]);
    expect(one).toEqual([{ id: 'a', qty: 1 }]); // inputs are not mutated
  });

  it('remove: lowers by 1, never below 0, and a line at 0 leaves the cart', () => {
    const items = [
      { id: 'a', qty: 2 },
      { id: 'b', qty: 1 },
    ];
    expect(removeItem(items, 'a')).toEqual([
      { id: 'a', qty: 1 },
      { id: 'b', qty: 1 },
    ]);
    expect(removeItem(items, 'b')).toEqual([{ id: 'a', qty: 2 }]);
    expect(removeItem(removeItem(items, 'b'), 'b')).toEqual([{ id: 'a', qty: 2 }]);
    expect(removeItem([], 'x')).toEqual([]);
  });

  it('clear empties; delete drops one line whatever its qty; count sums quantities', () => {
    expect(clearItems()).toEqual([]);
    expect(
      deleteItem(
        [
          { id: 'a', qty: 5 },
          { id: 'b', qty: 1 },
        ],
        'a',
      ),
    ).toEqual([{ id: 'b', qty: 1 }]);
    expect(
      countItems([
        { id: 'a', qty: 5 },
        { id: 'b', qty: 2 },
      ]),
    ).toBe(7);
  });

  it(`refuses a ${CART_MAX_QTY + 1}th unit and a ${CART_MAX_LINES + 1}st line`, () => {
    expect(addItem([{ id: 'a', qty: CART_MAX_QTY }], 'a')).toEqual({ ok: false, reason: 'qtyTooHigh' });
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => ({ id: `p${i}`, qty: 1 }));
    expect(addItem(full, 'new')).toEqual({ ok: false, reason: 'tooManyLines' });
    expect(ok(addItem(full, 'p0'))[0]).toEqual({ id: 'p0', qty: 2 });
  });

  it('merge: sums quantities capped at the maximum, appends new lines while there is room, ignores bad qty', () => {
    const merged = mergeItems(
      [{ id: 'a', qty: 90 }],
      [
        { id: 'a', qty: 20 },
        { id: 'b', qty: 2 },
        { id: 'c', qty: 0 },
        { id: 'd', qty: 1.5 },
      ],
    );
    expect(merged).toEqual([
      { id: 'a', qty: CART_MAX_QTY },
      { id: 'b', qty: 2 },
    ]);
    const full = Array.from({ length: CART_MAX_LINES }, (_, i) => ({ id: `p${i}`, qty: 1 }));
    expect(mergeItems(full, [{ id: 'z', qty: 1 }])).toHaveLength(CART_MAX_LINES);
  });
});

describe('one currency a cart (ADR 0053)', () => {
  it('takes a product into an empty cart or one of its currency', () => {
    expect(refusingCurrency([], 'BRL')).toBeNull();
    expect(refusingCurrency(['ARS', 'ARS'], 'ARS')).toBeNull();
  });

  it('names the cart’s currency that refuses a product of another', () => {
    expect(refusingCurrency(['ARS'], 'BRL')).toBe('ARS');
    expect(refusingCurrency(new Set(['MXN'] as const), 'ARS')).toBe('MXN');
  });
});
