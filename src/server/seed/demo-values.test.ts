import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_ARS, demoValues } from './demo-values';

describe('demoValues', () => {
  it('is deterministic per key', () => {
    expect(demoValues('caba-clubes:270', true)).toEqual(demoValues('caba-clubes:270', true));
  });

  it('gives prices in range, multiples of 500, and no rating', () => {
    for (let id = 1; id <= 300; id += 1) {
      for (const large of [true, false]) {
        const values = demoValues(`caba-clubes:${id}`, large);
        const { price } = values;
        expect(Object.keys(values)).toEqual(['price']);
        const range = large ? DEMO_PRICE_ARS.large : DEMO_PRICE_ARS.neighbourhood;
        expect(price).toMatch(/^\d+\.00$/);
        expect(Number(price) % DEMO_PRICE_ARS.step).toBe(0);
        expect(Number(price)).toBeGreaterThanOrEqual(range.min);
        expect(Number(price)).toBeLessThanOrEqual(range.max);
      }
    }
  });

  it('spreads neighbouring ids (no consecutive runs)', () => {
    const prices = Array.from({ length: 50 }, (_, i) =>
      Number(demoValues(`caba-clubes:${i + 1}`, false).price),
    );
    expect(new Set(prices).size).toBeGreaterThan(30);
    const monotonic = prices.slice(1).every((p, i) => p <= (prices[i] ?? 0));
    expect(monotonic).toBe(false);
  });
});
