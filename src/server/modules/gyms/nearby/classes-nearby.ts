/**
 * Nearest first with "Con clases hoy" (ADR 0022; bench/README.md "Classes"): the gyms with an open class
 * today come from the snapshot of ./class-candidates, ranked by distance in memory; only the nearest of
 * them are read from the database, where each is checked again exactly (still active, a session still
 * open) and the page is ordered as every nearest-first page is (KNN distance, then id). A gym that no
 * longer matches leaves room for the next one: when too few of the nearest pass, more are read.
 * @module
 */
import type { LatLon } from '../../../../shared/domain/geo';
import type { Database } from '../../../db/client';
import { nearestGyms, type ClassGyms } from './class-candidates';
import { findGymPage, findNearestPins } from '../page/page-queries';
import type { GymFilter, GymPageRow, PinRow } from '../search/queries';

/** How many candidates are read for `rows` rows: a quarter more, and 8, for those that stopped matching. */
const firstTake = (rows: number): number => Math.ceil(rows * 1.25) + 8;

/**
 * Reads the nearest candidates of `gyms` through `read`, more each time the page comes back short while
 * candidates remain. `read` gets the filter narrowed to those candidates and how many there are.
 */
async function fromNearest<T>(
  { gyms }: ClassGyms,
  origin: LatLon,
  rows: number,
  wanted: number,
  read: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  for (let take = firstTake(rows); ; take *= 4) {
    const ids = nearestGyms(gyms, origin, take).map((g) => g.id);
    const found = await read(ids);
    if (found.length >= wanted || ids.length >= gyms.length) return found;
  }
}

/**
 * One page (`offset`, `limit`) of the gyms of `gyms` matching `filter`, nearest to `origin` first, with
 * their services and next class.
 * @param active - the number of active gyms (the plan of ./page-queries)
 */
export function classesNearbyPage(
  db: Database,
  filter: GymFilter,
  gyms: ClassGyms,
  origin: LatLon,
  offset: number,
  limit: number,
  active: number,
): Promise<GymPageRow[]> {
  // The last page is short by nature: wait for no more rows than the snapshot holds after `offset`.
  const wanted = Math.min(limit, Math.max(0, gyms.ids.length - offset));
  return fromNearest(gyms, origin, offset + limit, wanted, (ids) =>
    findGymPage(
      db,
      { ...filter, classesCandidates: ids },
      { key: 'distance', direction: 'asc' },
      origin,
      offset,
      limit,
      { matching: ids.length, active },
    ),
  );
}

/** The `limit` gyms of `gyms` matching `filter` nearest to `origin`, as map pins with their next class. */
export function classesNearbyPins(
  db: Database,
  filter: GymFilter,
  gyms: ClassGyms,
  origin: LatLon,
  limit: number,
  active: number,
): Promise<PinRow[]> {
  return fromNearest(gyms, origin, limit, Math.min(limit, gyms.ids.length), (ids) =>
    findNearestPins(db, { ...filter, classesCandidates: ids }, origin, limit, {
      matching: ids.length,
      active,
    }),
  );
}
