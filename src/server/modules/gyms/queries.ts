/**
 * SQL of the gym catalogue (Drizzle `sql` templates: every value is a bind parameter, never
 * concatenated). Knows nothing of HTTP. Index use, checked with EXPLAIN at 1M gyms on PGlite and
 * PostgreSQL (docs/decisions, bench/README.md):
 *  - nearest-first: KNN `ll_to_earth(lat, lon) <-> ll_to_earth(:lat, :lon)` on `gyms_earth_gist`;
 *  - price / raiting: `gyms_price_idx` / `gyms_raiting_idx` (key, id), forwards or backwards;
 *  - service: a semi-join probing the `gym_services` primary key (gym_id, service_id);
 *  - name: `lower(name) LIKE :pattern` on the trigram index `gyms_name_trgm`.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LatLon } from '../../../shared/geo';

/** Which gyms a search keeps. Only active gyms are ever returned. */
export interface GymFilter {
  /** Keep gyms offering this service (id from {@link readCatalogueFigures}); null = any. */
  serviceId: string | null;
  /** Case-insensitive substring of the name, as typed (LIKE wildcards are escaped here); null = any. */
  name: string | null;
}

/** Sort key and direction of a page; ties are broken by `id` in the same direction. */
export interface GymOrder {
  key: 'raiting' | 'price' | 'distance';
  direction: 'asc' | 'desc';
}

/** A gym row as stored (numerics as exact decimal strings). */
export interface GymRow {
  id: string;
  name: string;
  price: string;
  raiting: string;
  images: string[];
  logo: string | null;
  phone: string | null;
  email: string | null;
  address: string;
  neighborhood: string | null;
  latitude: string;
  longitude: string;
  socialNetworks: Record<string, string>;
  trainers: number;
  clients: number;
  uEnd: number;
  favourite: number;
  gymActive: boolean;
  demoValues: boolean;
}

/** A gym↔service link with the service name; `price` in ARS as a decimal string. */
export interface GymServiceRow {
  gymId: string;
  id: string;
  name: string;
  description: string | null;
  durationMinutes: number | null;
  price: string | null;
  image: string | null;
}

/** A map pin row. */
export interface PinRow {
  id: string;
  name: string;
  price: string;
  raiting: string;
  address: string;
  latitude: string;
  longitude: string;
}

/** Catalogue-wide figures (trigger-maintained, migration 0003) and the service a filter names. */
export interface CatalogueFigures {
  /** Grows on every write that can change a search result; keys cached counts. */
  version: number;
  /** Number of active gyms. */
  activeGyms: number;
  /** The service whose name matched (case-insensitively), with its number of active gyms; null if none. */
  service: { id: string; activeGyms: number } | null;
}

/**
 * KNN scans fetch this many rows past the requested page so that gyms at exactly the same distance
 * as the page's last one can be ordered by id; more ties than this fall back to a full sort.
 */
export const KNN_TIE_MARGIN = 32;

