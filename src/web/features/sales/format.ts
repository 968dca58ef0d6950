/**
 * How the sales screen writes dates, months and amounts: Buenos Aires time (SALES_TIME_ZONE) and es-AR
 * conventions through `Intl` (ECMA-402), never the browser's own zone.
 * @module
 */
import { formatBuenosAiresDateTime, formatBuenosAiresDay } from '../../../shared/domain/dates';

const monthFormat = new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', month: 'short', year: '2-digit' });

/** An instant (ISO 8601) as "24/11/2026, 09:30" in Buenos Aires. */
export const formatSaleTime = (iso: string): string => formatBuenosAiresDateTime(iso);

/** An instant (ISO 8601) as "24/11/2026" in Buenos Aires. */
export const formatSaleDay = (iso: string): string => formatBuenosAiresDay(iso);

/** A calendar day `YYYY-MM-DD` as "24/11/2026" (the day itself, no zone shift). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** A month `YYYY-MM` as a short es-AR label ("nov 26"). */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/** A wire decimal as the plain es-AR number a spreadsheet reads: "25000,5" → "25000,50" (no thousands). */
export const csvDecimal = (value: string): string => Number(value).toFixed(2).replace('.', ',');
