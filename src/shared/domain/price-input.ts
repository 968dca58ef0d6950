/**
 * Prices as people write them in each country BuscaGym sells in (docs/architecture.md §7.1, ADR 0051,
 * ADR 0053), read into the decimal form the API and the database use, and written back the same way.
 * Shared by the contract (the edge: `priceSchemaIn`) and the forms.
 *
 * The separators are each locale's in CLDR (Unicode CLDR, number symbols of `es-AR`, `es-MX`, `pt-BR`;
 * the unit test checks them against `Intl`): Argentina and Brasil group thousands with `.` and mark the
 * decimals with `,` (`30.000,50`, `R$ 1.250,50`); México groups with `,` and marks decimals with `.`
 * (`$1,250.50`). Spaces, no-break spaces and a leading currency sign or ISO 4217 code of the country are
 * ignored (`$`/`ARS`, `R$`/`BRL`, `$`/`MXN`).
 *
 * The rule for ambiguous text: a group separator is only read as one when it is followed by groups of
 * exactly three digits, and a decimal mark by one or two digits (the currencies have two minor-unit
 * digits, ISO 4217); anything else is refused, never guessed. So `1.500` is 1500 in Argentina and Brasil
 * and refused in México (three decimals), `1,500` is 1500 in México and refused in Argentina and Brasil,
 * and `1,50` is 1.50 in Argentina and Brasil and refused in México (neither 150 nor 1.50: a comma there
 * groups three digits). Where the decimal mark is a comma, a dot followed by one or two digits is also
 * read as a decimal point (`1500.50`, the wire's decimal strings), which no grouping could mean.
 * @module
 */
import { COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from './countries';
import { lazyNumberFormat, type NumberFormatter } from './lazy-intl';

/** How a country writes an amount: its separators (CLDR) and the prefixes a typed price may carry. */
interface PriceWriting {
  /** Thousands separator. */
  group: '.' | ',';
  /** Decimal mark. */
  decimal: ',' | '.';
  /** Currency signs and codes that may lead a typed price, longest first. */
  prefixes: readonly string[];
}

/** Each country's writing of prices (separators per CLDR, signs per each locale's currency format). */
export const PRICE_WRITINGS: Readonly<Record<CountryCode, PriceWriting>> = {
  AR: { group: '.', decimal: ',', prefixes: ['ARS', '$'] },
  MX: { group: ',', decimal: '.', prefixes: ['MXN', 'MX$', '$'] },
  BR: { group: '.', decimal: ',', prefixes: ['BRL', 'R$'] },
};

const PLAIN = /^\d+$/;
const FRACTION = /^\d{1,2}$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;
const SPACES = /[\s\u00a0\u202f]/g;

/** `^\d{1,3}(?:G\d{3})+$` for group separator `G`. */
const groupedBy = (group: string) => new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`);
const GROUPED: Readonly<Record<PriceWriting['group'], RegExp>> = { '.': groupedBy('.'), ',': groupedBy(',') };

/** `text` without its leading currency signs or codes of `writing` (case-insensitive). */
function withoutPrefixes(text: string, writing: PriceWriting): string {
  let rest = text;
  for (let found = true; found;) {
    found = false;
    for (const prefix of writing.prefixes)
      if (rest.toUpperCase().startsWith(prefix)) {
        rest = rest.slice(prefix.length);
        found = true;
      }
  }
  return rest;
}

/**
 * The decimal text of a price typed as people in `country` write it (module rules), e.g. Argentina
 * `"$ 30.000,50"` → `"30000.50"`, México `"$1,250.50"` → `"1250.50"`, Brasil `"R$ 1.250,50"` →
 * `"1250.50"`.
 * @param country - the gym's country (ISO 3166-1 alpha-2); Argentina's writing when absent
 * @returns the amount as digits with an optional `.` and 1–2 decimals, or null when the text is not an
 *   amount written in one of the accepted ways (negative amounts and exponents included)
 */
export function parsePrice(input: string, country: CountryCode = DEFAULT_COUNTRY): string | null {
  const writing = PRICE_WRITINGS[country];
  const text = withoutPrefixes(input.replace(SPACES, ''), writing);
  if (text === '') return null;
  const [whole = '', fraction, extra] = text.split(writing.decimal);
  if (extra !== undefined) return null;
  if (fraction !== undefined && !FRACTION.test(fraction)) return null;
  let digits: string;
  if (PLAIN.test(whole)) digits = whole;
  else if (GROUPED[writing.group].test(whole)) digits = whole.split(writing.group).join('');
  else if (writing.decimal === ',' && fraction === undefined && DOT_DECIMAL.test(whole)) return whole;
  else return null;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** Argentina's case of {@link parsePrice} (`"$ 30.000,50"` → `"30000.50"`), kept for ARS-only screens. */
export function parseArsPrice(input: string): string | null {
  return parsePrice(input, 'AR');
}

/** By country and by whether the minor units show: the plain number formatter of its locale. */
const inputFormats = new Map<string, NumberFormatter>();

function inputFormat(country: CountryCode, withMinor: boolean): NumberFormatter {
  const key = `${country}:${withMinor}`;
  let format = inputFormats.get(key);
  if (!format) {
    const digits = withMinor ? 2 : 0;
    format = lazyNumberFormat(COUNTRIES[country].locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    inputFormats.set(key, format);
  }
  return format;
}

/**
 * A price for a form field, written as people in `country` write it, without the currency sign (its
 * locale's `Intl` number format): with two decimals when it has cents or where the country always
 * writes them (`wholeWithoutMinor`, ./countries). Argentina `30000` → `"30.000"`, `30000.5` →
 * `"30.000,50"`; México `1250.5` → `"1,250.50"`, `900` → `"900.00"`; Brasil `150` → `"150,00"`.
 * {@link parsePrice} of `country` reads it back.
 * @param amount - units of the country's currency
 */
export function formatPriceInput(amount: number, country: CountryCode = DEFAULT_COUNTRY): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return inputFormat(country, hasCents || !COUNTRIES[country].wholeWithoutMinor).format(amount);
}

/** Argentina's case of {@link formatPriceInput} (`30000` → `"30.000"`), kept for ARS-only screens. */
export function formatArsPriceInput(amount: number): string {
  return formatPriceInput(amount, 'AR');
}
