/**
 * The geocoding proxy from the browser (ADR 0026 §2): `GET /api/geocode?q=` (an owner's typed address
 * → a position) and `GET /api/geocode/reverse` (a position → its barrio), with TanStack Query for the
 * reverse look-up. Whether the server has a geocoder at all comes from `GET /api/config` (`geocoding`).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import type { GeocodeAnswer } from '../../shared/contract/geocode';
import { DEFAULT_COUNTRY, type CountryCode } from '../../shared/domain/countries';
import type { LatLon } from '../../shared/domain/geo';
import { getJson, trustedAnswer } from './http';
import { usePublicConfig } from './public-config';

/**
 * The best place for a typed address in `country` (the gym's, ADR 0054; Argentina when not given), or
 * null when the geocoder knows none.
 * @throws ApiRequestError with the server's Spanish message (404 without a geocoder, 503 when it fails)
 */
export async function searchAddress(
  q: string,
  country: CountryCode = DEFAULT_COUNTRY,
  signal?: AbortSignal,
): Promise<GeocodeAnswer['place']> {
  const params = { q, country };
  const answer = await getJson('/api/geocode', trustedAnswer<GeocodeAnswer>(), { params, signal });
  return answer.place;
}

/** Whether the server can geocode (false while `/api/config` loads or fails). */
export function useGeocoding(): boolean {
  return usePublicConfig().data?.geocoding === true;
}

/**
 * The barrio of `position` (null: no position, no geocoder, nothing named there, or the look-up
 * failed — the caller then says "your location" without naming it). Cached per position.
 */
export function useNeighbourhoodAt(position: LatLon | null): string | null {
  const geocoding = useGeocoding();
  const place = useQuery({
    queryKey: ['geocode', 'reverse', position?.latitude, position?.longitude],
    queryFn: ({ signal }) =>
      getJson('/api/geocode/reverse', trustedAnswer<GeocodeAnswer>(), {
        params: { lat: position?.latitude ?? 0, lon: position?.longitude ?? 0 },
        signal,
      }),
    enabled: geocoding && position !== null,
    staleTime: Infinity,
    retry: false,
  });
  return place.data?.place?.neighbourhood ?? null;
}
