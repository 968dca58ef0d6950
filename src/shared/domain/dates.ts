/**
 * Instants as people read them (`Intl`, ECMA-402), never in the zone of the machine that formats them.
 * Sales, payouts and the marketing list write Buenos Aires days in figures ("24/11/2026, 09:30"; zone
 * SALES_TIME_ZONE, ADR 0015), which es-AR, es-MX and pt-BR write alike (dates.test.ts checks it), so
 * they take no locale. {@link localDayAndTime} names days and months, in the reader's language
 * (ADR 0055) and the gym's zone (docs/architecture.md §7).
 * @module
 */
import { SALES_TIME_ZONE } from '../constants/sales';

const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: SALES_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('es-AR', {
  timeZone: SALES_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An instant (a `Date` or an ISO 8601 string) as "24/11/2026, 09:30", Buenos Aires time, 24-hour clock. */
export const formatBuenosAiresDateTime = (instant: Date | string): string =>
  dateTime.format(new Date(instant));

/** An instant (a `Date` or an ISO 8601 string) as the Buenos Aires day "24/11/2026". */
export const formatBuenosAiresDay = (instant: Date | string): string => day.format(new Date(instant));

const isoMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The Buenos Aires month of an instant as `YYYY-MM` (ISO 8601), e.g. for a statement's month. */
export const buenosAiresMonth = (instant: Date | string = new Date()): string =>
  isoMonth.format(new Date(instant)).slice(0, 7);

/**
 * The day and the hour (24-hour clock) of instant `at` in the IANA zone `timeZone`, written in `locale`
 * (ECMA-402): in es-AR `'full'` gives ["lunes, 30 de noviembre de 2026", "19:00"] and `'noYear'` gives
 * ["lunes, 30 de noviembre", "19:00"] (short enough for a notification); pt-BR gives
 * ["segunda-feira, 30 de novembro de 2026", "19:00"]. The gym's own zone, not the machine's
 * (docs/architecture.md §7); the reader's language, not always es-AR (ADR 0055).
 * @param locale - BCP 47 tag of the reader's language: the caller passes the active locale
 *   (`activeLocale()` of `shared/messages/i18n/active.ts`: the request's or the job's recipient's on the
 *   server, the page's in the browser), which this module cannot import (docs/architecture.md §2)
 * @throws RangeError for a `timeZone` or `locale` that `Intl` does not know
 */
export function localDayAndTime(
  at: Date,
  timeZone: string,
  locale: string,
  style: 'full' | 'noYear' = 'full',
): [string, string] {
  const dayOptions: Intl.DateTimeFormatOptions =
    style === 'full' ? { dateStyle: 'full' } : { weekday: 'long', day: 'numeric', month: 'long' };
  const day = new Intl.DateTimeFormat(locale, { timeZone, ...dayOptions }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return [day, time];
}
