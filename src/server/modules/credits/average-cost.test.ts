import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueTaken } from './average-cost';

describe('valueTaken (ADR 0045, average cost)', () => {
  it('takes the share of the value, rounded half up, and the last credit takes the rest', () => {
    expect(valueTaken(8, 1_200_000, 2)).toBe(300_000);
    expect(valueTaken(3, 1_000, 1)).toBe(333);
    expect(valueTaken(2, 1_001, 1)).toBe(501);
    expect(valueTaken(3, 1_000, 3)).toBe(1_000);
    expect(valueTaken(0, 0, 0)).toBe(0);
  });

  it('refuses more credits than the balance, and amounts that are not integers', () => {
    expect(() => valueTaken(2, 100, 3)).toThrow(RangeError);
    expect(() => valueTaken(2, 100.5, 1)).toThrow(RangeError);
    expect(() => valueTaken(-1, 0, 0)).toThrow(RangeError);
  });

  it('spends a wallet to 0 credits and 0 centavos in any order of takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 100 }),
        (start, value, takes) => {
          let balance = start;
          let left = value;
          for (const take of takes) {
            const n = Math.min(take, balance);
            const taken = valueTaken(balance, left, n);
            expect(taken).toBeGreaterThanOrEqual(0);
            expect(taken).toBeLessThanOrEqual(left);
            balance -= n;
            left -= taken;
            if (balance === 0) expect(left).toBe(0);
          }
          expect(valueTaken(balance, left, balance)).toBe(left);
        },
      ),
    );
  });
});
