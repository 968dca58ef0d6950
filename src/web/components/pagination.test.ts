import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('shows every page when few', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('uses gaps around the current page, never a gap of one page', () => {
    expect(pageItems(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageItems(1, 49)).toEqual([1, 2, 'gap', 49]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(49, 49)).toEqual([1, 'gap', 48, 49]);
  });
});
