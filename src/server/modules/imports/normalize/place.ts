/**
 * Where a gym is, for its hours (ADR 0025 "Opening hours"; docs/architecture.md §7): its IANA time zone from its
 * coordinates, offline (`@photostructure/tz-lookup`, built from timezone-boundary-builder), and its
 * country from that zone (`countries-and-timezones`, from the IANA zone.tab).
 * @module
 */
import tzLookup from '@photostructure/tz-lookup';
import { getTimezone } from 'countries-and-timezones';

/** The country of a zone shared by several or of none (oceans, `Etc/*`): BuscaGym's home (ADR 0025). */
export const FALLBACK_COUNTRY = 'ar';

/** A gym's place: its zone and its ISO 3166-1 alpha-2 country (lower case). */
export interface GymPlace {
  timeZone: string;
  country: string;
}

/**
 * The zone and country of a point.
 * @param latitude Degrees, −90…90.
 * @param longitude Degrees, −180…180.
 * @returns e.g. `{ timeZone: 'America/Argentina/Buenos_Aires', country: 'ar' }`; at sea the `Etc/GMT±n`
 *   zone and {@link FALLBACK_COUNTRY}.
 */
export function placeOf(latitude: number, longitude: number): GymPlace {
  const timeZone = tzLookup(latitude, longitude);
  const zone = getTimezone(timeZone);
  const country = zone?.countries[0] ?? FALLBACK_COUNTRY;
  return { timeZone, country: country.toLowerCase() };
}
