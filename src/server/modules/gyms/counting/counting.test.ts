import { describe, expect, it } from 'vitest';
import { NAME_COUNT_EXACT_MAX } from '../../../../shared/constants/spec';
import { answeredTotal } from './counting';

describe('answeredTotal (ADR 0014)', () => {
  it('answers a total of the counters as it is, at any size', () => {
    expect(answeredTotal({ count: 1_000_000, complete: true, fromCounters: true })).toEqual({
      total: 1_000_000,
      totalIsEstimate: false,
    });
  });

  it('answers a count made by reading the matches exactly up to the cap', () => {
    expect(answeredTotal({ count: NAME_COUNT_EXACT_MAX, complete: true })).toEqual({
      total: NAME_COUNT_EXACT_MAX,
      totalIsEstimate: false,
    });
  });

  it('answers the cap as a lower bound past it, whether the count stopped there or not', () => {
    const estimate = { total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true };
    expect(answeredTotal({ count: NAME_COUNT_EXACT_MAX + 1, complete: false })).toEqual(estimate);
    expect(answeredTotal({ count: 2_450, complete: true })).toEqual(estimate);
  });
});
