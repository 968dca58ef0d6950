/**
 * Amounts in each country's currency as people there read them (docs/architecture.md §7.1, ADR 0051).
 * Amounts are integer minor units here; the decimal strings the API answers beside their currency are
 * written through `formatAmount` (./currency, ADR 0053), which is this function of the currency's country.
 * @module
 */
import { COUNTRIES, type CountryCode } from './countries';
import { lazyNumberFormat, type NumberFormatter } from './lazy-intl';
import { fromCentavos } from './money';

/** By country and by whether the minor units show: the currency formatter of that country's locale. */
const moneyFormats = new Map<string, NumberFormatter>();

/** The currency formatter of `code`, with its minor units (`withMinor`) or without. */
function moneyFormat(code: CountryCode, withMinor: boolean): NumberFormatter {
  const key = `${code}:${withMinor}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const { locale, currency } = COUNTRIES[code];
    const digits = withMinor ? 2 : 0;
    format = lazyNumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount of country `code`'s currency as people there read it (docs/architecture.md §7.1, ADR 0051):
 * its locale's currency format, a whole amount without minor units where the market writes prices so
 * (Argentina: `3000000` → `$ 30.000`, `3000050` → `$ 30.000,50`) and always with them elsewhere
 * (México `$30,000.00`, Brasil `R$ 150,00`). Spaces are Intl's no-break spaces. For display only.
 * @param minor - integer minor units (centavos) of the country's currency
 * @throws RangeError when `minor` is not a safe integer
 */
export function formatMoney(minor: number, code: CountryCode): string {
  const { minorPerUnit, wholeWithoutMinor } = COUNTRIES[code];
  // Exact: the decimal text of the minor units (`fromCentavos`: two digits, as ISO 4217 gives ARS, MXN
  // and BRL), never a float division.
  const text = fromCentavos(minor) as Intl.StringNumericLiteral;
  return moneyFormat(code, !(minor % minorPerUnit === 0 && wholeWithoutMinor)).format(text);
}
