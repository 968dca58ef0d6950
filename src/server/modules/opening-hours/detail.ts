/**
 * The gym detail's opening fields (ADR 0025 "Opening hours"): the hours, the zone, open now and the next
 * change (exact, from the library), and the next 7 local days as rows for the page's week table.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { OpeningDay } from '../../../shared/contract/opening-hours';
import { OPEN_WEEK_DAYS } from '../../../shared/constants/opening-hours';
import { evaluatorFor, isOpenAt, nextChangeAfter, openIntervals, type GymHours } from './evaluate';
import { toShadow } from './zone';

/** What the detail answer says about hours. */
export interface OpeningDetail {
  openingHours: string | null;
  timeZone: string;
  openNow: boolean | null;
  nextChange: string | null;
  openingWeek: OpeningDay[];
}

/** The stored fields of a gym the detail needs. */
export interface HoursRow {
  openingHours: string | null;
  timeZone: string;
  country: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public holiday's name on a gym-local day, from an evaluator of the value `PH` (the library names
 * the holiday in its comment); undefined on other days or where the library has no holidays for the country.
 * @param noon A shadow date at local noon of the day ({@link toShadow}).
 */
function holidayName(country: string, noon: Date): string | undefined {
  const ph = evaluatorFor('PH', { country });
  if (!ph) return undefined;
  try {
    return ph.getState(noon) ? (ph.getComment(noon) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** `HH:mm` of an instant in the gym's zone; the day's end shows as `24:00`. */
const wallTime = (at: Date, dayEnd: Date, timeZone: string): string =>
  at.getTime() >= dayEnd.getTime() ? '24:00' : format(new TZDate(at.getTime(), timeZone), 'HH:mm');

/**
 * The next 7 local days from the gym's today: open ranges per day (a range past midnight is cut at
 * 24:00 and continues at 00:00 the next day), ISO weekday and holiday name.
 */
export function openingWeekOf(hours: GymHours, now: Date): OpeningDay[] {
  const today = new TZDate(now.getTime(), hours.timeZone);
  const days: OpeningDay[] = [];
  for (let i = 0; i < OPEN_WEEK_DAYS; i += 1) {
    const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + i, hours.timeZone);
    const end = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + i + 1, hours.timeZone);
    const ranges = openIntervals(hours, start, end).map((r) => ({
      from: wallTime(r.from, end, hours.timeZone),
      to: wallTime(r.to, end, hours.timeZone),
    }));
    const isoDay = start.getDay() === 0 ? 7 : start.getDay();
    const holiday = holidayName(
      hours.country,
      toShadow(new Date(start.getTime() + DAY_MS / 2), hours.timeZone),
    );
    days.push({
      date: format(start, 'yyyy-MM-dd'),
      weekday: isoDay,
      ranges,
      ...(holiday ? { holiday } : {}),
    });
  }
  return days;
}

/**
 * The detail's opening fields of a gym at `now`; with unknown (or unparsable) hours, `openNow` and
 * `nextChange` are null and the week is empty.
 */
export function openingDetailOf(row: HoursRow, now: Date): OpeningDetail {
  const unknown = {
    openingHours: row.openingHours,
    timeZone: row.timeZone,
    openNow: null,
    nextChange: null,
    openingWeek: [],
  };
  if (row.openingHours === null) return unknown;
  const hours: GymHours = { openingHours: row.openingHours, timeZone: row.timeZone, country: row.country };
  const openNow = isOpenAt(hours, now);
  if (openNow === null) return unknown;
  const next = nextChangeAfter(hours, now, new Date(now.getTime() + OPEN_WEEK_DAYS * DAY_MS));
  return {
    openingHours: row.openingHours,
    timeZone: row.timeZone,
    openNow,
    nextChange: next ? next.toISOString() : null,
    openingWeek: openingWeekOf(hours, now),
  };
}
