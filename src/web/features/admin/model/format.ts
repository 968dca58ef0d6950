/**
 * How the administration screens write instants, days, months, amounts and audit values: Buenos Aires
 * time (SALES_TIME_ZONE) through `Intl` (ECMA-402), never the browser's zone, month names in the page's
 * language (ADR 0055); money in exact integer centavos (docs/architecture.md §3 "money"). Pure functions, unit-tested.
 *
 * The centavo arithmetic here is BigInt rather than `shared/domain/money`'s helpers: that module sits in a
 * chunk every first screen loads (for the money format), and each of its exports used here would be shipped
 * to those screens too (ADR 0013 budgets). Display still goes through `formatMoney` in the amount's
 * currency (`lib/format.ts`, ADR 0053).
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { endOfDay, startOfDay } from 'date-fns';
import { SALES_TIME_ZONE } from '../../../../shared/constants/sales';
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const monthFormat = lazyDateTimeFormat(activeLocale, { timeZone: 'UTC', month: 'short', year: 'numeric' });

/**
 * Instants and days as the sales screen writes them (one definition, `lib/format-dates.ts`):
 * `formatInstant` "24/11/2026, 09:30" and `formatDate` "24/11/2026" in Buenos Aires, `formatDay` a
 * calendar day `YYYY-MM-DD` as "24/11/2026".
 */
export {
  formatDay,
  formatSaleDay as formatDate,
  formatSaleTime as formatInstant,
} from '../../../lib/format-dates';

/** A month `YYYY-MM` as a label in the page's language ("nov 2026" in es-AR, "nov. de 2026" in pt-BR). */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** Today's calendar day in Buenos Aires, `YYYY-MM-DD` (a payout's default day). */
export const todayInBuenosAires = (now: Date = new Date()): string => isoDayFormat.format(now);

/** The calendar day `YYYY-MM-DD` at noon in Buenos Aires (IANA tz database, through @date-fns/tz). */
function buenosAiresDay(day: string): TZDate {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, 12, SALES_TIME_ZONE);
}

/** The first and last instants of a Buenos Aires day, ISO 8601 with its offset, for the audit log's range. */
export const dayStart = (day: string): string => startOfDay(buenosAiresDay(day)).toISOString();
export const dayEnd = (day: string): string => endOfDay(buenosAiresDay(day)).toISOString();

const WIRE_DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** The exact centavos of a wire decimal text (`"1500.5"` → `150050n`). @throws RangeError otherwise */
export function centavos(text: string): bigint {
  const match = WIRE_DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${text}`);
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** Centavos as a wire decimal text with two places (`150050n` → `"1500.50"`). */
export function decimalText(value: bigint): string {
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The exact sum of wire decimal texts. */
export const sumAmounts = (amounts: readonly string[]): string =>
  decimalText(amounts.reduce((sum, a) => sum + centavos(a), 0n));

/**
 * An amount as typed by a person into the wire's decimal text ("15.000,50", "15000,5", "$ 15000.50" →
 * "15000.50"), or null when it is not a positive amount with at most two decimals and ten digits.
 */
export function parseAmount(text: string): string | null {
  let value = text.replace(/[\s$]/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) return null;
  const amount = centavos(value);
  return amount > 0n ? decimalText(amount) : null;
}

/** `due − amount` in exact centavos, as a wire decimal text ("2000.00" − "500.50" → "1499.50"). */
export const subtractAmount = (due: string, amount: string): string =>
  decimalText(centavos(due) - centavos(amount));

/** One value of an audit entry's `before`/`after` as text (`yes`/`no` for booleans, `none` for null). */
export function auditValue(value: unknown, words: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (
    typeof value === 'object' &&
    '$numberDecimal' in value &&
    typeof (value as { $numberDecimal: unknown }).$numberDecimal === 'string'
  )
    return (value as { $numberDecimal: string }).$numberDecimal;
  if (Array.isArray(value) && value.length === 0) return words.none;
  return JSON.stringify(value);
}

/** The keys of an audit entry's `before` and `after`, in order of appearance, each with both values. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { key: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({ key, before: before?.[key], after: after?.[key] }));
}
