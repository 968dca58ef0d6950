/**
 * Evaluates a gym's opening hours in the gym's own time zone (ADR 0025 "Opening hours"): open intervals
 * over a span of real instants, the state at an instant and the next change. Library evaluators are
 * memoized per (value, country, state), since a million gyms share few distinct schedules.
 * @module
 */
import { buildHours, type HoursPlace, type OpeningHours } from './library';
import { fromShadow, toShadow } from './zone';

/** A gym's hours as stored: the OSM value, its IANA zone and its country (for `PH`). */
export interface GymHours {
  openingHours: string;
  timeZone: string;
  country: string;
  state?: string;
}

/** A span when the gym is open, as real instants, `from` inclusive and `to` exclusive. */
export interface OpenInterval {
  from: Date;
  to: Date;
  /** The library's comment of the matching rule, if any (e.g. `"por turnos"`). */
  comment?: string;
}

/** Evaluators kept at most (distinct value × country × state); cleared whole when full. */
const EVALUATORS_MAX = 2000;
const evaluators = new Map<string, OpeningHours | null>();

/**
 * The library's evaluator for a value in a place, memoized; null when the value is invalid (stored data
 * predating validation is treated as unknown hours rather than failing a page).
 */
export function evaluatorFor(value: string, place: HoursPlace): OpeningHours | null {
  const key = `${value}\u0000${place.country.toLowerCase()}\u0000${place.state ?? ''}`;
  const cached = evaluators.get(key);
  if (cached !== undefined) return cached;
  let built: OpeningHours | null;
  try {
    built = buildHours(value, place);
  } catch {
    built = null;
  }
  if (evaluators.size >= EVALUATORS_MAX) evaluators.clear();
  evaluators.set(key, built);
  return built;
}

/**
 * The intervals in [`from`, `to`) when the gym is open, in order, as real instants. States the library
 * marks "unknown" (e.g. `"unknown"` comments, `?`) count as closed. Holidays and the gym zone's clock
 * changes inside the span are exact.
 * @returns An empty list when the hours are invalid or never open in the span.
 */
export function openIntervals(hours: GymHours, from: Date, to: Date): OpenInterval[] {
  const oh = evaluatorFor(hours.openingHours, hours);
  if (!oh) return [];
  const found = oh.getOpenIntervals(toShadow(from, hours.timeZone), toShadow(to, hours.timeZone));
  const out: OpenInterval[] = [];
  for (const [start, end, unknown, comment] of found) {
    if (unknown) continue;
    const realFrom = fromShadow(start, hours.timeZone);
    const realTo = fromShadow(end, hours.timeZone);
    if (realTo.getTime() <= realFrom.getTime()) continue;
    out.push(
      comment === undefined ? { from: realFrom, to: realTo } : { from: realFrom, to: realTo, comment },
    );
  }
  return out;
}

/**
 * Whether the gym is open at an instant (true/false), null when its hours are invalid.
 */
export function isOpenAt(hours: GymHours, at: Date): boolean | null {
  const oh = evaluatorFor(hours.openingHours, hours);
  if (!oh) return null;
  return oh.getState(toShadow(at, hours.timeZone));
}

/**
 * The next instant after `at` and before `until` when the gym opens or closes; null if none.
 */
export function nextChangeAfter(hours: GymHours, at: Date, until: Date): Date | null {
  const oh = evaluatorFor(hours.openingHours, hours);
  if (!oh) return null;
  const next = oh.getNextChange(toShadow(at, hours.timeZone), toShadow(until, hours.timeZone));
  return next ? fromShadow(next, hours.timeZone) : null;
}
