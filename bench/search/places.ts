/**
 * Where and when the synthetic gyms are (./generate): the country of each (ADR 0052: a third each), the box
 * of its city (Buenos Aires' box moved onto the country's `center`), and its weekly hours with the stored
 * open week in the country's zone and holidays (ADR 0025). Pure: no I/O.
 * @module
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../../src/shared/domain/countries';
import { lowerCountry } from '../../src/shared/domain/country-case';
import { openWeekText } from '../../src/server/modules/opening-hours/index';

/** Bounding box of the synthetic gyms of Argentina (Buenos Aires), degrees. */
export const AREA = { latMin: -34.8, latMax: -34.45, lonMin: -58.75, lonMax: -58.3 } as const;

/** The country of gym `index`: a third each, in the order of `COUNTRY_CODES`. */
export const countryOfGym = (index: number): CountryCode =>
  COUNTRY_CODES[index % COUNTRY_CODES.length] ?? 'AR';

/** How far a country's city lies from Buenos Aires: its `center` less Argentina's, degrees. */
export const shiftOf = (code: CountryCode) => ({
  lat: COUNTRIES[code].center.latitude - COUNTRIES.AR.center.latitude,
  lon: COUNTRIES[code].center.longitude - COUNTRIES.AR.center.longitude,
});

/** The bounding box of country `code`'s gyms: {@link AREA} moved onto its `center`, degrees. */
export function areaOf(code: CountryCode): {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
} {
  const { lat, lon } = shiftOf(code);
  return {
    latMin: AREA.latMin + lat,
    latMax: AREA.latMax + lat,
    lonMin: AREA.lonMin + lon,
    lonMax: AREA.lonMax + lon,
  };
}

/**
 * The weekly schedules of the synthetic gyms (OSM `opening_hours`), with their shares; the rest (20%) have
 * no hours. Usual Buenos Aires gym hours: long weekdays, short Saturdays, a few 24/7 chains.
 */
const SCHEDULES: readonly (readonly [string, number])[] = [
  ['Mo-Fr 07:00-23:00; Sa 09:00-20:00; PH off', 0.3],
  ['Mo-Fr 06:00-22:00; Sa 08:00-14:00', 0.2],
  ['Mo-Sa 07:00-22:00; Su 09:00-13:00', 0.15],
  ['Mo-Fr 08:00-12:00,16:00-21:00; Sa 09:00-13:00', 0.1],
  ['24/7', 0.05],
];
/**
 * The window start of the generated `open_week` (a Monday, 00:00 UTC). A weekly schedule repeats, so
 * the stored week answers "open now" on any later date too, except on holidays (the benchmark's gyms
 * have the same week every week).
 */
export const OPEN_WEEK_FROM = new Date('2026-11-23T00:00:00Z');

/**
 * The hours of gym `index` in country `code` (its zone and holidays), from a hash of the index (the row's
 * other draws stay as they were).
 */
export function openingHoursOf(
  index: number,
  code: CountryCode,
): { opening_hours: string | null; open_week: string | null; open_week_from: string | null } {
  const u = (Math.imul(index + 7, 2246822519) >>> 0) / 2 ** 32;
  let acc = 0;
  for (const [value, share] of SCHEDULES) {
    acc += share;
    if (u < acc) {
      const week = openWeekText(
        { openingHours: value, timeZone: COUNTRIES[code].timeZone, country: lowerCountry(code) },
        OPEN_WEEK_FROM,
      );
      return { opening_hours: value, open_week: week, open_week_from: OPEN_WEEK_FROM.toISOString() };
    }
  }
  return { opening_hours: null, open_week: null, open_week_from: null };
}
