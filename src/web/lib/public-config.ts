/**
 * Public run-time settings of the web app (`GET /api/config`): map tiles, Google client id.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '../../shared/contract/config';
import { getJson } from './http';

/** Fetches `GET /api/config` and parses it with the shared schema. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return getJson('/api/config', publicConfigSchema, { signal });
}

/** The public configuration; fetched once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
}
