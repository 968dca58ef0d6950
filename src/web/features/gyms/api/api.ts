/**
 * Gym catalogue calls (SPEC §7 partner calls): typed fetchers over the shared contract and their
 * TanStack Query hooks. The catalogue is what a visitor's phone loads first, so its answers are typed
 * by the contract but not re-checked with zod in the browser (ADR 0013: the server checks them).
 * @module
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  GymByIdResponse,
  GymListQuery,
  GymListResponse,
  GymMapQuery,
  GymMapResponse,
} from '../../../../shared/contract/gyms';
import type { LatLon } from '../../../../shared/domain/geo';
import { getJson, trustedAnswer } from '../../../lib/http';
import { gymKeys } from '../../../lib/query-keys';

const BASE = '/api/partner/gyms';

/** `GET /api/partner/gyms/allgyms`: one page of gyms searched on the server. */
export function fetchGymList(query: GymListQuery, signal?: AbortSignal): Promise<GymListResponse> {
  return getJson(`${BASE}/allgyms`, trustedAnswer<GymListResponse>(), { params: { ...query }, signal });
}

/** `GET /api/partner/gyms/gymbyid/{id}`: one gym, with `distance` from `position` and its data source. */
export function fetchGym(id: string, position: LatLon, signal?: AbortSignal): Promise<GymByIdResponse> {
  return getJson(`${BASE}/gymbyid/${encodeURIComponent(id)}`, trustedAnswer<GymByIdResponse>(), {
    params: { lat: position.latitude, lon: position.longitude },
    signal,
  });
}

/** `GET /api/partner/gyms/mapgyms`: the pins of every matching gym, nearest first. */
export function fetchGymPins(
  query: Omit<GymMapQuery, 'limit'>,
  signal?: AbortSignal,
): Promise<GymMapResponse> {
  return getJson(`${BASE}/mapgyms`, trustedAnswer<GymMapResponse>(), { params: { ...query }, signal });
}

/** The query of a page of the gym list (the list's hook and the server render's prefetch, ADR 0046). */
export const gymListQuery = (query: GymListQuery) =>
  queryOptions({
    queryKey: gymKeys.list(query),
    queryFn: ({ signal }) => fetchGymList(query, signal),
  });

/** The query of one gym seen from `position` (the detail's hook and the server render's prefetch). */
export const gymQuery = (id: string, position: LatLon) =>
  queryOptions({
    queryKey: gymKeys.detail(id, position),
    queryFn: ({ signal }) => fetchGym(id, position, signal),
  });

/** The query of the map's pins (the map's hook and the server render's prefetch). */
export const gymPinsQuery = (query: Omit<GymMapQuery, 'limit'>) =>
  queryOptions({
    queryKey: gymKeys.map(query),
    queryFn: ({ signal }) => fetchGymPins(query, signal),
  });

/**
 * A page of the gym list. The previous page stays on screen while the next one loads.
 * @param query - the allgyms query
 * @param enabled - false while the position is still being asked
 */
export function useGymList(query: GymListQuery, enabled = true) {
  return useQuery({
    ...gymListQuery(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One gym by id; keeps the shown gym while a new position refreshes its distance. */
export function useGym(id: string, position: LatLon) {
  return useQuery({
    ...gymQuery(id, position),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

/** Map pins for the filters and position; `enabled` is false while the position is being asked. */
export function useGymPins(query: Omit<GymMapQuery, 'limit'>, enabled = true) {
  return useQuery({
    ...gymPinsQuery(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
