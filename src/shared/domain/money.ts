/**
 * Exact money arithmetic in integer centavos (docs/architecture.md §3 "money": never JS floats on amounts).
 * Amounts travel as decimal strings with two places (PostgreSQL `numeric(12,2)`, wire
 * `{"$numberDecimal": "1500.00"}`); here they become integer centavos, are added and multiplied
 * exactly, and are written back as strings. Every centavo amount this product handles is far below
 * `Number.MAX_SAFE_INTEGER` (2^53 − 1): the largest product, commission percent × order total, is
 * ≤ 10^4 × 5·10^8 = 5·10^12.
 * @module
 */
import { lazyNumberFormat } from './lazy-intl';
import { CENTAVOS_PER_PESO } from '../constants/commerce';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses an ARS decimal string (`"1500"`, `"1500.5"`, `"1500.50"`) into integer centavos.
 * @throws RangeError when the text is not a decimal with at most 2 places, or exceeds the safe range
 */
export function toCentavos(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const centavos = Number(whole) * CENTAVOS_PER_PESO + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Amount out of range: ${value}`);
  return sign === '-' ? -centavos : centavos;
}

/** Writes integer centavos as an ARS decimal string with exactly 2 places (`150050` → `"1500.50"`). */
export function fromCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a whole number of centavos: ${centavos}`);
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const whole = Math.floor(abs / CENTAVOS_PER_PESO);
  const cents = abs % CENTAVOS_PER_PESO;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

// Pure: a bundle that never calls formatArs (the web's; it writes amounts with formatAmount) drops them.
const arsWhole = /*#__PURE__*/ lazyNumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const arsCentavos = /*#__PURE__*/ lazyNumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** A decimal string whose centavos are zero ("25000", "25000.0", "25000.00"). */
const WHOLE_DECIMAL = /^\s*-?\d+(?:\.0*)?\s*$/;

/**
 * The one way BuscaGym shows an ARS amount to people (web, receipts, mails; ADR 0026): es-AR currency
 * format, without centavos when the amount is whole and with both otherwise — `"25000.00"` →
 * `$ 25.000`, `"25000.5"` → `$ 25.000,50`. The space after `$` is Intl's no-break space. An ARS amount
 * reads so on a page or in a mail in any language (ADR 0055): its currency, not the reader's language,
 * chooses the format, as `formatAmount` (./currency) does for every currency (ADR 0053). A decimal
 * string is handed to Intl as it is (an exact decimal, never a float); for display only.
 * @param amount - pesos: a decimal string (`"1500.50"`) or a number
 */
export function formatArs(amount: string | number): string {
  const whole = typeof amount === 'number' ? Number.isInteger(amount) : WHOLE_DECIMAL.test(amount);
  const format = whole ? arsWhole : arsCentavos;
  return format.format(typeof amount === 'number' ? amount : (amount.trim() as Intl.StringNumericLiteral));
}

/** Line total: unit price × quantity, in centavos (exact). */
export function lineTotal(unitCentavos: number, qty: number): number {
  return unitCentavos * qty;
}

/** Sum of centavo amounts (exact). */
export function sumCentavos(amounts: readonly number[]): number {
  return amounts.reduce((a, b) => a + b, 0);
}

/**
 * BuscaGym's commission on a sale: `gross × percent / 100`, rounded to the centavo **half up** (half
 * away from zero for the non-negative amounts we have: 0.5 centavo → 1), the usual commercial rule
 * (ADR 0008). `percent` is the plan's `commissionPercent`, a decimal string with at most 2 places
 * (`"12.50"`), so the maths is exact in integers: percent in hundredths × gross centavos / 10 000.
 * @returns `{ commission, net }` in centavos, `commission + net = gross`
 * @throws RangeError for a negative gross or a percent outside 0–100
 */
export function splitCommission(grossCentavos: number, percent: string): { commission: number; net: number } {
  const hundredths = toCentavos(percent); // "12.50" → 1250 (same two-place parsing)
  if (grossCentavos < 0 || hundredths < 0 || hundredths > 100 * CENTAVOS_PER_PESO)
    throw new RangeError(`Bad commission input: ${grossCentavos} × ${percent}%`);
  const scaled = grossCentavos * hundredths; // centavos × 10 000
  const commission = Math.floor((scaled + 5_000) / 10_000);
  return { commission, net: grossCentavos - commission };
}
