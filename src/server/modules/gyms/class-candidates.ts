/**
 * The gyms that may have a class open today, by service: a per-process snapshot read from the open
 * sessions (`class_sessions_open_start_idx`, migration 0026) and refreshed in the background every
 * {@link CANDIDATES_TTL_MS}. A superset of the matches of the "Con clases hoy" filter: the gym's
 * activity, its local day and the session's places and start are checked again, exactly, by every
 * read that uses it (./classes-today), so a session that filled up or started since the snapshot never
 * shows; a gym whose first open session of the day appeared since (a new class, a freed place) shows
 * from the next refresh on, at most two periods later.
 *
 * Why a snapshot: which service a session belongs to is on its class's gym service, two joins away,
 * so finding the few gyms with a class of a rare service means reading every open session of the day
 * (63 000 at 1M gyms and 20 weekly classes, ~1 s); once per period for every service at once, instead
 * of once per request (bench/README.md "Classes").
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { latestDayEnd } from './classes-today';
import { rows } from './queries';

/** How long a snapshot is used before a refresh is started, ms. */
export const CANDIDATES_TTL_MS = 30_000;

/** Candidate gym ids: any class (`all`) and by service id. */
interface Snapshot {
  takenAt: number;
  all: readonly string[];
  byService: ReadonlyMap<string, readonly string[]>;
}

/** The candidates of a filter: ids of gyms with an open session today (of the service), possibly more. */
export interface ClassCandidates {
  /**
   * @param serviceId - a service id, or null for any class
   * @param now - the request's instant (decides when the snapshot is old)
   */
  of(serviceId: string | null, now: Date): Promise<readonly string[]>;
}

/** Reads the snapshot at `now`: one statement, grouping the open sessions' gyms by their class's service. */
async function readSnapshot(db: Database, now: Date): Promise<Snapshot> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const list = await rows<{ serviceId: string | null; whole: number; gyms: string[] | string }>(
    db,
    sql`select cgs.service_id as "serviceId", grouping(cgs.service_id) as whole,
               array_agg(distinct cs.gym_id::text) as gyms
          from class_sessions cs join classes c on c.id = cs.class_id
          left join gym_services cgs on cgs.id = c.gym_service_id and cgs.plan_held_at is null
         where cs.status = 'scheduled' and cs.booked < cs.capacity
           and cs.starts_at > ${at} and cs.starts_at < ${latestDayEnd(now)}
         group by grouping sets ((cgs.service_id), ())`,
  );
  const ids = (gyms: string[] | string): string[] =>
    typeof gyms === 'string'
      ? gyms
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : gyms;
  const byService = new Map<string, readonly string[]>();
  let all: readonly string[] = [];
  for (const row of list) {
    if (Number(row.whole) === 1) all = ids(row.gyms);
    else if (row.serviceId) byService.set(row.serviceId, ids(row.gyms));
  }
  return { takenAt: now.getTime(), all, byService };
}

/**
 * The candidates over `db`: the first call reads the snapshot; later calls answer from it, starting one
 * background refresh when it is older than `ttlMs` (a failed refresh keeps the old one, and is retried
 * on the next call).
 */
export function createClassCandidates(db: Database, ttlMs = CANDIDATES_TTL_MS): ClassCandidates {
  let current: Snapshot | null = null;
  let refreshing: Promise<Snapshot> | null = null;
  const refresh = (now: Date): Promise<Snapshot> => {
    refreshing ??= readSnapshot(db, now)
      .then((snapshot) => (current = snapshot))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  return {
    async of(serviceId, now) {
      let snapshot = current;
      if (!snapshot) snapshot = await refresh(now);
      else if (now.getTime() - snapshot.takenAt > ttlMs) refresh(now).catch(() => undefined);
      return serviceId === null ? snapshot.all : (snapshot.byService.get(serviceId) ?? []);
    },
  };
}
