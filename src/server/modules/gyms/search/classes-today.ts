/**
 * SQL of the catalogue's "Con clases hoy" filter and of each gym's next class (ADR 0022: times in the gym's
 * own zone; migration 0026: the indexes). A session is **open today** for a gym when it is scheduled, has
 * places left (`booked < capacity`), starts after the request's instant and before the end of the gym's
 * local day (`gyms.time_zone`). With a service filter, only sessions of classes of that service count.
 *
 * Two ways in, as for the other filters (./page-queries `planFor`):
 *  - per gym: {@link openSessionsOf} probes `class_sessions_open_gym_idx` (gym_id, starts_at) for one gym,
 *    used while a nearest-first walk visits gyms and for the next class of each gym of a page;
 *  - candidates first: {@link candidateGymsClause} starts from the gyms of the sessions read from
 *    `class_sessions_open_start_idx` (starts_at) from now to {@link latestDayEnd}, the end of the latest
 *    local day among the zones in use, kept by service in a snapshot (./class-candidates); the exact
 *    per-gym test still applies to them.
 * Knows nothing of HTTP.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NextClass } from '../../../../shared/contract/gyms';
import { anyOf } from '../../../db/array-params';
import { zonedIso } from '../../classes/index';

const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** End of the local day containing `now` in zone `zone` (SQL of an IANA name): the next local midnight. */
export const dayEndOf = (zone: SQL, now: Date): SQL =>
  sql`(((${at(now)} at time zone ${zone})::date + 1)::timestamp at time zone ${zone})`;

/**
 * The end of the latest local day containing `now` among the zones of the catalogue's gyms: the distinct
 * zones are read from `gyms_time_zone_idx` by a loose index scan (one probe per zone), so the bound costs a
 * few index probes whatever the number of gyms.
 */
export const latestDayEnd = (now: Date): SQL => sql`(
  with recursive zones(tz) as (
    select min(time_zone) from gyms
    union all
    select (select min(time_zone) from gyms where time_zone > zones.tz) from zones where zones.tz is not null)
  select max(${dayEndOf(sql`zones.tz`, now)}) from zones where zones.tz is not null)`;

/**
 * The open sessions today of the gym whose id is `gymId` and zone `zone` (SQL of its row), of service
 * `serviceId` when given: a `from … where …` body, with `cs` the session and `c` its class.
 */
export function openSessionsOf(gymId: SQL, zone: SQL, now: Date, serviceId: string | null): SQL {
  const ofService = serviceId
    ? sql` join gym_services cgs on cgs.id = c.gym_service_id and cgs.service_id = ${serviceId} and cgs.plan_held_at is null`
    : sql``;
  return sql`from class_sessions cs join classes c on c.id = cs.class_id and c.deleted_at is null${ofService}
    where cs.gym_id = ${gymId} and cs.status = 'scheduled' and cs.booked < cs.capacity
      and cs.starts_at > ${at(now)} and cs.starts_at < ${dayEndOf(zone, now)}`;
}

/** The condition "gym `g` has an open session today" (of `serviceId` when given). */
export const hasOpenSessionToday = (now: Date, serviceId: string | null): SQL =>
  sql`exists (select 1 ${openSessionsOf(sql`g.id`, sql`g.time_zone`, now, serviceId)})`;

/**
 * The condition "gym `g` is one of `candidates`" (ids from ./class-candidates), to drive a read that
 * collects the few matches first from those gyms instead of testing every gym.
 */
export const candidateGymsClause = (candidates: readonly string[]): SQL =>
  anyOf(sql`g.id`, candidates, 'uuid');

/**
 * The next open session today of the gym of row `alias` (which has `id` and `"timeZone"`) as a JSON column
 * `"nextClass"` (`{ startsAt, name, spotsLeft }`, or null): the earliest start, ties by session id; the
 * name is the session's own (a one-session edit) or its class's.
 */
export const nextClassColumn = (alias: SQL, now: Date, serviceId: string | null): SQL =>
  sql`(select json_build_object('startsAt', cs.starts_at, 'name', coalesce(cs.name, c.name), 'spotsLeft', cs.capacity - cs.booked)
      ${openSessionsOf(sql`${alias}.id`, sql`${alias}."timeZone"`, now, serviceId)}
     order by cs.starts_at, cs.id limit 1) as "nextClass"`;

/** A next class as read by {@link nextClassColumn} (JSON: the instant as text; a string is tolerated). */
export type NextClassRow = { startsAt: string; name: string; spotsLeft: number } | string | null;

/**
 * The wire form of a next class: `startsAt` ISO 8601 with the offset of the gym's zone (ADR 0022
 * decision 7), or undefined when the gym has none.
 * @param timeZone - the gym's IANA zone
 */
export function toNextClass(row: NextClassRow | undefined, timeZone: string): NextClass | undefined {
  if (row === null || row === undefined) return undefined;
  const value = typeof row === 'string' ? (JSON.parse(row) as Exclude<NextClassRow, string>) : row;
  if (!value) return undefined;
  return {
    startsAt: zonedIso(new Date(value.startsAt), timeZone),
    name: value.name,
    spotsLeft: Number(value.spotsLeft),
  };
}
