/**
 * Prices as people in Argentina write them (es-AR: `.` groups thousands, `,` marks the decimals), read
 * into the decimal form the API and the database use, and written back the same way. Shared by the
 * contract (the edge: `priceSchema`) and the forms.
 *
 * Accepted: `30000`, `30.000`, `1.250.000`, `30.000,50`, `30000,5`, `$ 30.000`, `$30.000`, `ARS 30.000`
 * (spaces, non-breaking spaces and a leading `$` or `ARS` are ignored). A dot followed by one or two
 * digits is a decimal point (`1500.50`, the wire's decimal strings); a dot followed by three digits
 * groups thousands, as in es-AR. Commas are decimal marks only; thousands groups must have 3 digits.
 * @module
 */

const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const PLAIN = /^\d+$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;
const FRACTION = /^\d{1,2}$/;

/**
 * The decimal text of a price typed in es-AR, e.g. `"$ 30.000,50"` → `"30000.50"`, `"30.000"` → `"30000"`.
 * @returns the amount as digits with an optional `.` and 1–2 decimals, or null when the text is not an
 *   amount written in one of the accepted ways (negative amounts included)
 */
export function parseArsPrice(input: string): string | null {
  const text = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(?:ARS|\$)+/i, '')
    .replace(/^\$/, '');
  if (text === '') return null;
  const [whole = '', fraction, extra] = text.split(',');
  if (extra !== undefined) return null;
  if (fraction !== undefined && !FRACTION.test(fraction)) return null;
  let digits: string;
  if (PLAIN.test(whole)) digits = whole;
  else if (GROUPED.test(whole)) digits = whole.replace(/\./g, '');
  else if (fraction === undefined && DOT_DECIMAL.test(whole)) return whole;
  else return null;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

const grouped = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/**
 * A price for a form field, written as es-AR does without the currency sign: `30000` → `"30.000"`,
 * `30000.5` → `"30.000,50"` (two decimals when there are centavos).
 */
export function formatArsPriceInput(amount: number): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return hasCents
    ? new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
    : grouped.format(amount);
}
