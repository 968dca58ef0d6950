/**
 * The floors (g) and (h) of the search benchmark: what this machine can do for the answers of (b), "the 6
 * nearest active gyms that offer a service", and (c), "a page of 6 active gyms by price", without our code.
 * Each is a route on the bare Fastify instance of the child process: one hand-written statement (a named
 * prepared statement on the plain `pg` driver; on PGlite, the same statement on the instance) that reads
 * the page, every field of its gyms and their services, and the total (./floor-gym), then minimal
 * JavaScript (distance, open state, services' order: the app's pure helpers) and `JSON.stringify`; no
 * validation, no ORM, no hooks. The answer is the app's to the byte (./floor-check compares them before
 * measuring). The service names are resolved to their ids and search keys once at start-up, in memory.
 * (g) walks the index the app walks for (b): the GiST on (position, `search_keys`) that skips the gyms
 * without the service's key (src/server/db/search-keys.ts, ADR 0025 decision 19), KNN with `<->` on
 * `ll_to_earth` (cube/earthdistance), ties by id.
 * @module
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/client';
import { SERVICE_KEY_BASE } from '../../src/server/db/search-keys';
import { DEFAULT_LOCATION } from '../../src/shared/constants/spec';
import { DEFAULT_COUNTRY, isCountryCode } from '../../src/shared/domain/countries';
import { lowerCountry } from '../../src/shared/domain/country-case';
import type { LatLon } from '../../src/shared/domain/geo';
import { registerClassesFloor } from '../classes/floor-classes';
import { FLOOR_NAME_PATH, FLOOR_NAME_SQL } from './floor-name';
import { cappedTotal, FLOOR_GYM_COLUMNS, floorListJson, type FloorGymRow } from './floor-gym';

/** A service id no service has: an unknown service name finds nothing (its key -1 is no gym's). */
const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** Path of the floor route (on the bare Fastify instance). */
export const FLOOR_PATH = '/bench/floor';
/** Path of the price floor (h): (c)'s answer by one hand-written statement. */
export const FLOOR_PRICE_PATH = '/bench/floor-price';

/** The KNN distance from the request's position (`$1`, `$2`): the order of `gyms_earth_gist` and the keys' GiST. */
const KNN = `ll_to_earth(g.latitude::float8, g.longitude::float8) <-> ll_to_earth($1::float8, $2::float8)`;

/**
 * (b)'s answer: the 6 nearest active gyms of country `$5` (lower case, as stored; ADR 0052) holding the
 * service's key `$3`, ties by id (as the app: the walk reads one row past the page, `KNN_TIE_MARGINS`, and
 * the 7 are sorted by distance and id; an ORDER BY of distance and id in the walk itself would not use the
 * GiST), with the service's active gyms in the country (`$4`, its id; trigger-kept
 * `service_country_stats`, migration 0053) as `total`, read even when no gym matches (one row with a null
 * `id` then). The services and the visit cost are computed for the page's 6 rows only.
 */
const FLOOR_SQL = `select c.total, p.* from (
    select coalesce((select active_gyms from service_country_stats
                      where service_id = $4::uuid and country = $5::text), 0) as total) c
  left join lateral (
    select ${FLOOR_GYM_COLUMNS}, g.k from (
      select g.*, ${KNN} as k
        from gyms g
       where g.gym_active
         and g.country = $5::text
         and g.search_keys <> '{}'::int4[]
         and g.search_keys @> array[$3::int4]
       order by ${KNN}
       limit 7) g
     order by g.k, g.id
     limit 6) p on true
 order by p.k, p.id`;

/**
 * (c)'s page: 6 active gyms of country `$5` by price, gyms without a price last in both directions (ADR
 * 0025), ties by id in the same direction, optionally holding a service's key (`$1`). Two walks of
 * `gyms_price_idx` (country, price, id…) (priced and unpriced part, each at most offset + 6 rows; the
 * service key tested on the rows walked), then the page's gyms in full; `total` the active gyms of the
 * service (`$4`, its id) or of the country (trigger-kept counters per country, migration 0053). `dir` is
 * `asc` or `desc`: one prepared statement each.
 */
const priceSql = (dir: 'asc' | 'desc'): string => `select c.total, p.* from (
    select case when $4::uuid is null
                then coalesce((select active_gyms from catalogue_country_stats where country = $5::text), 0)
                else coalesce((select active_gyms from service_country_stats
                                where service_id = $4::uuid and country = $5::text), 0) end as total) c
  left join lateral (
    select ${FLOOR_GYM_COLUMNS}, w.price as k
      from (select id, price from (
          (select id, price from gyms where gym_active and country = $5::text and price is not null
              and ($1::int4 is null or search_keys @> array[$1::int4])
            order by price ${dir}, id ${dir} limit $2)
          union all
          (select id, price from gyms where gym_active and country = $5::text and price is null
              and ($1::int4 is null or search_keys @> array[$1::int4])
            order by price ${dir}, id ${dir} limit $2)
        ) u order by price ${dir} nulls last, id ${dir} offset $3 limit 6) w
      join gyms g on g.id = w.id) p on true
 order by p.k ${dir} nulls last, p.id ${dir}`;

