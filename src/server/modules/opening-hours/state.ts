/**
 * "Abierto ahora" of catalogue rows from their stored weekly set, without the library (ADR 0025
 * "Opening hours"): a list page or a map of pins costs a few comparisons per row.
 * @module
 */
import { MINUTES_PER_WEEK } from '../../../shared/constants/opening-hours';
import { minuteOfWeek, parseMultirange, type MinuteRanges } from './week';

const MINUTE_MS = 60_000;

/** Open now and the next change of a gym, as the catalogue answers them. */
export interface OpenState {
  /** Open at `now`; null when the hours are unknown (no stored set). */
  openNow: boolean | null;
  /** ISO 8601 instant of the next opening or closing within 7 days; null if none or unknown. */
  nextChange: string | null;
}

/** Range boundaries of a week, leaving out the wrap (Sunday 24:00 = Monday 00:00 UTC) when a range crosses it. */
function boundaries(ranges: MinuteRanges): number[] {
  const crossesWrap = ranges.some(([, b]) => b === MINUTES_PER_WEEK) && ranges.some(([a]) => a === 0);
  const out: number[] = [];
  for (const [a, b] of ranges) {
    if (!(crossesWrap && a === 0)) out.push(a);
    if (!(crossesWrap && b === MINUTES_PER_WEEK)) out.push(b % MINUTES_PER_WEEK);
  }
  return out;
}

/**
 * Open now and next change from `gyms.open_week` (`int4multirange` text of UTC minutes of the week).
 * @param openWeek The stored set, or null when the hours are unknown.
 * @param now The instant of the answer.
 */
export function openStateOf(openWeek: string | null, now: Date): OpenState {
  if (openWeek === null) return { openNow: null, nextChange: null };
  const ranges = parseMultirange(openWeek);
  const minute = minuteOfWeek(now);
  const openNow = ranges.some(([a, b]) => minute >= a && minute < b);
  let ahead = Number.POSITIVE_INFINITY;
  for (const boundary of boundaries(ranges)) {
    const delta = (boundary - minute + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
    if (delta > 0 && delta < ahead) ahead = delta;
  }
  if (!Number.isFinite(ahead)) return { openNow, nextChange: null };
  const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return { openNow, nextChange: new Date(minuteStart + ahead * MINUTE_MS).toISOString() };
}
