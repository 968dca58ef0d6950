/**
 * Sizes and reports the capped counts of the catalogue (ADR 0014): how many matches a name search (or
 * the classes-today filter) counts before a read, and how a capped count is answered as `total`.
 * @module
 */
import { NAME_COUNT_EXACT_MAX } from '../../../../shared/constants/spec';
import type { CappedCount } from './count-cache';
import type { GymFilter } from '../search/queries';
import { openFilterKey } from '../../opening-hours/index';

/** What a read needs of the catalogue, to size a name-search count ({@link nameCountCap}). */
export interface ReadNeed {
  /** Rows the read must produce: offset + limit (+ the KNN tie margin), or the map's pins. */
  rows: number;
  /**
   * True when its ordered walk reads an index only (price and raiting: their entries carry name_fold and
   * gym_active, migration 0012), so walking past non-matching gyms costs next to nothing.
   */
  indexOnly: boolean;
}

/**
 * The most matches a name search counts before a read (ADR 0014): enough to tell an exact `total` up to
 * {@link NAME_COUNT_EXACT_MAX}, and, when the ordered walk must read the table (nearest first, the map),
 * enough to choose the plan: `planFor` in ./page-queries picks filter-first only when
 * matches² < rows × active, so a count that reaches √(rows × active) has answered that question. The
 * count therefore reads at most max(1 001, √(rows × active)) gyms, whatever the number of matches; with
 * an index-only walk, 1 001.
 * @param active - active gyms in the catalogue
 */
export function nameCountCap(need: ReadNeed, active: number): number {
  const exact = NAME_COUNT_EXACT_MAX + 1;
  return need.indexOnly ? exact : Math.max(exact, Math.ceil(Math.sqrt(need.rows * active)));
}

/**
 * Whether a list read's ordered walk tests the filters on index entries alone ({@link ReadNeed}): the price
 * and raiting walks (their entries carry name_fold and gym_active, ADR 0014), and "abierto ahora" nearest
 * first without a name, whose walk tests the hour and service keys on the keys' GiST (ADR 0025 decision
 * 19). Classes today, a wall time (`openAt`) and the open week on a sort index are tested on the table.
 */
export const walksIndexOnly = (
  query: { classesToday?: boolean; openAt?: string; openNow?: boolean; name?: string; pase?: boolean },
  key: 'distance' | 'price' | 'raiting',
): boolean =>
  !query.classesToday &&
  !query.pase &&
  !query.openAt &&
  (key === 'distance' ? query.openNow === true && !query.name : !query.openNow);

/** The matches a plan may assume: the count, or, for a count stopped at its cap, more than any walk needs. */
export const atLeast = ({ count, complete }: CappedCount): number =>
  complete ? count : Number.POSITIVE_INFINITY;

/**
 * A total as answered (ADR 0014): a count of the counters as it is, at any size; a count made by reading
 * the matches (a name search, classes today, "abierto ahora", Pase BuscaGym) exact up to
 * {@link NAME_COUNT_EXACT_MAX}, else that number and an estimate flag.
 */
export function answeredTotal({ count, complete, fromCounters }: CappedCount): {
  total: number;
  totalIsEstimate: boolean;
} {
  return fromCounters || (complete && count <= NAME_COUNT_EXACT_MAX)
    ? { total: count, totalIsEstimate: false }
    : { total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true };
}

/**
 * Cache key of a filter (country, service id, the name as typed, and the opening filter: "abierto ahora",
 * whose minute the cache matches to a stretch (ADR 0063), or the wall time; the version is kept by the cache).
 */
export const countKey = (filter: GymFilter): string =>
  `${filter.country}\u0000${filter.serviceId ?? '*'}\u0000${filter.name ?? ''}\u0000${openFilterKey(filter)}${filter.pase ? '\u0000pase' : ''}`;
