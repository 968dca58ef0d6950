// The count cache's stretches (ADR 0063): an "abierto ahora" count serves every minute of the stretch it was
// read for, at its version only.
import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

const seven = { count: 7, complete: true };

describe('CountCache stretches', () => {
  it('serves an "abierto ahora" count at every minute of its stretch, and at no other', () => {
    const cache = new CountCache();
    cache.set(3, 'yoga', seven, { from: 600, to: 630 });
    for (const minute of [600, 615, 629]) expect(cache.get(3, 'yoga', 1001, minute)).toEqual(seven);
    for (const minute of [599, 630, 0]) expect(cache.get(3, 'yoga', 1001, minute)).toBeUndefined();
    // Another filter learns nothing from it; a count without a minute is kept apart.
    expect(cache.get(3, 'boxeo', 1001, 615)).toBeUndefined();
    expect(cache.get(3, 'yoga', 1001)).toBeUndefined();
  });

  it('keeps the counts of neighbouring stretches side by side, whatever order they were read in', () => {
    const cache = new CountCache();
    const five = { count: 5, complete: true };
    const nine = { count: 9, complete: true };
    cache.set(3, 'yoga', nine, { from: 660, to: 10_080 });
    cache.set(3, 'yoga', seven, { from: 600, to: 630 });
    cache.set(3, 'yoga', five, { from: 630, to: 660 });
    cache.set(3, 'boxeo', five, { from: 0, to: 600 });
    expect(cache.get(3, 'yoga', 1001, 629)).toEqual(seven);
    expect(cache.get(3, 'yoga', 1001, 630)).toEqual(five);
    expect(cache.get(3, 'yoga', 1001, 10_079)).toEqual(nine);
    expect(cache.get(3, 'boxeo', 1001, 0)).toEqual(five);
    // The stretch is known, yoga's count for it is not.
    expect(cache.get(3, 'yoga', 1001, 12)).toBeUndefined();
  });

  it('forgets stretches with the version they were read at, and a capped count serves no higher cap', () => {
    const cache = new CountCache();
    cache.set(3, 'yoga', { count: 1001, complete: false }, { from: 600, to: 630 });
    expect(cache.get(3, 'yoga', 1001, 610)).toEqual({ count: 1001, complete: false });
    expect(cache.get(3, 'yoga', 5000, 610)).toBeUndefined();
    expect(cache.get(4, 'yoga', 1001, 610)).toBeUndefined();
    cache.set(4, 'boxeo', seven, { from: 0, to: 600 });
    cache.set(4, 'yoga', seven);
    expect(cache.get(4, 'yoga', 1001, 610)).toBeUndefined();
    expect(cache.get(4, 'yoga', 1001)).toEqual(seven);
  });
});
