/**
 * The floors of the classes benchmark: (u) gives (s)'s answer — "the 6 nearest active gyms with a class
 * of service X open today, with their services and next class" — and (v) gives (t)'s (any class), each
 * from ONE hand-written statement on the plain `pg` driver, no validation, no ORM, `JSON.stringify`. (v) is
 * a named prepared statement; (u) is sent unnamed, so PostgreSQL plans it for its values every time: after
 * five executions of a named one it keeps a generic plan that, not knowing the service's key, takes every
 * gym holding a key from the keys' GIN bitmap and sorts them by distance (psql at 1M gyms: 1 019 ms against
 * 31 ms for the custom plan's walk of the position GiST; under 10 connections 5–8 s a statement), a floor
 * nothing can be measured against (the same choice as the app's "abierto ahora" counts, ADR 0059). The
 * rules are the app's (src/server/modules/gyms/search/classes-today.ts, ADR 0022): a session is open
 * today when it is scheduled, has places left and starts after the instant and before the end of the
 * gym's local day; with a service, only sessions of that service's classes count; the page is nearest
 * first (KNN `<->` on `ll_to_earth`), ties by id. The walk is the plainest one PostgreSQL offers: the
 * position GiST (with the service's key for (u), as the search floor (g) does), each gym visited tested
 * by an `EXISTS` probe of `class_sessions_open_gym_idx`. The app instead
 * starts from a snapshot of today's candidate gyms (ADR 0022), so it may beat this floor.
 * @module
 */
import type { FastifyInstance } from 'fastify';

/** Path of the classes floor route (on the bare Fastify instance): `?lat=&lon=&service=` (optional). */
export const FLOOR_CLASSES_PATH = '/bench/floor-classes';

/** The open sessions of gym `g` at instant `$3`, of the service whose id is `$4` when `service`. */
const openSessions = (service: boolean): string => `from class_sessions cs
    join classes c on c.id = cs.class_id and c.deleted_at is null${
      service
        ? `
    join gym_services cgs on cgs.id = c.gym_service_id and cgs.service_id = $4::uuid and cgs.plan_held_at is null`
        : ''
    }
   where cs.gym_id = g.id and cs.status = 'scheduled' and cs.booked < cs.capacity
     and cs.starts_at > $3::timestamptz
     and cs.starts_at < ((($3::timestamptz at time zone g.time_zone)::date + 1)::timestamp at time zone g.time_zone)`;

/**
 * The statement: the gyms of Argentina, where the scenarios ask and what the app answers without a
 * `country` (ADR 0052); `$1` lat, `$2` lon, `$3` the instant; with a service, `$4` its id and `$5` its search
 * key (src/server/db/search-keys.ts). Rows: the page's gyms with `services` and `nextClass` (JSON).
 */
export const floorClassesSql = (service: boolean): string => `with p as materialized (
  select g.id, g.name, g.price, g.raiting, g.address, g.latitude, g.longitude, g.time_zone,
         ll_to_earth(g.latitude::float8, g.longitude::float8) <-> ll_to_earth($1::float8, $2::float8) as d
    from gyms g
   where g.gym_active and g.country = 'ar'${service ? ` and g.search_keys <> '{}'::int4[] and g.search_keys @> array[$5::int4]` : ''}
     and exists (select 1 ${openSessions(service)})
   order by d limit 6)
select g.id, g.name, g.price::text as price, g.raiting::float8 as raiting, g.address,
       g.latitude::float8 as latitude, g.longitude::float8 as longitude,
       (select coalesce(json_agg(json_build_object('name', s.name, 'price', gs.price::text) order by s.name), '[]')
          from gym_services gs join services s on s.id = gs.service_id
         where gs.gym_id = g.id and gs.plan_held_at is null) as services,
       (select json_build_object('startsAt', cs.starts_at, 'name', coalesce(cs.name, c.name),
               'spotsLeft', cs.capacity - cs.booked)
          ${openSessions(service)}
         order by cs.starts_at, cs.id limit 1) as "nextClass"
  from p g
 order by g.d, g.id`;

/** Runs `text` on the plain `pg` pool: a named prepared statement, or unnamed when `name` is null. */
type Query = (name: string | null, text: string, values: unknown[]) => Promise<unknown[]>;

/**
 * Registers GET {@link FLOOR_CLASSES_PATH} on `app`.
 * @param query - runs a statement on the plain `pg` pool (see {@link Query})
 * @param services - each service's name with its id and search key (`SERVICE_KEY_BASE` + `search_key`)
 * @param now - the server's clock (the app's, `--clock` included)
 */
export function registerClassesFloor(
  app: FastifyInstance,
  query: Query,
  services: ReadonlyMap<string, { id: string; key: number }>,
  now: () => Date,
): void {
  const withService = floorClassesSql(true);
  const anyClass = floorClassesSql(false);
  app.get(FLOOR_CLASSES_PATH, async (request, reply) => {
    const q = request.query as Record<string, string>;
    const at = now().toISOString();
    const service = q.service ? services.get(q.service) : undefined;
    const gyms = q.service
      ? service
        ? await query(null, withService, [Number(q.lat), Number(q.lon), at, service.id, service.key])
        : []
      : await query('floor-classes', anyClass, [Number(q.lat), Number(q.lon), at]);
    return reply.type('application/json').send(JSON.stringify({ gyms }));
  });
}
