/**
 * The TanStack Query client with the data-fetching policy of SPEC §7: queries retried 3 times and
 * mutations never, delay doubling from 1 s up to 30 s, cached results kept 5 minutes.
 * @module
 */
import { QueryClient } from '@tanstack/react-query';
import {
  CACHE_TIME_MS,
  MUTATION_RETRIES,
  QUERY_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from '../../shared/constants/spec';
import { LIST_STALE_TIME_MS } from './constants';
import { isRetryableError } from './http';

/**
 * Delay before retry number `attempt` + 1: min(1000 · 2^attempt, 30000) ms.
 * @param attempt - failures so far minus one (TanStack passes 0 before the first retry)
 */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * Whether a failed query is tried again: up to {@link QUERY_RETRIES} times, and only for failures a
 * retry can fix (network, 408, 429, 5xx); a 400 or 404 is final at once.
 * @param failureCount - failures so far (0 at the first failure)
 * @param error - the failure
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isRetryableError(error);
}

/** Creates the app's query client (one per page load; tests may create their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        gcTime: CACHE_TIME_MS,
        staleTime: LIST_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: MUTATION_RETRIES, retryDelay },
    },
  });
}
