/**
 * The floor (g) of the search benchmark: what this machine can do for the answer of (b), "the 6
 * nearest active gyms that offer a service, with their services", without our code. A route on the
 * bare Fastify instance of the child process, one hand-written statement (a named prepared statement
 * on the plain `pg` driver; on PGlite, the same statement on the instance), no validation, no ORM,
 * `JSON.stringify`. The service names are resolved to their search keys once at start-up, in memory.
 * The statement walks the index the app walks for (b): the GiST on (position, `search_keys`) that
 * skips the gyms without the service's key (src/server/db/search-keys.ts, ADR 0025 decision 19), KNN
 * with `<->` on `ll_to_earth` (cube/earthdistance), and aggregates each gym's services in the same
 * round trip.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/client';
import { SERVICE_KEY_BASE } from '../../src/server/db/search-keys';
import { registerClassesFloor } from '../classes/floor-classes';
import { FLOOR_NAME_PATH, FLOOR_NAME_SQL } from './floor-name';

/** Path of the floor route (on the bare Fastify instance). */
export const FLOOR_PATH = '/bench/floor';
/** Path of the price floor (h): (c)'s answer by one hand-written statement. */
export const FLOOR_PRICE_PATH = '/bench/floor-price';

const FLOOR_SQL = `select g.id, g.name, g.price::text as price, g.raiting::float8 as raiting, g.address,
    g.latitude::float8 as latitude, g.longitude::float8 as longitude,
    (select coalesce(json_agg(json_build_object('name', s.name, 'price', gs.price::text) order by s.name), '[]')
       from gym_services gs join services s on s.id = gs.service_id where gs.gym_id = g.id) as services
  from gyms g
 where g.gym_active
   and g.search_keys <> '{}'::int4[]
   and g.search_keys @> array[$3::int4]
 order by ll_to_earth(g.latitude::float8, g.longitude::float8) <-> ll_to_earth($1::float8, $2::float8)
 limit 6`;

/**
 * (c)'s page: 6 active gyms by price, gyms without a price last in both directions (ADR 0025), ties by
 * id in the same direction, optionally holding a service's key. Two walks of `gyms_price_idx` (priced
 * and unpriced part, each at most offset + 6 rows; the service key tested on the rows walked), then
 * the page's columns and services. `dir` is `asc` or `desc`: one prepared statement each.
 */
const priceSql = (dir: 'asc' | 'desc'): string => `select g.id, g.name, g.price::text as price,
    g.raiting::float8 as raiting, g.address, g.latitude::float8 as latitude, g.longitude::float8 as longitude,
    (select coalesce(json_agg(json_build_object('name', s.name, 'price', gs.price::text) order by s.name), '[]')
       from gym_services gs join services s on s.id = gs.service_id where gs.gym_id = g.id) as services
  from (select id, price from (
      (select id, price from gyms where gym_active and price is not null
          and ($1::int4 is null or search_keys @> array[$1::int4])
        order by price ${dir}, id ${dir} limit $2)
      union all
      (select id, price from gyms where gym_active and price is null
          and ($1::int4 is null or search_keys @> array[$1::int4])
        order by price ${dir}, id ${dir} limit $2)
    ) u order by price ${dir} nulls last, id ${dir} offset $3 limit 6) p
  join gyms g on g.id = p.id
 order by p.price ${dir} nulls last, p.id ${dir}`;

type Query = (values: unknown[]) => Promise<unknown[]>;

/**
 * Registers GET {@link FLOOR_PATH}`?lat=&lon=&service=`, GET {@link FLOOR_PRICE_PATH}`?order=&page=&service=`
 * (page 1–…, order asc|desc, service optional), GET {@link FLOOR_NAME_PATH}`?name=` (./floor-name) and the
 * classes floor (bench/classes/floor-classes) on `app`.
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
  const named = async (name: string, text: string, values: unknown[]): Promise<unknown[]> =>
    pool ? (await pool.query({ name, text, values })).rows : (await handle.query(text, values)).rows;
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
  const serviceKeys = new Map(services.map((s) => [s.name, SERVICE_KEY_BASE + s.search_key]));
  const serviceIds = new Map(
    services.map((s) => [s.name, { id: s.id, key: SERVICE_KEY_BASE + s.search_key }]),
  );
  registerClassesFloor(app, named, serviceIds, now);
  app.get(FLOOR_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const gyms = await run([Number(q.lat), Number(q.lon), serviceKeys.get(q.service ?? '') ?? null]);
    return reply.type('application/json').send(JSON.stringify({ gyms }));
  });
  app.get(FLOOR_PRICE_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const offset = (Math.max(1, Number(q.page ?? 1)) - 1) * 6;
    const key = q.service ? (serviceKeys.get(q.service) ?? null) : null;
    const gyms = await byPrice[q.order === 'desc' ? 'desc' : 'asc']([key, offset + 6, offset]);
    return reply.type('application/json').send(JSON.stringify({ gyms }));
  });
  app.get(FLOOR_NAME_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const [row] = (await byName([q.name ?? ''])) as { total: string | number; gyms: unknown }[];
    const gyms = typeof row?.gyms === 'string' ? JSON.parse(row.gyms) : (row?.gyms ?? []);
    return reply.type('application/json').send(JSON.stringify({ total: Number(row?.total ?? 0), gyms }));
  });
  return async () => {
    await pool?.end();
  };
}
