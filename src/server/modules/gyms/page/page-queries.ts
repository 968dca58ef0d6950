/**
 * SQL of the ordered reads of the catalogue: a page of the list and the map pins. Knows nothing of
 * HTTP. Each read picks one of two plans from a known number of candidates (see {@link planFor}):
 *  - ordered: walk an index in the requested order and filter on the way (KNN on `gyms_earth_gist`
 *    for distance; `gyms_price_idx` / `gyms_rating_rank_idx` for price and raiting, either direction),
 *    cheap when matches are dense;
 *  - filter-first: collect the matches (service index, trigram index), then sort them, cheap when
 *    matches are few. Without it a rare filter would make the ordered walk scan the whole table.
 * Sorting by raiting orders by the reviews' Bayesian score, then their number (`rating_rank`, ADR 0024);
 * gyms without reviews come after every rated one whichever the direction (ADR 0012).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { LatLon } from '../../../../shared/domain/geo';
import { nextClassColumn } from '../search/classes-today';
import { VISIT_CREDITS_COLUMN } from '../search/pase';
import { rowCount } from '../search/row-counts';
import { searchKeysOf } from '../search/search-keys';
import {
  filterFirstClause,
  GYM_COLUMNS,
  SERVICES_JSON,
  SERVICES_OF,
  VERSION_COLUMN,
  whereClause,
  type GymFilter,
  type GymOrder,
  type GymPageRow,
  type PinRow,
} from '../search/queries';
import { frozenSql, rows } from '../../../db/sql';

/** How many rows may match, and how many rows an ordered walk goes over (active gyms). */
export interface Candidates {
  /** Exact number of gyms matching the filter (trigger counters, or a name-search count). */
  matching: number;
  /** Number of active gyms of the country (what an ordered index walk goes over, ADR 0052). */
  active: number;
  /**
   * Rows a filter-first read goes over when it is more than `matching`: its indexes (the keys' GIN, the
   * pass's terms) hold every country's gyms, so it reads the matches of the other countries too and drops
   * them (ADR 0052). Default `matching`.
   */
  read?: number;
}

/**
 * Extra rows a KNN walk reads past the page, tried in turn, so that gyms at exactly the distance of
 * the page's last one can be ordered by id. When ties outnumber the last margin, the page is built
 * by sorting every match (correct, slower).
 */
export const KNN_TIE_MARGINS = [1, 64, 1024] as const;

/**
 * How much cheaper a row of an ordered walk is than a row of filter-first when the walk tests every
 * filter on the entries of the keys' GiST (a nearest-first walk whose filters are all search keys: a
 * service and the hour of "abierto ahora", ADR 0025 decision 19): the walk skips a non-matching gym on
 * its index entry, while filter-first reads and places every match (the distance by `ll_to_earth`, the
 * open week). Measured at 10k and 1M gyms (ADR 0049): about 0.15 µs an entry walked against 9 µs a match.
 */
export const KEYED_WALK_ROW_SHARE = 60;

/**
 * Picks the plan that reads fewer rows. An ordered walk reads about `needed × active / matching`
 * rows to find `needed` matches; filter-first reads `read` rows (`matching`, or more: see
 * {@link Candidates}). So filter-first wins when read × matching < needed × active (without `read`,
 * matching² < needed × active: e.g. at 1M gyms and a page ending at row 10, under ~3 200 matches);
 * with `keyedWalk` (see {@link KEYED_WALK_ROW_SHARE}) when read × matching × 60 < needed × active (at 1M
 * and row 7: under ~340 matches).
 * @param needed - rows the ordered walk must produce (offset + limit + tie margin)
 * @param keyedWalk - the walk tests every filter on index entries ({@link walksKeysOnly})
 */
export function planFor(
  candidates: Candidates,
  needed: number,
  keyedWalk = false,
): 'ordered' | 'filter-first' {
  const { matching, active, read = matching } = candidates;
  const share = keyedWalk ? KEYED_WALK_ROW_SHARE : 1;
  return read * matching * share < needed * active ? 'filter-first' : 'ordered';
}

/**
 * True when a nearest-first walk of `filter` tests all of it on the keys' GiST (./search-keys): a
 * service (by its key) and "abierto ahora" and nothing else, no name, wall time, classes or pass.
 */
export const walksKeysOnly = (filter: GymFilter): boolean =>
  filter.name === null &&
  !filter.classesAt &&
  !filter.pase &&
  !filter.openAtLocal &&
  (filter.serviceId === null || (filter.serviceKey ?? null) !== null) &&
  searchKeysOf(filter).length > 0;

