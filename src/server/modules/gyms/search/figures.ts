/**
 * The catalogue's figures (ADR 0014, ADR 0052): the counters of a country's catalogue and of a service in
 * it, kept by the database's triggers (migrations 0003, 0022, 0053), capped counts of a filter, the content
 * version, and the services with their counts. Knows nothing of HTTP.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { CountryCode } from '../../../../shared/domain/countries';
import { lowerCountry } from '../../../../shared/domain/country-case';
import type { Database } from '../../../db/client';
import { foldedContains, rows } from '../../../db/sql';
import { hasOpenFilter } from '../../opening-hours/index';
import { SERVICE_KEY_BASE } from '../../../db/search-keys';
import { capSql } from './row-counts';
import { MINUTES_PER_WEEK } from '../../../../shared/constants/opening-hours';
import { filterFirstClause, type GymFilter } from './queries';

/**
 * The figures of one country's catalogue (trigger-maintained, migrations 0003 and 0052) and the service a
 * filter names.
 */
export interface CatalogueFigures {
  /** Grows on every write that can change a search result; keys cached counts. */
  version: number;
  /** Number of active gyms of the country. */
  activeGyms: number;
  /** Number of active gyms of every country (what the catalogue-wide indexes of a filter-first read hold). */
  allActiveGyms: number;
  /**
   * The service whose name matched (case-insensitively), its active gyms in the country and search key;
   * null if none.
   */
  service: { id: string; activeGyms: number; key: number } | null;
}

/**
 * Reads the figures of `country`'s catalogue and resolves a service name (case-insensitive; an exact-case
 * match wins) in one round trip: the version, and the country's active gyms and the service's
 * (`catalogue_country_stats`, `service_country_stats`, migration 0052).
 * @param serviceName - a service name, or null for no service filter
 * @throws when the `catalogue_stats` row is missing (migrations not applied)
 */
export async function readCatalogueFigures(
  db: Database,
  serviceName: string | null,
  country: CountryCode,
): Promise<CatalogueFigures> {
  const stored = lowerCountry(country);
  const [row] = await rows<{
    version: string | number;
    activeGyms: number;
    allActiveGyms: number;
    serviceId: string | null;
    serviceGyms: number | null;
    serviceKey: number | null;
  }>(
    db,
    sql`select cs.version, coalesce(cc.active_gyms, 0) as "activeGyms", cs.active_gyms as "allActiveGyms", sv.id as "serviceId", sv.n as "serviceGyms", sv.key as "serviceKey"
      from catalogue_stats cs
      left join catalogue_country_stats cc on cc.country = ${stored}
      left join lateral (
        select s.id, coalesce(st.active_gyms, 0) as n, ${SERVICE_KEY_BASE}::int + s.search_key as key
          from services s left join service_country_stats st on st.service_id = s.id and st.country = ${stored}
         where ${serviceName}::text is not null and lower(s.name) = lower(${serviceName}::text)
         order by (s.name = ${serviceName}::text) desc
         limit 1) sv on true
     where cs.id = 1`,
  );
  if (!row) throw new Error('catalogue_stats is empty: run the migrations');
  return {
    version: Number(row.version),
    activeGyms: Number(row.activeGyms),
    allActiveGyms: Number(row.allActiveGyms),
    service: row.serviceId
      ? { id: row.serviceId, activeGyms: Number(row.serviceGyms), key: Number(row.serviceKey) }
      : null,
  };
}

/**
 * Whether `filter` is a name search and nothing else (its country aside): its matches are then counted on the
 * narrow table of active gyms' names (`gym_name_search_count`, migration 0057, ADR 0058) instead of `gyms`.
 */
const isNameAlone = (filter: GymFilter): filter is GymFilter & { name: string } =>
  Boolean(filter.name) &&
  filter.serviceId === null &&
  !filter.classesAt &&
  !filter.pase &&
  !hasOpenFilter(filter);

