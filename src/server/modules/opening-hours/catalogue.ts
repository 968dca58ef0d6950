/**
 * The catalogue's "Abierto ahora" and "Abierto el …" filters as SQL on `gyms g` (ADR 0025 "Opening
 * hours"): `g.open_week @> minute_of_week(instant)`, where the instant is the request's (`openNow`) or a
 * wall time read in each gym's own zone (`openAt`, `(:openAt)::timestamp at time zone g.time_zone`).
 * Gyms with unknown hours (`open_week` null) never match.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { minuteOfWeek } from './week';

/** The opening filters of a catalogue read. */
export interface OpenFilter {
  /** "Abierto ahora": the UTC minute of the week of the request's instant; null = no filter. */
  openMinute?: number | null;
  /** "Abierto el …": `YYYY-MM-DDTHH:mm`, a wall time in each gym's zone; null = no filter. */
  openAtLocal?: string | null;
}

/** The opening filters of a query's `openNow`/`openAt` at instant `now`. */
export const openFilterOf = (
  query: { openNow?: boolean | undefined; openAt?: string | undefined },
  now: Date,
): OpenFilter => ({
  openMinute: query.openNow ? minuteOfWeek(now) : null,
  openAtLocal: query.openAt ?? null,
});

/** True when the filter keeps only open gyms (at a minute or a wall time). */
export const hasOpenFilter = (filter: OpenFilter): boolean =>
  (filter.openMinute ?? null) !== null || (filter.openAtLocal ?? null) !== null;

/** The SQL conditions of the filter on `gyms g` (none without it). */
export function openFilterClauses(filter: OpenFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.openMinute !== null && filter.openMinute !== undefined)
    parts.push(sql`g.open_week @> ${filter.openMinute}::int`);
  if (filter.openAtLocal)
    parts.push(
      sql`g.open_week @> minute_of_week((${filter.openAtLocal}::timestamp at time zone g.time_zone))`,
    );
  return parts;
}

/**
 * The part of a count-cache key the filter adds: whether it is "abierto ahora" (its minute is not in the
 * key: the cache keeps such a count for the stretch of minutes it holds for, ADR 0063) and the wall time.
 */
export const openFilterKey = (filter: OpenFilter): string =>
  `${(filter.openMinute ?? null) === null ? '' : 'now'}\u0000${filter.openAtLocal ?? ''}`;

/** `open_week` as text for catalogue rows (the open state is computed from it, ./state). */
export const OPEN_WEEK_COLUMN = sql`g.open_week::text as "openWeek"`;
