/**
 * The term of the withdrawal right of an order (ADR 0056 "Left to do"): its length and unit are its
 * country's law (`WITHDRAWAL_LAWS`, src/shared/domain/withdrawal-laws.ts): Argentina 10 calendar days
 * (Ley 24.240 art. 34), Brasil 7 calendar days (CDC, Lei 8.078/1990, art. 49), México 5 business days
 * (LFPC art. 56). Days are counted in the time zone of the order's gym, as the law's countries count
 * terms: the day of the purchase is not counted and the term ends at the end of its last day (Código
 * Civil y Comercial de la Nación art. 6 in Argentina; Código Civil, Lei 10.406/2002, art. 132 in
 * Brasil). Business days are Monday to Friday that are not official rest days of the country (México:
 * Ley Federal del Trabajo art. 74, ./rest-days). Pure: no database, no clock.
 * @module
 */
import { tz } from '@date-fns/tz';
import { addDays, endOfDay, format, isWeekend } from 'date-fns';
import type { CountryCode } from '../../../shared/domain/countries';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { isRestDay } from './rest-days';

/**
 * The day (in the zone of `zone`) that is the `count`th business day after `from`'s day: Monday to
 * Friday and not a rest day of `country` (./rest-days; LFPC art. 56 counts "días hábiles").
 */
function addWorkingDays(
  from: Date,
  count: number,
  country: CountryCode,
  zone: { in: ReturnType<typeof tz> },
): Date {
  let day = from;
  for (let counted = 0; counted < count;) {
    day = addDays(day, 1, zone);
    if (!isWeekend(day, zone) && !isRestDay(country, format(day, 'yyyy-MM-dd', zone))) counted += 1;
  }
  return day;
}

/**
 * The last instant at which an order paid at `paidAt` may still be withdrawn from: the end of the day
 * (in `timeZone`) that is the country's number of days, or of business days (weekends and the
 * country's rest days skipped), after the payment's day.
 * @param timeZone - an IANA zone (the order's gym's `gyms.time_zone`)
 * @throws RangeError from `Intl` when `timeZone` is not a zone
 * @throws Error when the country counts business days and has no calendar of rest days (./rest-days)
 */
export function withdrawalDeadline(paidAt: Date, country: CountryCode, timeZone: string): Date {
  const { days, businessDays } = WITHDRAWAL_LAWS[country];
  const zone = { in: tz(timeZone) };
  const lastDay = businessDays ? addWorkingDays(paidAt, days, country, zone) : addDays(paidAt, days, zone);
  return new Date(endOfDay(lastDay, zone).getTime());
}

/**
 * Whether an order paid at `paidAt` in `country` may still be withdrawn from at `now`. An order whose
 * gyms lie in several zones takes the latest deadline of them (the one most favourable to the buyer).
 * @param timeZones - the IANA zones of the order's gyms (at least one)
 */
export function withinWithdrawalWindow(
  paidAt: Date,
  country: CountryCode,
  timeZones: readonly string[],
  now: Date,
): boolean {
  return timeZones.some((zone) => now.getTime() <= withdrawalDeadline(paidAt, country, zone).getTime());
}
