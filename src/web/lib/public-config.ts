/**
 * Public run-time settings of the web app (`GET /api/config`): map tiles, Google client id.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/contract/config';
import { getJson, trustedAnswer } from './http';

/** Fetches `GET /api/config` (typed by the shared schema, checked by the server: ADR 0013). */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return getJson('/api/config', trustedAnswer<PublicConfig>(), { signal });
}

/** The query of the public configuration (fetched once per page load), for `useQuery` or `ensureQueryData`. */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
});

/** The public configuration; fetched once per page load. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
