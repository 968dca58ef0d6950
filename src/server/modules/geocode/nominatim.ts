/**
 * A geocoder client speaking the Nominatim API (ADR 0026 §2; https://nominatim.org/release-docs/latest/api/Search/
 * and …/api/Reverse/): `GET {base}/search?q=…&format=jsonv2&addressdetails=1&limit=1&countrycodes=ar`
 * (the gym's country: `ar`, `mx` or `br`, ADR 0054) answers a JSON array of places,
 * `GET {base}/reverse?lat=…&lon=…&format=jsonv2&addressdetails=1&zoom=16` one place or `{"error": …}`.
 * Positions come back as decimal strings (`"lat": "-34.58"`), degrees WGS84.
 *
 * Nominatim's usage policy (https://operations.osmfoundation.org/policies/nominatim/) asks for an
 * identifying User-Agent, at most one request per second and cached answers: requests carry
 * `User-Agent: BuscaGym (<public URL>)`, go out one at a time at least `minIntervalMs` apart, in a queue
 * bounded per account and in all, and answers are kept in a least-recently-used cache with a time to
 * live (./turns, ADR 0035). The same question asked while it is on its way waits for that answer.
 * @module
 */
import { z } from 'zod';
import type { GeocodedPlace } from '../../../shared/contract/geocode';
import { DEFAULT_COUNTRY, type CountryCode } from '../../../shared/domain/countries';
import { lowerCountry } from '../../../shared/domain/country-case';
import { geocodeMessages as m } from '../../../shared/messages/geocode';
import { AppError } from '../../app-error';
import { answerCache, geocoderTurns } from './turns';

/** How long one geocoder request may take, in ms, before the owner is told to place the pin. */
export const GEOCODER_TIMEOUT_MS = 5_000;

/** The address parts we read; Nominatim's `address` has many more (all optional). */
const addressSchema = z
  .object({
    road: z.string().optional(),
    pedestrian: z.string().optional(),
    house_number: z.string().optional(),
    suburb: z.string().optional(),
    neighbourhood: z.string().optional(),
    quarter: z.string().optional(),
    city_district: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    city: z.string().optional(),
  })
  .partial();

const placeSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().optional(),
  address: addressSchema.optional(),
});
type NominatimPlace = z.infer<typeof placeSchema>;

/**
 * Looks addresses up and names positions, for the signed-in `account` (its id: the per-account bound).
 * Both throw AppError UNAVAILABLE (geocoder down, or the queue full) or TOO_MANY_REQUESTS (./turns).
 */
export interface Geocoder {
  /** The best place for a typed address in `country` (ADR 0054), or null when none. */
  search(query: string, account: string, country?: CountryCode): Promise<GeocodedPlace | null>;
  /** The place at a position (degrees), or null when none. */
  reverse(latitude: number, longitude: number, account: string): Promise<GeocodedPlace | null>;
}

/** Options of {@link nominatimGeocoder}. */
export interface NominatimOptions {
  /** Base URL without a trailing slash. */
  url: string;
  /** Least ms between two requests. */
  minIntervalMs: number;
  /** Who we are, for the User-Agent (the public URL). */
  contact: string;
}

/**
 * The neighbourhood (barrio) of a Nominatim address: in Buenos Aires OpenStreetMap tags the barrios as
 * `suburb`; elsewhere (a bairro, a colonia) the nearest named area down to the city.
 */
function neighbourhoodOf(a: z.infer<typeof addressSchema> = {}): string | null {
  return a.suburb ?? a.neighbourhood ?? a.quarter ?? a.city_district ?? a.town ?? a.village ?? a.city ?? null;
}

/** Our shape of a Nominatim place: street and number, then the barrio, as the label. */
export function placeOf(p: NominatimPlace): GeocodedPlace {
  const neighbourhood = neighbourhoodOf(p.address);
  const street = [p.address?.road ?? p.address?.pedestrian, p.address?.house_number]
    .filter(Boolean)
    .join(' ');
  const label = [street, neighbourhood].filter(Boolean).join(', ') || (p.display_name ?? '');
  return { latitude: p.lat, longitude: p.lon, label, neighbourhood };
}

/** A Nominatim client (see module doc). */
export function nominatimGeocoder({ url, minIntervalMs, contact }: NominatimOptions): Geocoder {
  const cache = answerCache<GeocodedPlace | null>();
  const onTheirWay = new Map<string, Promise<GeocodedPlace | null>>();
  const turns = geocoderTurns(minIntervalMs);

  const ask = async (path: string, params: Record<string, string>): Promise<unknown> => {
    const query = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'es',
      ...params,
    });
    let res: Response;
    try {
      res = await fetch(`${url}${path}?${query.toString()}`, {
        headers: { 'User-Agent': `BuscaGym (${contact})`, Accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('UNAVAILABLE', m.failed);
    }
    if (!res.ok) throw new AppError('UNAVAILABLE', m.failed);
    try {
      return await res.json();
    } catch {
      throw new AppError('UNAVAILABLE', m.failed);
    }
  };

  const cached = async (key: string, account: string, load: () => Promise<GeocodedPlace | null>) => {
    const kept = cache.get(key);
    if (kept) return kept.value;
    const coming = onTheirWay.get(key);
    if (coming) return coming;
    const asked = turns.run(account, load);
    onTheirWay.set(key, asked);
    try {
      const place = await asked;
      cache.set(key, place);
      return place;
    } finally {
      onTheirWay.delete(key);
    }
  };

  return {
    search: (q, account, country = DEFAULT_COUNTRY) =>
      cached(`s:${country}:${q.toLocaleLowerCase('es-AR')}`, account, async () => {
        const answer = z
          .array(placeSchema)
          .safeParse(await ask('/search', { q, limit: '1', countrycodes: lowerCountry(country) }));
        if (!answer.success) throw new AppError('UNAVAILABLE', m.failed);
        const [first] = answer.data;
        return first ? placeOf(first) : null;
      }),
    reverse: (latitude, longitude, account) =>
      // Rounded to 4 decimals (about 11 m) for the cache: the barrio does not change within that.
      cached(`r:${latitude.toFixed(4)},${longitude.toFixed(4)}`, account, async () => {
        const body = await ask('/reverse', { lat: String(latitude), lon: String(longitude), zoom: '16' });
        const answer = placeSchema.safeParse(body);
        return answer.success ? placeOf(answer.data) : null;
      }),
  };
}
