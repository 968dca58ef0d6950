/**
 * The official rest days that a business-day term skips (ADR 0056), per country whose withdrawal law
 * counts business days (`WITHDRAWAL_LAWS[country].businessDays`): today México only, whose LFPC art. 56
 * gives 5 business days. Mexico's rest days are those of the Ley Federal del Trabajo, art. 74: 1 January;
 * the first Monday of February; the third Monday of March; 1 May; 16 September; the third Monday of
 * November; 1 October every six years, when the federal executive changes hands (2024, 2030, …); and
 * 25 December. Its fraction IX (the days of ordinary elections, set by each electoral law) is not
 * covered. The rules are date-holidays' `MX` data of type `public` (the library's `bank` and
 * `observance` days — Holy Thursday and Friday, 2 November, 12 December, Mothers' Day — are not rest
 * days of art. 74 and are not skipped), with one correction: the library (3.37.0) still puts the
 * transmission of power on 1 December, which art. 74 fraction VII now puts on 1 October: from 2024 on
 * the president takes office that day (Constitución Política, art. 83, as amended in 2014).
 * @module
 */
import Holidays from 'date-holidays';
import type { CountryCode } from '../../../shared/domain/countries';

/** The library's rule for the transmission of power on 1 December (date-holidays' MX.yaml). */
const DECEMBER_TRANSMISSION = '12-01 every 6 years since 1934';
/** LFT art. 74 fraction VII since 2024: 1 October, every six years. */
const OCTOBER_TRANSMISSION = '10-01 every 6 years since 2024';

/** Mexico's federal calendar, rest days (type `public`) only, with the transmission corrected. */
function mexicanCalendar(): Holidays {
  const calendar = new Holidays('MX', { languages: ['es'], types: ['public'] });
  const name = { es: 'Transmisión del Poder Ejecutivo Federal' };
  const set =
    calendar.setHoliday(DECEMBER_TRANSMISSION, { name, type: 'public', active: [{ to: '2023-12-31' }] }) &&
    // `since` sets the cycle only, not the first year: `active` does.
    calendar.setHoliday(OCTOBER_TRANSMISSION, { name, type: 'public', active: [{ from: '2024-01-01' }] });
  if (!set) throw new Error('date-holidays refused the rule of the transmission of power (LFT art. 74)');
  return calendar;
}

let mexico: Holidays | undefined;
/** The rest days of each year already asked, as ISO dates (`2026-11-16`). */
const years = new Map<number, ReadonlySet<string>>();

/** Mexico's rest days of `year`, built once per year. */
function restDaysOf(year: number): ReadonlySet<string> {
  let days = years.get(year);
  if (!days) {
    mexico ??= mexicanCalendar();
    // `date` is the local calendar day, `yyyy-MM-dd 00:00:00`.
    days = new Set(mexico.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    years.set(year, days);
  }
  return days;
}

/**
 * Mexico's rest days of `year` (LFT art. 74, see the module doc), as ISO 8601 calendar dates
 * (`yyyy-MM-dd`), in calendar order. The same in every Mexican time zone: they are calendar days.
 */
export function mexicanRestDays(year: number): readonly string[] {
  return [...restDaysOf(year)].sort();
}

/**
 * Whether `day` (an ISO 8601 calendar date, `yyyy-MM-dd`, in the gym's zone) is an official rest day
 * in `country`, which a business-day term does not count.
 * @throws Error when `country` has no calendar of rest days here (only México's law counts business
 *   days; a new country whose law does needs its calendar first)
 */
export function isRestDay(country: CountryCode, day: string): boolean {
  if (country !== 'MX') throw new Error(`No calendar of rest days for ${country}`);
  return restDaysOf(Number(day.slice(0, 4))).has(day);
}