const rows = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself, for `ESCAPE '\'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const GYM_COLUMNS = sql`g.id, g.name, g.price, g.raiting, g.images, g.logo, g.phone, g.email, g.address,
  g.neighborhood, g.latitude, g.longitude, g.social_networks as "socialNetworks", g.trainers, g.clients,
  g.u_end as "uEnd", g.favourite, g.gym_active as "gymActive", g.demo_values as "demoValues"`;

/** The indexed expression of `gyms_earth_gist`: the gym's position on the earth cube. */
const EARTH = sql`ll_to_earth((g.latitude)::float8, (g.longitude)::float8)`;

const point = (p: LatLon): SQL => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;

/**
 * Farthest-first is nearest-first from the antipode: on a sphere |X − A|² = 4R² − |X − P|² when A = −P,
 * so ascending distance to A is descending distance to P, and the KNN index serves both.
 */
const antipode = (p: LatLon): LatLon => ({ latitude: -p.latitude, longitude: p.longitude + 180 });

function whereClause(filter: GymFilter): SQL {
  const parts: SQL[] = [sql`g.gym_active`];
  if (filter.serviceId)
    parts.push(
      sql`exists (select 1 from gym_services gs where gs.gym_id = g.id and gs.service_id = ${filter.serviceId})`,
    );
  if (filter.name) parts.push(sql`lower(g.name) like lower(${`%${escapeLike(filter.name)}%`}) escape '\\'`);
  return sql.join(parts, sql` and `);
}

/**
 * Reads the catalogue figures and resolves a service name (case-insensitive; an exact-case match
 * wins) in one round trip.
 * @param serviceName - a service name, or null for no service filter
 * @throws when the `catalogue_stats` row is missing (migrations not applied)
 */
export async function readCatalogueFigures(db: Database, serviceName: string | null): Promise<CatalogueFigures> {
  const [row] = await rows<{ version: string | number; activeGyms: number; serviceId: string | null; serviceGyms: number | null }>(
    db,
    sql`select cs.version, cs.active_gyms as "activeGyms", sv.id as "serviceId", sv.n as "serviceGyms"
      from catalogue_stats cs
      left join lateral (
        select s.id, coalesce(st.active_gyms, 0) as n
          from services s left join service_stats st on st.service_id = s.id
         where ${serviceName}::text is not null and lower(s.name) = lower(${serviceName}::text)
         order by (s.name = ${serviceName}::text) desc
         limit 1) sv on true
     where cs.id = 1`,
  );
  if (!row) throw new Error('catalogue_stats is empty: run the migrations');
  return {
    version: Number(row.version),
    activeGyms: Number(row.activeGyms),
    service: row.serviceId ? { id: row.serviceId, activeGyms: Number(row.serviceGyms) } : null,
  };
}

/**
 * Counts the active gyms matching `filter` exactly (O(matches): used for name searches only; the
 * other totals come from {@link readCatalogueFigures}).
 * @returns the count and the catalogue version it was read at (same snapshot)
 */
export async function countGyms(db: Database, filter: GymFilter): Promise<{ count: number; version: number }> {
  const [row] = await rows<{ count: string | number; version: string | number }>(
    db,
    sql`select (select version from catalogue_stats where id = 1) as version, count(*) as count
      from gyms g where ${whereClause(filter)}`,
  );
  return { count: Number(row?.count ?? 0), version: Number(row?.version ?? 0) };
}

/**
 * One page of active gyms matching `filter`, in `order` with ties broken by id (so consecutive pages
 * never repeat or skip a gym).
 * @param origin - the position distances are measured from (degrees)
 * @param offset - rows to skip (≥ 0); @param limit - rows to return (≥ 1)
 */
export async function findGymPage(
  db: Database,
  filter: GymFilter,
  order: GymOrder,
  origin: LatLon,
  offset: number,
  limit: number,
): Promise<GymRow[]> {
  const where = whereClause(filter);
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
  if (order.key !== 'distance') {
    const key = order.key === 'price' ? sql`g.price` : sql`g.raiting`;
    return rows<GymRow>(
      db,
      sql`select ${GYM_COLUMNS} from gyms g where ${where}
        order by ${key} ${dir}, g.id ${dir} offset ${offset} limit ${limit}`,
    );
  }
  const target = point(order.direction === 'asc' ? origin : antipode(origin));
  const knn = sql`${EARTH} <-> ${target}`;
  const fetched = offset + limit + KNN_TIE_MARGIN;
  // The KNN scan yields distance order but no id order among equal distances. Fetch a margin past
  // the page, order that by (distance, id), and check that the margin went past the page's last
  // distance; if not (more ties than the margin), sort every match instead (correct, slower).
  const page = await rows<GymRow & { overflow: boolean }>(
    db,
    sql`with knn as materialized (
        select ${GYM_COLUMNS}, ${knn} as d from gyms g where ${where} order by ${knn} limit ${fetched}
      ), cut as (
        select d from knn order by d offset ${offset + limit - 1} limit 1
      )
      select knn.*, (select count(*) from knn) = ${fetched} and (select max(d) from knn) <= (select d from cut)
          as overflow
        from knn order by d, id ${dir} offset ${offset} limit ${limit}`,
  );
  if (!page.some((r) => r.overflow)) return page;
  return rows<GymRow>(
    db,
    sql`select ${GYM_COLUMNS} from gyms g where ${where} order by ${knn}, g.id ${dir} offset ${offset} limit ${limit}`,
  );
}

/** The gym with this id if it is active, else null. @param id - a UUID (validated by the caller) */
export async function findActiveGymById(db: Database, id: string): Promise<GymRow | null> {
  const [row] = await rows<GymRow>(db, sql`select ${GYM_COLUMNS} from gyms g where g.id = ${id} and g.gym_active`);
  return row ?? null;
}

/** Every service link of the given gyms, with service names, in one query (no N+1). */
export async function findServicesOfGyms(db: Database, gymIds: readonly string[]): Promise<GymServiceRow[]> {
  if (gymIds.length === 0) return [];
  return rows<GymServiceRow>(
    db,
    sql`select gs.gym_id as "gymId", gs.id, s.name, gs.description, gs.duration_minutes as "durationMinutes",
        gs.price, gs.image
      from gym_services gs join services s on s.id = gs.service_id
     where gs.gym_id in (${sql.join(
       gymIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`,
  );
}

/** The `limit` active gyms matching `filter` nearest to `origin` (KNN), nearest first. */
export async function findNearestPins(
  db: Database,
  filter: GymFilter,
  origin: LatLon,
  limit: number,
): Promise<PinRow[]> {
  return rows<PinRow>(
    db,
    sql`select g.id, g.name, g.price, g.raiting, g.address, g.latitude, g.longitude
      from gyms g where ${whereClause(filter)}
     order by ${EARTH} <-> ${point(origin)} limit ${limit}`,
  );
}

/** Services offered by at least one active gym, with that number of gyms (order unspecified). */
export async function findServiceCounts(db: Database): Promise<{ name: string; gyms: number }[]> {
  const list = await rows<{ name: string; gyms: number | string }>(
    db,
    sql`select s.name, st.active_gyms as gyms
      from service_stats st join services s on s.id = st.service_id where st.active_gyms > 0`,
  );
  return list.map((r) => ({ name: r.name, gyms: Number(r.gyms) }));
}

