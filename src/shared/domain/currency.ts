/**
 * The currency of a price (docs/architecture.md §5 and §7.1, ADR 0053): every price is in the currency of
 * its gym's country, an order in the currency of its cart, a ledger line in the currency of its event;
 * amounts of different currencies are never added or converted. Amounts travel as the decimal strings of
 * `numeric(12,2)` (./money) beside their ISO 4217 code, and are shown by {@link formatAmount}, which is
 * `formatMoney` (./money-format) of the currency's country.
 *
 * Source: ISO 4217 (ARS, MXN and BRL have two minor-unit digits), ISO 3166-1 (countries).
 * @module
 */
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type Country, type CountryCode } from './countries';
import { countryOfLower } from './country-case';
import { formatMoney } from './money-format';
import { toCentavos } from './money';

/** An ISO 4217 code of a currency BuscaGym sells in: one per country of ./countries. */
export type Currency = Country['currency'];

/** The currencies, in the order of the countries (ARS first); `currency.test.ts` keeps them in step. */
export const CURRENCIES = ['ARS', 'MXN', 'BRL'] as const satisfies readonly Currency[];

/** The currency of a price that names no country: the default country's (ARS). */
export const DEFAULT_CURRENCY: Currency = COUNTRIES[DEFAULT_COUNTRY].currency;

/**
 * The currency of BuscaGym's own prices: partners' paid plans (ADR 0017) and Pase BuscaGym (ADR 0045),
 * its wallets' values and its gyms' rates per credit. BuscaGym bills them from Argentina, in ARS.
 */
export const PLATFORM_CURRENCY: Currency = DEFAULT_CURRENCY;

/** Whether `value` is one of {@link CURRENCIES} (upper case, as ISO 4217 writes them). */
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * The currency of a gym's prices: its country's. `stored` is `gyms.country`, ISO 3166-1 alpha-2 in lower
 * case (`ar`; ./country-case).
 * @throws RangeError when `stored` is not a country BuscaGym sells in (an imported gym may lie in another)
 */
export function currencyOfCountry(stored: string): Currency {
  const code = countryOfLower(stored);
  if (!code) throw new RangeError(`Not a BuscaGym country: ${stored}`);
  return COUNTRIES[code].currency;
}

/** The country whose currency is `currency` (each currency here belongs to one country). */
export function countryOfCurrency(currency: Currency): CountryCode {
  const code = COUNTRY_CODES.find((c) => COUNTRIES[c].currency === currency);
  if (!code) throw new RangeError(`Not a BuscaGym currency: ${String(currency)}`);
  return code;
}

/**
 * An amount as people of its currency's country read it (ADR 0053): `formatMoney` of the amount's
 * minor units — `"30000.00"` ARS → `$ 30.000`, MXN → `$30,000.00`, `"150.00"` BRL → `R$ 150,00`. An ARS
 * amount reads exactly as `formatArs` wrote it (ADR 0026). For display only.
 * @param amount - a decimal string with at most 2 places (`"1500.50"`), or a number of units (a chart's
 *   axis value; rounded to the minor unit)
 * @throws RangeError when `amount` is not such a decimal
 */
export function formatAmount(amount: string | number, currency: Currency): string {
  const country = countryOfCurrency(currency);
  const minor =
    typeof amount === 'number' ? Math.round(amount * COUNTRIES[country].minorPerUnit) : toCentavos(amount);
  return formatMoney(minor, country);
}
