/**
 * `GET /api/sources` (ADR 0025 "Sources"): the typed fetcher and its TanStack Query hook.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import type { SourceListResponse } from '../../../shared/contract/sources';
import { STATIC_STALE_TIME_MS } from '../../lib/constants';
import { getJson, trustedAnswer } from '../../lib/http';

/** Fetches every data source with its licence, attribution and published gyms. */
export function fetchSources(signal?: AbortSignal): Promise<SourceListResponse> {
  return getJson('/api/sources', trustedAnswer<SourceListResponse>(), { signal });
}

/** The data sources (they change only with an import: cached like the other static lists). */
export function useSources() {
  return useQuery({
    queryKey: ['sources'],
    queryFn: ({ signal }) => fetchSources(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}
