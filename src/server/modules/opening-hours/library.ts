/**
 * The one door to the `opening_hours` library (OSM `opening_hours` syntax, LGPL-3.0): builds its
 * evaluator for a value and a place, with the place's public holidays (`PH`) and, for `sunrise`/`sunset`,
 * a point in the country (ADR 0025 "Opening hours"; https://wiki.openstreetmap.org/wiki/Key:opening_hours).
 * @module
 */
import OpeningHours from 'opening_hours';

/** Where a gym is, as the library needs it: its country (ISO 3166-1 alpha-2) and, optionally, its state or province. */
export interface HoursPlace {
  /** ISO 3166-1 alpha-2, any case (`ar`). */
  country: string;
  /** State or province as the library names it (only regional holidays need it; national ones do not). */
  state?: string;
  /** Latitude/longitude in degrees, for `sunrise`/`sunset`; a point of the country when absent. */
  lat?: number;
  lon?: number;
}

/** A point per country for `sunrise`/`sunset` when the gym's own is not given (degrees). */
const COUNTRY_POINTS: Record<string, [number, number]> = { ar: [-34.6037, -58.3816] };

/** Library mode 0: only time ranges (`07:00-22:00`), no points in time (ADR 0025). */
const TIME_RANGES_MODE = 0;

/**
 * Builds the library's evaluator. Throws the library's own error (a string such as
 * `Mo-F <--- (Unexpected token: "x" …)`) when the value is invalid; callers turn it into a Spanish
 * message ({@link ./syntax.checkOpeningHours}).
 * @param value An OSM `opening_hours` value.
 * @param place The gym's country (and state), for `PH`.
 */
export function buildHours(value: string, place: HoursPlace): OpeningHours {
  const country = place.country.toLowerCase();
  const [lat, lon] =
    place.lat !== undefined && place.lon !== undefined
      ? [place.lat, place.lon]
      : (COUNTRY_POINTS[country] ?? [0, 0]);
  return new OpeningHours(
    value,
    { lat, lon, address: { country_code: country, state: place.state ?? '' } },
    {
      mode: TIME_RANGES_MODE,
      tag_key: 'opening_hours',
      map_value: false,
      warnings_severity: 4,
      locale: 'en',
    },
  );
}

export type { OpeningHours };