/** The indexed expression of `gyms_earth_gist`: the gym's position on the earth cube. */
const EARTH = sql`ll_to_earth((g.latitude)::float8, (g.longitude)::float8)`;
/** The KNN distance of `gyms g` from `p`: the order `gyms_earth_gist` and the keys' GiST walk. */
export const knnFrom = (p: LatLon): SQL =>
  sql`${EARTH} <-> ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;
/** The antipode −P of `p`: farthest from P is nearest to −P (|X − A|² = 4R² − |X − P|² on a sphere). */
export const antipode = (p: LatLon): LatLon => ({ latitude: -p.latitude, longitude: p.longitude + 180 });

/** {@link SERVICES_OF} of the page's rows `p`, rendered once (db/sql.ts `frozenSql`). */
const PAGE_SERVICES = frozenSql(SERVICES_OF(sql`p`));
/** {@link SERVICES_JSON} of the page's row `p`, rendered once. */
const PAGE_SERVICES_JSON = frozenSql(SERVICES_JSON(sql`p`));

/**
 * Adds each gym's services and the catalogue version to the rows of `page` (which outputs
 * {@link GYM_COLUMNS}, its sort key `k` and is ordered by `orderBy`, with offset and limit): the
 * services are read for the page's rows only, in the same round trip.
 */
export const withServices = (page: SQL, orderBy: SQL, filter: GymFilter): SQL =>
  sql`select p.*, ${PAGE_SERVICES}${nextClassOf(sql`p`, filter)} from (${page}) p order by ${orderBy}`;

/** With classes today, the next class of each row of `alias` as a column (./classes-today); else nothing. */
const nextClassOf = (alias: SQL, filter: GymFilter): SQL =>
  filter.classesAt ? sql`, ${nextClassColumn(alias, filter.classesAt, filter.serviceId)}` : sql``;

/**
 * One page of active gyms matching `filter`, in `order`, ties broken by id in the same direction (so
 * consecutive pages never repeat or skip a gym), each with its services and the catalogue version.
 * @param origin - the position distances are measured from (degrees)
 * @param offset - rows to skip (≥ 0)
 * @param limit - rows to return (≥ 1)
 */
export async function findGymPage(
  db: Database,
  filter: GymFilter,
  order: GymOrder,
  origin: LatLon,
  offset: number,
  limit: number,
  candidates: Candidates,
): Promise<GymPageRow[]> {
  const where = whereClause(filter);
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const key =
    order.key === 'price' ? sql`g.price` : order.key === 'raiting' ? sql`g.rating_rank` : knnFrom(origin);
  // Nulls (unrated gyms, ADR 0012; gyms without price, ADR 0025) last in both directions; distance is never null.
  const outerOrder = sql`p.k ${dir} nulls last, p.id ${dir}`;
  // Filter-first: the CTE fence stops the planner from walking an index in order instead.
  const filterFirst = (): Promise<GymPageRow[]> =>
    rows<GymPageRow>(
      db,
      withServices(
        sql`with m as materialized (select ${GYM_COLUMNS}, ${key} as k from gyms g where ${filterFirstClause(filter)})
          select * from m order by k ${dir} nulls last, id ${dir} offset ${rowCount(offset)} limit ${rowCount(limit)}`,
        outerOrder,
        filter,
      ),
    );
  // The walks find the page's ids first and read the gyms' columns for those rows only: on the price and
  // raiting indexes, whose entries carry name_fold and gym_active (migration 0012), the walk is an
  // index-only scan that skips non-matching gyms without reading them (ADR 0014).
  const sorted = (): Promise<GymPageRow[]> =>
    rows<GymPageRow>(
      db,
      withServices(
        sql`select ${GYM_COLUMNS}, ${key} as k from (
            select g.id from gyms g where ${where} order by ${key} ${dir}, g.id ${dir} offset ${rowCount(offset)} limit ${rowCount(limit)}
          ) w join gyms g on g.id = w.id`,
        outerOrder,
        filter,
      ),
    );

  // Raiting sorts by the Bayesian score, then the number of reviews (`rating_rank`, ADR 0024), nulls
  // last: `gyms_rating_rank_idx` (rating_rank, id) keeps the nulls at its high end, so one walk serves
  // `asc nulls last` but not `desc nulls last`. Both directions instead walk the rated part (Index
  // Cond: rating_rank IS NOT NULL) and the unrated part (IS NULL), forwards or backwards, for at most
  // offset + limit rows each; the rated rows come first.
  const ratedFirst = (): Promise<GymPageRow[]> => {
    const part = (test: SQL): SQL =>
      sql`(select g.id, ${key} as k from gyms g where ${where} and ${key} ${test}
          order by ${key} ${dir}, g.id ${dir} limit ${rowCount(offset + limit)})`;
    return rows<GymPageRow>(
      db,
      withServices(
        sql`select ${GYM_COLUMNS}, r.k from (
            select * from (${part(sql`is not null`)} union all ${part(sql`is null`)}) u
             order by k ${dir} nulls last, id ${dir} offset ${rowCount(offset)} limit ${rowCount(limit)}
          ) r join gyms g on g.id = r.id`,
        outerOrder,
        filter,
      ),
    );
  };

  const firstMargin = order.key === 'distance' ? KNN_TIE_MARGINS[0] : 0;
  // Farthest-first walks from the antipode, where every gym is about as far: no cheap walk (below).
  const keyed = order.key === 'distance' && order.direction === 'asc' && walksKeysOnly(filter);
  if (planFor(candidates, offset + limit + firstMargin, keyed) === 'filter-first') return filterFirst();
  // Price has nulls too (open data has no price, ADR 0025): the same two walks of `gyms_price_idx`.
  if (order.key === 'raiting' || order.key === 'price') return ratedFirst();
  if (order.key !== 'distance') return sorted();
  // Farthest-first is nearest-first from the antipode A = −P: on a sphere |X − A|² = 4R² − |X − P|².
  // That walk reads much of the index when gyms sit in one city (~0.3 s at 1M gyms), but it is still
  // ~10× cheaper than computing every distance for a top-N sort.
  const knn = order.direction === 'asc' ? key : knnFrom(antipode(origin));
  for (const margin of KNN_TIE_MARGINS) {
    const page = await knnPage(db, filter, knn, dir, offset, limit, margin);
    if (page) return page;
  }
  return sorted();
}

/**
 * A page from a KNN walk of `offset + limit + margin` rows, sorted by (KNN distance, id `idDir`); the
 * page's rows are read with their services, the `margin` rows after it without (they are dropped).
 * @returns the page, or null when the last row read ties with the page's last row (more ties than
 *   `margin` may follow past the walk, so the id order cannot be trusted)
 */
async function knnPage(
  db: Database,
  filter: GymFilter,
  knn: SQL,
  idDir: SQL,
  offset: number,
  limit: number,
  margin: number,
): Promise<GymPageRow[] | null> {
  const where = whereClause(filter);
  // Without a name or classes, the walk's plan is the same for every position, service and minute, but
  // PostgreSQL's generic estimate of the service and opening tests together is ~25 rows of 1M, so it
  // would plan "abierto ahora" again at every execution: planned once instead (ADR 0034).
  const plan = filter.name === null && !filter.classesAt ? 'generic' : 'auto';
  // The tie test runs here on the rows read rather than in the statement: a statement that kept the
  // walk's rows to test them (a materialised CTE) cost ~10 % more database time per page (ADR 0034).
  // The margin's rows only tell whether the page's last distance ties: their services are not read (the
  // subquery of a CASE runs only for the rows that take its branch; `n` numbers the walk's rows).
  const read = await rows<GymPageRow & { k: number }>(
    db,
    sql`select p.*, case when p.n <= ${rowCount(offset + limit)} then ${PAGE_SERVICES_JSON} end as services,
        ${VERSION_COLUMN}${nextClassOf(sql`p`, filter)} from (
        select w.*, row_number() over (order by k, id ${idDir}) as n from (
          select ${GYM_COLUMNS}, ${knn} as k from gyms g where ${where} order by ${knn} limit ${rowCount(offset + limit + margin)}
        ) w order by k, id ${idDir} offset ${rowCount(offset)} limit ${rowCount(limit + margin)}
      ) p order by p.k, p.id ${idDir}`,
    plan,
  );
  const last = read[limit - 1];
  if (read.length === limit + margin && last && read[read.length - 1]?.k === last.k) return null;
  return read.slice(0, limit);
}

/** The `limit` active gyms matching `filter` nearest to `origin`, nearest first (with the catalogue version). */
export async function findNearestPins(
  db: Database,
  filter: GymFilter,
  origin: LatLon,
  limit: number,
  candidates: Candidates,
): Promise<PinRow[]> {
  const where = whereClause(filter);
  const knn = knnFrom(origin);
  const columns = sql`g.id, g.name, g.price, g.raiting, g.review_count as "reviewCount", g.address, g.country, g.latitude, g.longitude, g.time_zone as "timeZone",
    g.open_week::text as "openWeek", ${VISIT_CREDITS_COLUMN}`;
  if (planFor(candidates, limit, walksKeysOnly(filter)) === 'filter-first')
    return rows<PinRow>(
      db,
      sql`with m as materialized (select ${columns}, ${knn} as k from gyms g where ${filterFirstClause(filter)})
        select p.*, ${VERSION_COLUMN}${nextClassOf(sql`p`, filter)} from (select * from m order by k limit ${rowCount(limit)}) p
         order by p.k`,
    );
  return rows<PinRow>(
    db,
    sql`select p.*, ${VERSION_COLUMN}${nextClassOf(sql`p`, filter)} from (
        select ${columns}, ${knn} as k from gyms g where ${where} order by ${knn} limit ${rowCount(limit)}) p order by p.k`,
  );
}
