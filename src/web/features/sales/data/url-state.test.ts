import { describe, expect, it } from 'vitest';
import { readSalesState, writeSalesState } from './url-state';

describe('sales URL state', () => {
  it('round-trips valid filters and drops invalid ones', () => {
    const filter = { from: '2026-01-01', to: '2026-03-31', product: 'membership' };
    expect(readSalesState(writeSalesState(filter, 3))).toEqual({ filter, page: 3 });
    expect(readSalesState(new URLSearchParams('from=ayer&gym=x&product=zapatos&page=-2'))).toEqual({
      filter: {},
      page: 1,
    });
    expect(writeSalesState({}, 1).toString()).toBe('');
  });
});
