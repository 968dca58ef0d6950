/**
 * The countries BuscaGym sells in, as data (docs/architecture.md §7.1, ADR 0051): each with its
 * currency, the locale its pages speak, its reference time zone and point on the map, and MercadoPago's
 * site (its withdrawal law is in ./withdrawal-laws, kept apart for the legal pages). New code reads a
 * country's currency, zone or law from here; what still names Argentina's (`formatArs`,
 * `DEFAULT_GYM_TIME_ZONE`, the legal pages) moves here as the catalogue learns a gym's country.
 *
 * Sources: ISO 3166-1 alpha-2 (codes), ISO 4217 (currencies; ARS, MXN and BRL have two minor-unit
 * digits), the IANA time zone database (zones), BCP 47 (locales), MercadoPago's site ids (`MLA`,
 * `MLM`, `MLB`, its "sites" API).
 * @module
 */
import { OBELISCO } from '../constants/geo';
import type { LatLon } from './geo';

/** The countries, ISO 3166-1 alpha-2, in the order the country picker lists them. */
export const COUNTRY_CODES = ['AR', 'MX', 'BR'] as const;
/** A country BuscaGym sells in. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The country of a gym or a page that names none: Argentina, where BuscaGym started (SPEC §1). */
export const DEFAULT_COUNTRY: CountryCode = 'AR';

/** One country: what the code needs to know of it. */
export interface Country {
  code: CountryCode;
  /** ISO 4217 currency of every price in the country; amounts are integer minor units of it. */
  currency: 'ARS' | 'MXN' | 'BRL';
  /** Minor units per unit of {@link currency} (ISO 4217: 2 digits, so 100). */
  minorPerUnit: number;
  /** BCP 47 locale of the country's pages, messages and formats. */
  locale: 'es-AR' | 'es-MX' | 'pt-BR';
  /** IANA zone of the country's largest city: the default of a new gym there (a gym keeps its own). */
  timeZone: string;
  /** Point of reference on the map (WGS 84 degrees): where distances start while the visitor shares none. */
  center: LatLon;
  /** MercadoPago's site of the country: its checkout, currency and methods. */
  mercadoPagoSite: 'MLA' | 'MLM' | 'MLB';
  /**
   * Whether a whole amount is shown without its minor units (`$ 30.000` in Argentina, ADR 0026) or
   * always with them (`$30,000.00`, `R$ 150,00`), as each market writes prices.
   */
  wholeWithoutMinor: boolean;
}

/** Every country, by code. */
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  AR: {
    code: 'AR',
    currency: 'ARS',
    minorPerUnit: 100,
    locale: 'es-AR',
    timeZone: 'America/Argentina/Buenos_Aires',
    center: OBELISCO,
    mercadoPagoSite: 'MLA',
    wholeWithoutMinor: true,
  },
  MX: {
    code: 'MX',
    currency: 'MXN',
    minorPerUnit: 100,
    locale: 'es-MX',
    timeZone: 'America/Mexico_City',
    // The Zócalo of Mexico City.
    center: { latitude: 19.4326, longitude: -99.1332 },
    mercadoPagoSite: 'MLM',
    wholeWithoutMinor: false,
  },
  BR: {
    code: 'BR',
    currency: 'BRL',
    minorPerUnit: 100,
    locale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
    // Praça da Sé, the centre of São Paulo.
    center: { latitude: -23.5503, longitude: -46.634 },
    mercadoPagoSite: 'MLB',
    wholeWithoutMinor: false,
  },
};

/** Whether `value` is one of {@link COUNTRY_CODES} (case-sensitive, as ISO 3166-1 writes them). */
export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);

/**
 * The country of `code`.
 * @throws RangeError when `code` is not one of {@link COUNTRY_CODES}
 */
export function countryOf(code: string): Country {
  if (!isCountryCode(code)) throw new RangeError(`Not a BuscaGym country: ${code}`);
  return COUNTRIES[code];
}
