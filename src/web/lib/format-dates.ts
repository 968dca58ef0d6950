/**
 * Instants and days as the sales screen writes them, also in the console, the clients screen and the
 * plan status: Buenos Aires time (SALES_TIME_ZONE), never the browser's own zone (kept apart from
 * format.ts, which the first screen loads).
 * @module
 */
import { formatBuenosAiresDateTime, formatBuenosAiresDay } from '../../shared/domain/dates';

/** An instant (ISO 8601) as "24/11/2026, 09:30" in Buenos Aires. */
export const formatSaleTime = (iso: string): string => formatBuenosAiresDateTime(iso);

/** An instant (ISO 8601) as "24/11/2026" in Buenos Aires. */
export const formatSaleDay = (iso: string): string => formatBuenosAiresDay(iso);

/** A calendar day `YYYY-MM-DD` as "24/11/2026" (the day itself, no zone shift). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
