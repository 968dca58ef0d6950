/**
 * A gym's local day (docs/architecture.md §7: what a person reads is in the gym's own zone): the day of
 * an open-gym visit is a date `YYYY-MM-DD` in `gyms.time_zone`, which starts and ends at the gym's midnights.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DATE_PATTERN } from '../../../../shared/constants/classes';

/** The instant local date `day` starts in `timeZone`, `plusDays` later; null when `day` is no real date. */
export function dayStart(day: string, timeZone: string, plusDays = 0): Date | null {
  const match = DATE_PATTERN.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return new Date(new TZDate(y, m - 1, d + plusDays, 0, 0, timeZone).getTime());
}

/** The local date `YYYY-MM-DD` of instant `at` in `timeZone`. */
export const localDay = (at: Date, timeZone: string): string =>
  format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');

/** The first and last local dates of the month of `day` (`YYYY-MM-DD`). */
export function monthOf(day: string): { first: string; last: string } {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${day.slice(0, 7)}-01`, last: `${day.slice(0, 7)}-${String(days).padStart(2, '0')}` };
}
