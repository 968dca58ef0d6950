import { describe, expect, it } from 'vitest';
import { CACHE_TIME_MS } from '../../shared/constants/spec';
import { ApiRequestError } from './http';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('query client policy (SPEC §7)', () => {
  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a query 3 times for transient failures only', () => {
    const network = new ApiRequestError('x', 0);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, network))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 503))).toBe(true);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 429))).toBe(true);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError('x', 400))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(true);
  });

  it('never retries mutations and keeps cached results 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.queries?.gcTime).toBe(CACHE_TIME_MS);
  });
});
