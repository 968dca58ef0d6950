/**
 * The name-search floor (i) of the search benchmark: (d)'s answer — the first page of 6 active gyms of the
 * request's country (ADR 0052) whose folded name contains the text, word matches first, then by the reviews' score (`rating_rank`) best
 * first, unrated last, ties by id descending (ADR 0047), with the total capped at 1 001 (ADR 0014) —
 * from ONE hand-written statement on the plain `pg` driver (a named prepared statement; on PGlite the
 * same text on the instance), the gyms in full (./floor-gym), `JSON.stringify`, no validation, no ORM.
 * The statement reads what the app reads: the four ordered parts of
 * `src/server/modules/gyms/page/name-page.ts`, each run only when the parts before it found fewer than 6
 * rows, and the capped count from the narrow table of active gyms' names as the app counts it
 * (`gym_name_search_count`, migration 0057, ADR 0058), in one round trip.
 * @module
 */
import { FLOOR_GYM_COLUMNS } from './floor-gym';

/** Path of the name floor route (on the bare Fastify instance). */
export const FLOOR_NAME_PATH = '/bench/floor-name';

/** Rows of (d)'s page, and the count cap of its total (`NAME_COUNT_EXACT_MAX` + 1). */
const PAGE = 6;
const CAP = 1001;

/** `$1` folded (lower + unaccent, migration 0010), and escaped for LIKE. */
const T = `search_fold($1::text)`;
const E = `replace(replace(replace(${T}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
const CONTAINS = `g.name_fold like '%' || ${E} || '%' escape '\\'`;
const LIKE_WORD = `(g.name_fold like ${E} || '%' escape '\\' or g.name_fold like '% ' || ${E} || '%' escape '\\')`;
/** Word matches: the word starts' GIN (migration 0051) finds them, the LIKE test (cheap, first) keeps them. */
const WORD = `search_word_prefixes(g.name_fold) @> search_prefix_key(${T}) and coalesce(${LIKE_WORD}, true)`;
const FRAGMENT = `${CONTAINS} and not coalesce(${LIKE_WORD}, false)`;

const part = (test: string, nulls: 'is not null' | 'is null', rank: number): string =>
  `select g.id, g.rating_rank as k, ${rank} as part from gyms g
    where g.gym_active and g.country = $2::text and ${test} and g.rating_rank ${nulls}
    order by g.rating_rank desc, g.id desc limit ${PAGE}`;

const next = (name: string, before: string, own: string): string =>
  `${name} as materialized (select * from ${before} union all select * from (${own}) o
    where (select count(*) from ${before}) < ${PAGE})`;

/**
 * The floor's statement: `$1` the text as typed, `$2` the country as stored (lower case; ADR 0052). Rows: the page's gyms in full (./floor-gym), each with
 * `total`, the capped count; a lone row with a null `id` when nothing matches.
 */
export const FLOOR_NAME_SQL = `with c0 as materialized (${part(WORD, 'is not null', 0)}),
  ${next('c1', 'c0', part(WORD, 'is null', 1))},
  ${next('c2', 'c1', part(FRAGMENT, 'is not null', 2))},
  ${next('c3', 'c2', part(FRAGMENT, 'is null', 3))},
  page as (select * from c3 order by part, k desc nulls last, id desc limit ${PAGE}),
  -- Materialized: a plain subquery would be pulled up and the count evaluated once per row of the page.
  counted as materialized (select gym_name_search_count($2::text, '%' || ${E} || '%', ${CAP}) as total)
select c.total, p.* from counted c
  left join lateral (
    select ${FLOOR_GYM_COLUMNS}, pg.part, pg.k from page pg join gyms g on g.id = pg.id) p on true
 order by p.part, p.k desc nulls last, p.id desc`;
