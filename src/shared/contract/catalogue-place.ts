/**
 * Where a catalogue read happens (ADR 0052): the position distances start at and the country whose gyms
 * are read, and the country a gym answers. Part of the catalogue's contract (./gyms), which re-exports
 * what callers use.
 * @module
 */
import { z } from 'zod';
import { DEFAULT_LOCATION } from '../constants/spec';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '../domain/countries';
import type { LatLon } from '../domain/geo';
import { catalogueFieldMessages as m } from '../messages';

/** A position's latitude, degrees (default: SPEC §9's position). */
export const latitude = z.coerce
  .number({ error: () => m.latitude })
  .min(-90, { error: () => m.latitude })
  .max(90, { error: () => m.latitude })
  .default(DEFAULT_LOCATION.latitude);
/** A position's longitude, degrees (default: SPEC §9's position). */
export const longitude = z.coerce
  .number({ error: () => m.longitude })
  .min(-180, { error: () => m.longitude })
  .max(180, { error: () => m.longitude })
  .default(DEFAULT_LOCATION.longitude);
/** `lat`/`lon` of a catalogue read: optional, the default depends on the country ({@link catalogueOrigin}). */
export const catalogueLatitude = latitude.unwrap().optional().meta({
  description:
    'Degrees. Default: SPEC §9 position in Argentina, the centre of the country (`center`) in México and Brasil',
});
export const catalogueLongitude = longitude.unwrap().optional().meta({
  description: 'Degrees. Default as `lat`',
});

/**
 * The country of a catalogue read (ADR 0052): ISO 3166-1 alpha-2, upper case, one of `COUNTRY_CODES`; only
 * its gyms are listed, counted and pinned. Absent: Argentina. Anything else is a 400.
 */
export const catalogueCountrySchema = z
  .enum(COUNTRY_CODES, { error: () => m.country })
  .default(DEFAULT_COUNTRY)
  .meta({
    description:
      'ISO 3166-1 alpha-2 country whose gyms are read: AR (default), MX or BR (ADR 0052). Any other value is a 400.',
  });

/** The place of a catalogue read's query: `lat`, `lon` and `country`. */
export const catalogueReadPlace = {
  lat: catalogueLatitude,
  lon: catalogueLongitude,
  country: catalogueCountrySchema,
};

/**
 * Where a catalogue read measures distances from: `lat`/`lon` as given, else SPEC §9's default position
 * in Argentina and the country's `center` elsewhere (a nearest-first walk starts in the country asked
 * for, ADR 0052), degrees.
 */
export function catalogueOrigin(query: { lat?: number; lon?: number; country: CountryCode }): LatLon {
  const fallback = query.country === DEFAULT_COUNTRY ? DEFAULT_LOCATION : COUNTRIES[query.country].center;
  return { latitude: query.lat ?? fallback.latitude, longitude: query.lon ?? fallback.longitude };
}

/** The country a gym is in (ADR 0052): ISO 3166-1 alpha-2, upper case. */
export const gymCountryField = z.string().meta({
  description:
    'ISO 3166-1 alpha-2 country the gym is in, upper case (ADR 0052): AR, MX or BR for the gyms the catalogue lists by country',
  example: 'AR',
});

/**
 * Query of `GET /api/partner/gyms/services`: `country` counts that country's gyms only; absent, every
 * country's (the names are also the partner form's vocabulary; ADR 0052).
 */
export const serviceNamesQuerySchema = z.object({
  country: z
    .enum(COUNTRY_CODES, { error: () => m.country })
    .optional()
    .meta({
      description:
        "ISO 3166-1 alpha-2 country (AR, MX, BR) whose gyms are counted; absent, every country's (ADR 0052)",
    }),
});
