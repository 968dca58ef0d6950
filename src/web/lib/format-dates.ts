/**
 * Instants and days as the sales screen writes them, also in the console, the clients screen and the
 * plan status: Buenos Aires time (SALES_TIME_ZONE), never the browser's own zone. Also the counts of
 * those screens and a profile's "since", in the page's language (ADR 0055). Kept apart from format.ts,
 * which the first screen loads.
 * @module
 */
import { formatBuenosAiresDateTime, formatBuenosAiresDay } from '../../shared/domain/dates';
import { lazyDateTimeFormat, lazyNumberFormat } from '../../shared/domain/lazy-intl';
import { activeLocale } from '../../shared/messages/i18n/active';

/** An instant (ISO 8601) as "24/11/2026, 09:30" in Buenos Aires. */
export const formatSaleTime = (iso: string): string => formatBuenosAiresDateTime(iso);

/** An instant (ISO 8601) as "24/11/2026" in Buenos Aires. */
export const formatSaleDay = (iso: string): string => formatBuenosAiresDay(iso);

/** A calendar day `YYYY-MM-DD` as "24/11/2026" (the day itself, no zone shift). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

// One formatter per locale, made on first use (shared/domain/lazy-intl.ts, ADR 0050).
const plainNumber = /*#__PURE__*/ lazyNumberFormat(activeLocale);
const longDate = /*#__PURE__*/ lazyDateTimeFormat(activeLocale, { dateStyle: 'long' });

/**
 * A count or a percentage as the page's language writes it, with `Intl.NumberFormat`'s defaults (digit
 * grouping, up to three decimals): 1234 → "1.234" on es-AR and pt-BR pages, "1,234" on es-MX ones;
 * 12.5 → "12,5" / "12.5". es-AR reads as `toLocaleString('es-AR')` wrote it.
 */
export const formatNumber = (value: number): string => plainNumber.format(value);

/**
 * An instant (ISO 8601) as a long day of the browser's zone in the page's language, as a profile's
 * "since" reads: "3 de mayo de 2026" (es-AR, es-MX), "3 de maio de 2026" (pt-BR).
 */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));
