/**
 * The catalogue's search keys on `gyms` (ADR 0025 decision 19): one `int4[]` per gym that an index can
 * test together with the position, so "service + abierto ahora + nearest first" is one index walk.
 *
 * - `service_keys`: {@link SERVICE_KEY_BASE} + `services.search_key` of each service the gym offers and
 *   its plan does not hold (`gym_services.plan_held_at is null`), kept by statement triggers on
 *   `gym_services` in the writer's transaction (migration 0037), like the catalogue counters.
 * - `search_keys` (generated): `service_keys` and the hours of the week (0–167, hour 0 = Monday 00:00
 *   UTC) in which the gym is open at some minute, from `open_week` (`open_week_hours`, migration 0037).
 *   An hour key says "maybe open in that hour"; the exact test stays `open_week @> minute`.
 *
 * Indexes (active gyms only, as every catalogue read): a GIN on (country, keys) (`btree_gin`, and
 * `gin__int_ops` of the extension intarray) that finds one country's gyms holding every key (counts,
 * filter-first pages; every catalogue read names its country, ADR 0052, and the country leads since ADR
 * 0059), and a GiST on (position, keys) whose leaf entries carry an exact bitmap of the keys
 * (`gist__intbig_ops` with a 256-bit signature: the 168 hours and the first 88 services map onto distinct
 * bits), so a KNN walk skips non-matching gyms without reading them.
 * @module
 */
import { sql } from 'drizzle-orm';
import { index, integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Hours in a week: hour keys are 0–167, service keys start here. */
export const SERVICE_KEY_BASE = 168;

/** The two key columns of `gyms` (see the module comment). */
export const searchKeyColumns = {
  serviceKeys: integer('service_keys')
    .array()
    .notNull()
    .default(sql`'{}'::int4[]`),
  searchKeys: integer('search_keys')
    .array()
    .notNull()
    .generatedAlwaysAs(sql`service_keys || open_week_hours(open_week)`),
};

/** The GIN and the GiST of the keys (see the module comment). */
export const searchKeyIndexes = (t: {
  country: AnyPgColumn;
  searchKeys: AnyPgColumn;
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
  gymActive: AnyPgColumn;
}) => [
  index('gyms_search_keys_gin')
    .using('gin', t.country, sql`${t.searchKeys} gin__int_ops`)
    .where(sql`${t.gymActive}`),
  // Its predicate names the keys, so that only a walk that says `search_keys <> '{}'` (./walk clauses,
  // src/server/modules/gyms/search/search-keys.ts) can use it: a count or a filter-first read must take the GIN,
  // since without a position a GiST scan reads every leaf (0.75 s at 1M, where the GIN takes ms).
  index('gyms_search_keys_gist')
    .using(
      'gist',
      sql`ll_to_earth((${t.latitude})::float8, (${t.longitude})::float8)`,
      sql`${t.searchKeys} gist__intbig_ops(siglen=32)`,
    )
    .where(sql`${t.gymActive} and ${t.searchKeys} <> '{}'::int4[]`),
];
