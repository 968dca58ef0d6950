/**
 * "Abierto ahora" counts of the next minute, counted before the minute turns (ADR 0025 decision 19). An
 * open-now count is cached per stretch of minutes without an opening or a closing and per catalogue version
 * (./count-cache, ADR 0063); without this, every service's count misses at once when a stretch ends and the
 * first requests of the next one wait for them. A count for the next minute read at the same catalogue
 * version is the very count a request of that minute would read, so answers stay exact; a write in between
 * moves the version and the early count is simply not used.
 * @module
 */
import type { Database } from '../../../db/client';
import type { CountCache } from './count-cache';
import { countKey } from './counting';
import { countGyms } from '../search/figures';
import type { GymFilter } from '../search/queries';
import { minuteOfWeek } from '../../opening-hours/index';

/** Second of the minute from which the next minute's count is started (UTC; minutes are whole). */
export const COUNT_AHEAD_FROM_SECOND = 45;

/**
 * Starts, in the background, the count of `filter` for the minute after `now`, when `now` is in the last
 * seconds of its minute, the filter is "abierto ahora" without a name or classes, and that count is
 * neither cached nor running. Failures are dropped: the request of the next minute counts as before.
 * @param cap - the cap of the count (as for the current minute's)
 * @param version - the catalogue version the current figures were read at
 */
export function countNextMinuteAhead(
  db: Database,
  counts: CountCache,
  filter: GymFilter,
  cap: number,
  version: number,
  now: Date,
): void {
  if ((filter.openMinute ?? null) === null || filter.name !== null || filter.classesAt || filter.openAtLocal)
    return;
  if (now.getUTCSeconds() < COUNT_AHEAD_FROM_SECOND) return;
  const minute = minuteOfWeek(new Date(now.getTime() + 60_000));
  const next: GymFilter = { ...filter, openMinute: minute };
  const key = countKey(next);
  // Known when the next minute is still in the current minute's stretch.
  if (counts.get(version, key, cap, minute)) return;
  counts
    .shared(`${version}\u0000${cap}\u0000${key}\u0000${minute}`, () => countGyms(db, next, cap))
    .then(({ count, complete, version: read, stretch }) =>
      counts.set(read, key, { count, complete }, stretch),
    )
    .catch(() => undefined);
}
