/**
 * How a country is stored: ISO 3166-1 alpha-2 in lower case (`ar`, `mx`, `br`), as `gyms.country` has been
 * since the opening hours' holidays (ADR 0025) and `partners.country` is (ADR 0054); the contract and
 * shared/domain/countries write it in upper case (`AR`).
 * @module
 */
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '../../shared/domain/countries';

/** A country as a `country` column stores it: `BR` → `br`. */
export const countryColumn = (code: CountryCode): string => code.toLowerCase();

/** The stored form of {@link DEFAULT_COUNTRY} (`ar`), a `country` column's default. */
export const DEFAULT_COUNTRY_COLUMN = countryColumn(DEFAULT_COUNTRY);

/**
 * The country a `country` column holds: `br` → `BR`. A value that names none of BuscaGym's countries (an
 * imported gym placed elsewhere, ADR 0025) reads as {@link DEFAULT_COUNTRY}, whose rules it was kept under.
 */
export function countryOfColumn(value: string): CountryCode {
  const code = value.toUpperCase();
  return isCountryCode(code) ? code : DEFAULT_COUNTRY;
}
