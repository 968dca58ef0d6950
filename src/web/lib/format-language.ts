/**
 * Counts, percentages and days in the page's language (ADR 0055) for the screens after the first: the
 * sales and administration figures, a profile's "since". Kept apart from format.ts, which the first
 * screens load. Each formatter is made on first use, one per locale (`shared/domain/lazy-intl.ts`,
 * ADR 0050); es-AR pages read what `toLocaleString('es-AR')` and `Intl.DateTimeFormat('es-AR')` wrote.
 * @module
 */
import { lazyDateTimeFormat, lazyNumberFormat } from '../../shared/domain/lazy-intl';
import { activeLocale } from '../../shared/messages/i18n/active';

const plainNumber = /*#__PURE__*/ lazyNumberFormat(activeLocale);
const longDate = /*#__PURE__*/ lazyDateTimeFormat(activeLocale, { dateStyle: 'long' });

/**
 * A count or a percentage as the page's language writes it, with `Intl.NumberFormat`'s defaults (digit
 * grouping, up to three decimals): 1234 → "1.234" on es-AR and pt-BR pages, "1,234" on es-MX ones;
 * 12.5 → "12,5" / "12.5".
 */
export const formatNumber = (value: number): string => plainNumber.format(value);

/**
 * An instant (ISO 8601) as a long day of the browser's zone in the page's language: "3 de mayo de
 * 2026" (es-AR, es-MX), "3 de maio de 2026" (pt-BR).
 */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));
