/**
 * The service names in use in the catalogue (`GET /api/partner/gyms/services`), which the catalogue's
 * filter and the partner's service form both offer: typed by the shared contract, checked by the server
 * (ADR 0013).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import type { ServiceNamesResponse } from '../../shared/contract/gyms';
import { STATIC_STALE_TIME_MS } from './constants';
import { getJson, trustedAnswer } from './http';
import { gymKeys } from './query-keys';

/** `GET /api/partner/gyms/services`: service names in use, with their gym counts. */
export function fetchServiceNames(signal?: AbortSignal): Promise<ServiceNamesResponse> {
  return getJson('/api/partner/gyms/services', trustedAnswer<ServiceNamesResponse>(), { signal });
}

/** The service names (the catalogue's filter, the partner's service form). */
export function useServiceNames() {
  return useQuery({
    queryKey: gymKeys.services(),
    queryFn: ({ signal }) => fetchServiceNames(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}
