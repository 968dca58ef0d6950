/**
 * The catalogue filters as keys of `gyms.search_keys` (src/server/db/search-keys.ts, ADR 0025 decision 19):
 * the service's key and, for "abierto ahora", the UTC hour of the week of the instant. One containment
 * test `search_keys @> keys` lets the GiST on (position, keys) skip non-matching gyms during a
 * nearest-first walk and the GIN find the candidates of a count or a filter-first read.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';

/** What of a filter has keys: the service's key (168 + `services.search_key`) and the open minute. */
export interface KeyedFilter {
  serviceKey?: number | null;
  openMinute?: number | null;
}

/** The keys a matching gym holds: its service's and the hour of the open minute (0–167). */
export function searchKeysOf(filter: KeyedFilter): number[] {
  const keys: number[] = [];
  if (filter.serviceKey !== null && filter.serviceKey !== undefined) keys.push(filter.serviceKey);
  if (filter.openMinute !== null && filter.openMinute !== undefined)
    keys.push(Math.floor(filter.openMinute / 60));
  return keys;
}

/**
 * `g.search_keys @> '{…}'` for the filter's keys, or nothing without keys. The service key is exact
 * (trigger-kept, like the counters); the hour key only narrows, the caller keeps `open_week @> minute`.
 * @param walk - for an ordered walk: adds `search_keys <> '{}'`, the predicate of the GiST on (position,
 *   keys) (migration 0041), which only a walk may use; a count or a filter-first read leaves it out and
 *   takes the GIN, since a GiST scan without a position to walk from reads every leaf.
 */
export function searchKeysClauses(filter: KeyedFilter, walk: boolean): SQL[] {
  const keys = searchKeysOf(filter);
  if (keys.length === 0) return [];
  const holds = sql`g.search_keys @> ${`{${keys.join(',')}}`}::int4[]`;
  return walk ? [holds, sql`g.search_keys <> '{}'::int4[]`] : [holds];
}
