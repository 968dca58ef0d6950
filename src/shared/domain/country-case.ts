/**
 * Where the two cases of a country code meet (docs/architecture.md §7.1, ADR 0052). ISO 3166-1 writes an
 * alpha-2 code in upper case, and so do ./countries, the API's `country` parameter and a gym's `country`
 * field; `gyms.country` keeps it in lower case, as OpenStreetMap's `country_code` does (the
 * `opening_hours` library reads it for the holidays of `PH`, ADR 0025, and imports write it so), and so do
 * the address's `?pais=mx` and the cookie of the country picker. Every conversion between the two is one
 * of these functions; no other module changes the case of a country code.
 * @module
 */
import { COUNTRY_CODES, type CountryCode } from './countries';

/** The lower-case form of `code` (`MX` → `mx`): the value of `gyms.country`, `?pais=` and the cookie. */
export const lowerCountry = (code: CountryCode): string => code.toLowerCase();

/**
 * The country whose lower-case form is `value` (`mx` → `MX`), or null for anything else: another case,
 * another country, nothing.
 */
export const countryOfLower = (value: string | null | undefined): CountryCode | null =>
  COUNTRY_CODES.find((code) => lowerCountry(code) === value) ?? null;

/**
 * A stored `gyms.country` in ISO 3166-1's upper case (`ar` → `AR`), whatever the country: an imported gym
 * may lie in a country BuscaGym does not sell in yet (its zone's country, imports/normalize/place.ts).
 */
export const isoCountry = (stored: string): string => stored.toUpperCase();
