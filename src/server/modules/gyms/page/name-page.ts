/**
 * A page of a name search (ADR 0047): best matches first, then the chosen sort. A gym matches when its
 * folded name (`name_fold`, lower + unaccent, ADR 0012) contains the folded text; it is a **word match**
 * when the text starts the name or a word of it (right after a space), otherwise a **fragment match**
 * (inside a word). Word matches come first, each group in the chosen order (price or raiting with
 * nulls last, or distance), ties by id in the same direction, so pages never repeat or skip a gym.
 *
 * One statement: the page is read from up to four parts — word matches with a sort key, word matches
 * without one, then the same two for fragment matches — each an ordered read of at most offset + limit
 * ids. A part runs only when the parts before it found fewer than offset + limit rows (a one-time
 * filter on their materialised counts), so a page whose word matches fill it never reads the fragment
 * matches. PostgreSQL picks each part's access path from the text's selectivity (the text is a literal
 * of a custom plan): a dense part walks the sort index (`gyms_price_idx` / `gyms_rating_rank_idx`,
 * index-only: the entries carry `name_fold`, ADR 0014) or the position GiST and stops after offset +
 * limit rows; a sparse part of word matches takes exactly its rows from `gyms_name_word_prefixes` (the
 * words' 3–8 letter starts, migration 0051), a sparse part of fragments its candidates from
 * `gyms_name_trgm`, and sorts them. EXPLAIN at 1M gyms: bench/README.md.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { LatLon } from '../../../../shared/domain/geo';
import { foldedPrefix, foldedWordPrefix, rows } from '../../../db/sql';
import { rowCount } from '../search/row-counts';
import {
  filterFirstClause,
  GYM_COLUMNS,
  whereClause,
  type GymFilter,
  type GymOrder,
} from '../search/queries';
import type { GymPageRow } from '../search/queries';
import { antipode, findGymPage, knnFrom, withServices, type Candidates } from './page-queries';

/** One part of the page: a condition on `gyms g` and its rank (parts are read in rank order). */
interface Part {
  rank: number;
  test: SQL;
}

/**
 * The parts of a name-search page for `order`: word matches, then fragment matches, each split into
 * rows with and without the sort key when the key can be null (price, raiting; ADR 0012, ADR 0025).
 */
function partsOf(name: string, key: SQL, nullable: boolean): Part[] {
  const like = sql`(g.name_fold like ${foldedPrefix(name)} escape '\\' or g.name_fold like ${foldedWordPrefix(name)} escape '\\')`;
  // The word starts' GIN (migration 0051) holds every word's first 3–8 letters: containing the text's first
  // word (cut at 8) is the word-match test itself for one word of 3–8 letters, exact, with statistics that
  // give PostgreSQL the true share of word matches; for other texts a superset ('{}' for a first word under
  // 3 letters: every gym). The LIKE test after it keeps exactly the word matches. As `coalesce`, PostgreSQL
  // takes it for half the rows rather than its misleading LIKE estimate, and being cheap it runs first in a
  // walk of a sort index, so only the rows that pass compute their word starts.
  const starts = sql`search_word_prefixes(g.name_fold) @> search_prefix_key(search_fold(${name}::text))`;
  const tiers = [sql`${starts} and coalesce(${like}, true)`, sql`not coalesce(${like}, false)`];
  const splits = nullable ? [sql`${key} is not null`, sql`${key} is null`] : [sql`true`];
  return tiers.flatMap((tier, t) =>
    splits.map((split, s) => ({ rank: t * splits.length + s, test: sql`${tier} and ${split}` })),
  );
}

/**
 * One page of active gyms whose name contains `filter.name` (required), word matches first, then in
 * `order` (ties by id in the same direction), each row with its services and the catalogue version.
 * @param origin - the position distances are measured from (degrees)
 * @param offset - rows to skip (≥ 0)
 * @param limit - rows to return (≥ 1)
 * @throws Error when `filter.name` is null (a caller's mistake: use ./page-queries `findGymPage`)
 */
export async function findNamePage(
  db: Database,
  filter: GymFilter,
  order: GymOrder,
  origin: LatLon,
  offset: number,
  limit: number,
): Promise<GymPageRow[]> {
  if (filter.name === null) throw new Error('findNamePage needs a name');
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const distance = order.key === 'distance';
  // Farthest first is nearest first from the antipode (./page-queries), so the distance key always ascends.
  const key =
    order.key === 'price'
      ? sql`g.price`
      : order.key === 'raiting'
        ? sql`g.rating_rank`
        : knnFrom(order.direction === 'asc' ? origin : antipode(origin));
  const keyDir = distance ? sql`asc` : dir;
  // A walk of the position GiST needs its predicate (search keys); a sort index or the trigram index does not.
  // Word matches contain the text, so their parts leave out the contains test (whose estimate would only
  // mislead the planner); the fragments' parts keep it.
  const whereOf = (f: GymFilter): SQL => (distance ? whereClause(f) : filterFirstClause(f));
  const [words, fragments] = [whereOf({ ...filter, name: null }), whereOf(filter)];
  const needed = offset + limit;
  const parts = partsOf(filter.name, key, !distance);
  const ctes = parts.map(({ rank, test }) => {
    const where = rank < parts.length / 2 ? words : fragments;
    const own = sql`select g.id, ${key} as k, ${sql.raw(String(rank))} as part from gyms g where ${where} and ${test}
      order by ${key} ${keyDir}, g.id ${dir} limit ${rowCount(needed)}`;
    if (rank === 0) return sql`c0 as materialized (${own})`;
    // Read only when the parts before found too few rows: a one-time filter, so the scan never starts.
    const before = sql.raw(`c${rank - 1}`);
    return sql`${sql.raw(`c${rank}`)} as materialized (select * from ${before} union all select * from (${own}) o
      where (select count(*) from ${before}) < ${rowCount(needed)})`;
  });
  const last = sql.raw(`c${parts.length - 1}`);
  return rows<GymPageRow>(
    db,
    withServices(
      sql`with ${sql.join(ctes, sql`, `)}
        select ${GYM_COLUMNS}, r.k, r.part from (
          select * from ${last} order by part, k ${keyDir} nulls last, id ${dir} offset ${rowCount(offset)} limit ${rowCount(limit)}
        ) r join gyms g on g.id = r.id`,
      sql`p.part, p.k ${keyDir} nulls last, p.id ${dir}`,
      filter,
    ),
  );
}

/**
 * The list's page of `filter`: {@link findNamePage} for a name search, else ./page-queries `findGymPage`
 * (which chooses its plan from `candidates`).
 */
export const findListPage = (
  db: Database,
  filter: GymFilter,
  order: GymOrder,
  origin: LatLon,
  offset: number,
  limit: number,
  candidates: Candidates,
): Promise<GymPageRow[]> =>
  filter.name !== null
    ? findNamePage(db, filter, order, origin, offset, limit)
    : findGymPage(db, filter, order, origin, offset, limit, candidates);
