import { describe, expect, it } from 'vitest';
import { roundOrder, SCENARIO_KEYS } from './scenarios';

describe('roundOrder', () => {
  const all = new Set<string>(SCENARIO_KEYS);

  it('measures every chosen scenario once, (a) first, each app scenario beside its floor', () => {
    expect(roundOrder(all, 1)).toEqual(['a', 'b', 'g', 'f', 'c', 'h', 'e', 'd', 'i']);
    expect(roundOrder(all, 2)).toEqual(['a', 'i', 'd', 'e', 'h', 'c', 'f', 'g', 'b']);
    expect(roundOrder(all, 3)).toEqual(roundOrder(all, 1));
  });

  it('keeps only the chosen keys', () => {
    expect(roundOrder(new Set(['a', 'b', 'f', 'g']), 1)).toEqual(['a', 'b', 'g', 'f']);
    expect(roundOrder(new Set(['a', 'd']), 2)).toEqual(['a', 'd']);
  });
});