/**
 * Minutes of the week `[from, to)` (0 … 10 080, UTC, as `gyms.open_week`) in which no gym opens or closes, read
 * from `open_week_bounds` (migration 0060) at a catalogue version (ADR 0063).
 */
export interface OpenStretch {
  from: number;
  to: number;
}

/**
 * Counts the active gyms matching `filter`, stopping at `cap` (used for name searches and classes today;
 * the other totals come from {@link readCatalogueFigures}). The trigram index finds the candidates and at most
 * `cap` of them are read from the table, so the cost grows with `cap`, not with the matches (ADR 0014); a
 * name search alone reads them from the narrow `gym_name_search` (ADR 0058). An "abierto ahora" count also
 * reads, in the same snapshot, the stretch of minutes around its minute in which no gym opens or closes
 * (`open_week_bounds`, migration 0060; ADR 0063), for which it holds.
 * @param cap - the most matches to count (≥ 1)
 * @returns the count (`complete`: exact, below `cap`; else `count` = `cap`), its snapshot's version and, for
 *   "abierto ahora", its stretch
 */
export async function countGyms(
  db: Database,
  filter: GymFilter,
  cap: number,
): Promise<{ count: number; complete: boolean; version: number; stretch?: OpenStretch }> {
  const count = isNameAlone(filter)
    ? sql`gym_name_search_count(${lowerCountry(filter.country)}, ${foldedContains(filter.name)}, ${capSql(cap)})`
    : sql`(select count(*) from (select 1 from gyms g where ${filterFirstClause(filter)} limit ${capSql(cap)}) m)`;
  const minute = filter.openMinute ?? null;
  const stretch =
    minute === null
      ? sql``
      : sql`, (select max(minute) from open_week_bounds where minute <= ${minute}::int) as "from",
        (select min(minute) from open_week_bounds where minute > ${minute}::int) as "to"`;
  // Planned for its values every time (ADR 0059): a generic plan of the count of gyms takes one bitmap for
  // every filter, 0.8 s for a service "abierto ahora" at 1M where its values' own plan takes 20 ms.
  const [row] = await rows<{
    count: string | number;
    version: string | number;
    from?: number | null;
    to?: number | null;
  }>(
    db,
    sql`select (select version from catalogue_stats where id = 1) as version, ${count} as count${stretch}`,
    isNameAlone(filter) ? 'auto' : 'custom',
  );
  const counted = Number(row?.count ?? 0);
  const counts = { count: counted, complete: counted < cap, version: Number(row?.version ?? 0) };
  // No bound at or before the minute: the stretch starts with the week; none after it: it ends with it.
  return minute === null
    ? counts
    : { ...counts, stretch: { from: row?.from ?? 0, to: row?.to ?? MINUTES_PER_WEEK } };
}

/** `catalogue_stats.content_version` (migration 0011): grows with every write to the catalogue's tables. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await rows<{ v: string | number }>(
    db,
    sql`select content_version as v from catalogue_stats where id = 1`,
  );
  return Number(row?.v ?? 0);
}

/**
 * Services offered by at least one active gym, with that number of gyms (order unspecified): of `country`
 * (`service_country_stats`, migration 0052), or of every country when it is undefined.
 */
export async function findServiceCounts(
  db: Database,
  country?: CountryCode,
): Promise<{ name: string; gyms: number }[]> {
  const list = await rows<{ name: string; gyms: number | string }>(
    db,
    country === undefined
      ? sql`select s.name, st.active_gyms as gyms
      from service_stats st join services s on s.id = st.service_id where st.active_gyms > 0`
      : sql`select s.name, st.active_gyms as gyms
      from service_country_stats st join services s on s.id = st.service_id
     where st.country = ${lowerCountry(country)} and st.active_gyms > 0`,
  );
  return list.map((r) => ({ name: r.name, gyms: Number(r.gyms) }));
}
