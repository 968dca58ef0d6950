/**
 * The gyms with a class open today, by service, with their positions: a per-process snapshot read from
 * the open sessions (`class_sessions_open_start_idx`, migration 0026) and refreshed in the background
 * every {@link CANDIDATES_TTL_MS}. When it is read, every gym in it matches the "Con clases hoy" filter
 * exactly (active, a session of the service open before the end of the gym's local day); by the time a
 * request uses it, some may not (a session filled up or started), so every read checks its rows again
 * exactly (./classes-today), and a gym whose first open session of the day appeared since (a new class,
 * a freed place) shows from the next refresh on, at most two periods later.
 *
 * Why a snapshot: the service of a session is on its class's gym service, two joins away, so finding
 * the gyms with a class of a service means reading every open session of the day (63 000 at 1M gyms and
 * 20 weekly classes, about a second); once per period for every service at once, instead of once per
 * request (bench/README.md "Classes").
 * @module
 */
import { sql } from 'drizzle-orm';
import type { LatLon } from '../../../shared/domain/geo';
import type { Database } from '../../db/client';
import { dayEndOf, latestDayEnd } from './classes-today';
import { rows } from './queries';

/** How long a snapshot is used before a refresh is started, ms. */
export const CANDIDATES_TTL_MS = 30_000;

/** A gym of the snapshot: its id and position (degrees). */
export interface ClassGym extends LatLon {
  id: string;
}

/** The gyms of a snapshot: with any open class (`all`), and by service id. */
interface Snapshot {
  takenAt: number;
  all: readonly ClassGym[];
  byService: ReadonlyMap<string, readonly ClassGym[]>;
}

/** The snapshot's gyms for a filter. */
export interface ClassCandidates {
  /**
   * The gyms with an open class today (of service `serviceId`; null: any), as of the snapshot.
   * @param now - the request's instant (decides when the snapshot is old)
   */
  of(serviceId: string | null, now: Date): Promise<readonly ClassGym[]>;
}

/** Reads the snapshot at `now`: the (service, gym) pairs of the open sessions, in one statement. */
async function readSnapshot(db: Database, now: Date): Promise<Snapshot> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const list = await rows<{ serviceId: string | null; id: string; latitude: number; longitude: number }>(
    db,
    sql`select distinct cgs.service_id as "serviceId", g.id, g.latitude::float8 as latitude,
               g.longitude::float8 as longitude
          from class_sessions cs
          join classes c on c.id = cs.class_id and c.deleted_at is null
          join gyms g on g.id = cs.gym_id and g.gym_active
          left join gym_services cgs on cgs.id = c.gym_service_id and cgs.plan_held_at is null
         where cs.status = 'scheduled' and cs.booked < cs.capacity
           and cs.starts_at > ${at} and cs.starts_at < ${latestDayEnd(now)}
           and cs.starts_at < ${dayEndOf(sql`g.time_zone`, now)}`,
  );
  const gyms = new Map<string, ClassGym>();
  const byService = new Map<string, ClassGym[]>();
  for (const row of list) {
    let gym = gyms.get(row.id);
    if (!gym) {
      gym = { id: row.id, latitude: Number(row.latitude), longitude: Number(row.longitude) };
      gyms.set(row.id, gym);
    }
    if (row.serviceId === null) continue;
    const ofService = byService.get(row.serviceId) ?? [];
    ofService.push(gym);
    byService.set(row.serviceId, ofService);
  }
  return { takenAt: now.getTime(), all: [...gyms.values()], byService };
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

/**
 * The `count` gyms of `gyms` nearest to `origin` (haversine; ties by id), nearest first: one pass keeping
 * the best `count` in order, O(n · count) at worst, about n for a few dozen.
 */
export function nearestGyms(gyms: readonly ClassGym[], origin: LatLon, count: number): ClassGym[] {
  const best: { gym: ClassGym; d: number }[] = [];
  const rad = Math.PI / 180;
  const cosLat = Math.cos(origin.latitude * rad);
  for (const gym of gyms) {
    // Monotonic in the great-circle distance (haversine's h), enough to rank.
    const dLat = Math.sin(((gym.latitude - origin.latitude) * rad) / 2);
    const dLon = Math.sin(((gym.longitude - origin.longitude) * rad) / 2);
    const d = dLat * dLat + cosLat * Math.cos(gym.latitude * rad) * dLon * dLon;
    const worst = best[best.length - 1];
    if (best.length >= count && worst && (d > worst.d || (d === worst.d && gym.id > worst.gym.id))) continue;
    let i = best.length;
    while (i > 0) {
      const before = best[i - 1];
      if (!before || before.d < d || (before.d === d && before.gym.id < gym.id)) break;
      i -= 1;
    }
    best.splice(i, 0, { gym, d });
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.gym);
}
