/**
 * `gyms.open_week`: the UTC minutes of the week (0 = Monday 00:00 UTC … 10 079, as SQL's
 * `minute_of_week(timestamptz)`) during which a gym is open in the 7 days from its window start, written
 * as PostgreSQL `int4multirange` text (ADR 0025 "Opening hours"). The catalogue filters with
 * `open_week @> minute_of_week(instant)` for any instant inside the window.
 * @module
 */
import { MINUTES_PER_WEEK, OPEN_WEEK_DAYS } from '../../../shared/constants/opening-hours';
import { evaluatorFor, openIntervals, type GymHours } from './evaluate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** 1970-01-05 00:00 UTC was a Monday: minute-of-week origin for epoch arithmetic. */
const MONDAY_EPOCH_MS = 4 * DAY_MS;

/** The window start for `now`: the start of the UTC hour `now` is in (ADR 0025). */
export function windowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** The UTC minute of the week of an instant (0 = Monday 00:00 UTC … 10 079), as SQL's `minute_of_week`. */
export function minuteOfWeek(at: Date): number {
  const minutes = Math.floor((at.getTime() - MONDAY_EPOCH_MS) / MINUTE_MS);
  return ((minutes % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
}

/** Half-open ranges of minutes `[from, to)`, sorted, disjoint and not touching. */
export type MinuteRanges = [number, number][];

/**
 * The open minutes of the week for a gym's window [`from`, `from` + 7 days): its open intervals mapped to
 * UTC minutes of the week, split at the week's wrap (Sunday 24:00 UTC), merged.
 */
export function openWeekRanges(hours: GymHours, from: Date): MinuteRanges {
  const to = new Date(from.getTime() + OPEN_WEEK_DAYS * DAY_MS);
  const ranges: MinuteRanges = [];
  for (const interval of openIntervals(hours, from, to)) {
    const start = Math.floor(interval.from.getTime() / MINUTE_MS);
    const end = Math.ceil(interval.to.getTime() / MINUTE_MS);
    const first = minuteOfWeek(new Date(start * MINUTE_MS));
    const length = Math.min(end - start, MINUTES_PER_WEEK);
    if (first + length <= MINUTES_PER_WEEK) ranges.push([first, first + length]);
    else ranges.push([first, MINUTES_PER_WEEK], [0, first + length - MINUTES_PER_WEEK]);
  }
  return mergeRanges(ranges);
}

/** Sorts and merges overlapping or touching ranges. */
export function mergeRanges(ranges: MinuteRanges): MinuteRanges {
  const sorted = [...ranges].filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: MinuteRanges = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** PostgreSQL's canonical `int4multirange` text of ranges: `{[480,1320),[1920,2760)}`, `{}` when empty. */
export function multirangeText(ranges: MinuteRanges): string {
  return `{${ranges.map(([a, b]) => `[${a},${b})`).join(',')}}`;
}

/** Reads `int4multirange` text (as PostgreSQL writes it) back into ranges; `[]` for null or `{}`. */
export function parseMultirange(text: string | null): MinuteRanges {
  if (!text) return [];
  const out: MinuteRanges = [];
  for (const match of text.matchAll(/([[(])\s*(-?\d+)\s*,\s*(-?\d+)\s*([\])])/g)) {
    const a = Number(match[2]) + (match[1] === '(' ? 1 : 0);
    const b = Number(match[3]) + (match[4] === ']' ? 1 : 0);
    out.push([a, b]);
  }
  return mergeRanges(out);
}

/** Memo of open-week texts for the current window only: key (value, zone, country, state) → text. */
let memoWindow = 0;
const memo = new Map<string, string>();
const MEMO_MAX = 20_000;

/**
 * The `open_week` text of a gym's hours for the window starting at `from`, memoized per
 * (opening_hours, time_zone, country, state, window): a million gyms with few distinct schedules cost
 * few library evaluations. The memo holds one window at a time.
 * @returns The text, `{}` when never open in the window, null when the library cannot parse the value.
 */
export function openWeekText(hours: GymHours, from: Date): string | null {
  if (from.getTime() !== memoWindow) {
    memo.clear();
    memoWindow = from.getTime();
  }
  const key = `${hours.openingHours}\u0000${hours.timeZone}\u0000${hours.country.toLowerCase()}\u0000${hours.state ?? ''}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  if (!evaluatorFor(hours.openingHours, hours)) return null;
  const text = multirangeText(openWeekRanges(hours, from));
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, text);
  return text;
}