type Query = (values: unknown[]) => Promise<unknown[]>;

/**
 * Registers GET {@link FLOOR_PATH}`?lat=&lon=&service=`, GET {@link FLOOR_PRICE_PATH}`?order=&page=&service=`
 * (page 1–…, order asc|desc, service optional), GET {@link FLOOR_NAME_PATH}`?name=` (./floor-name), each
 * with `country=` (ISO, upper case; AR when absent, as the app), and the classes floor
 * (bench/classes/floor-classes) on `app`.
 * @param databaseUrl - PostgreSQL: a pool of `poolSize` plain `pg` connections; undefined: `handle`'s PGlite
 * @param now - the app's clock, for the classes floor's "today"
 * @returns a function that closes the pool
 */
export async function registerFloor(
  app: FastifyInstance,
  handle: DatabaseHandle,
  databaseUrl: string | undefined,
  poolSize: number,
  now: () => Date = () => new Date(),
): Promise<() => Promise<void>> {
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: poolSize }) : null;
  /** A named prepared statement on the pool (unnamed when `name` is null), or `handle`'s PGlite. */
  const named = async (name: string | null, text: string, values: unknown[]): Promise<unknown[]> => {
    if (!pool) return (await handle.query(text, values)).rows;
    return (await pool.query(name === null ? { text, values } : { name, text, values })).rows;
  };
  const statement =
    (name: string, text: string): Query =>
    (values) =>
      named(name, text, values);
  const run = statement('floor', FLOOR_SQL);
  const byName = statement('floor-name', FLOOR_NAME_SQL);
  const byPrice = {
    asc: statement('floor-price-asc', priceSql('asc')),
    desc: statement('floor-price-desc', priceSql('desc')),
  };
  const services = (await handle.query('select id, search_key, name from services')).rows as {
    id: string;
    search_key: number;
    name: string;
  }[];
  const serviceIds = new Map(
    services.map((s) => [s.name, { id: s.id, key: SERVICE_KEY_BASE + s.search_key }]),
  );
  registerClassesFloor(app, named, serviceIds, now);
  /** The request's country as stored (lower case; ADR 0052), Argentina when absent. */
  const countryOf = (q: Record<string, string>): string =>
    lowerCountry(isCountryCode(q.country) ? q.country : DEFAULT_COUNTRY);
  const origin = (q: Record<string, string>): LatLon => ({
    latitude: Number(q.lat ?? DEFAULT_LOCATION.latitude),
    longitude: Number(q.lon ?? DEFAULT_LOCATION.longitude),
  });
  /** The page's rows (a lone row with a null id: no gym, only the total) and the total they carry. */
  const pageOf = (rows: unknown[]): { gyms: FloorGymRow[]; total: number } => {
    const list = rows as (FloorGymRow & { total: number | string })[];
    return { gyms: list.filter((r) => r.id !== null), total: Number(list[0]?.total ?? 0) };
  };
  const json = (reply: FastifyReply, text: string): FastifyReply => reply.type('application/json').send(text);
  app.get(FLOOR_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const service = serviceIds.get(q.service ?? '');
    const { gyms, total } = pageOf(
      await run([Number(q.lat), Number(q.lon), service?.key ?? null, service?.id ?? null, countryOf(q)]),
    );
    // A total of the counters is answered as it is, at any size (ADR 0014, `answeredTotal`).
    return json(reply, floorListJson(gyms, total, false, 1, origin(q), now()));
  });
  app.get(FLOOR_PRICE_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const page = Math.max(1, Number(q.page ?? 1));
    const offset = (page - 1) * 6;
    const service = q.service ? (serviceIds.get(q.service) ?? { key: -1, id: UNKNOWN_ID }) : null;
    const rows = await byPrice[q.order === 'desc' ? 'desc' : 'asc']([
      service?.key ?? null,
      offset + 6,
      offset,
      service?.id ?? null,
      countryOf(q),
    ]);
    const { gyms, total } = pageOf(rows);
    return json(reply, floorListJson(gyms, total, false, page, origin(q), now()));
  });
  app.get(FLOOR_NAME_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const { gyms, total } = pageOf(await byName([q.name ?? '', countryOf(q)]));
    const answered = cappedTotal(total);
    return json(reply, floorListJson(gyms, answered.total, answered.totalIsEstimate, 1, origin(q), now()));
  });
  return async () => {
    await pool?.end();
  };
}
