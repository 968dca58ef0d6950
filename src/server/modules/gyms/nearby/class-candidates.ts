/**
 * The gyms with a class open today, by country and service, with their positions: a per-process snapshot read from
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
import type { CountryCode } from '../../../../shared/domain/countries';
import { lowerCountry } from '../../../../shared/domain/country-case';
import type { LatLon } from '../../../../shared/domain/geo';
import type { Database } from '../../../db/client';
import { dayEndOf, latestDayEnd } from '../search/classes-today';
import { rows } from '../../../db/sql';

/** How long a snapshot is used before a refresh is started, ms. */
export const CANDIDATES_TTL_MS = 30_000;

/** A gym of the snapshot: its id and position (degrees). */
export interface ClassGym extends LatLon {
  id: string;
}

/** Gyms of a snapshot for one filter: sorted by latitude (for {@link nearestGyms}), and their ids. */
export interface ClassGyms {
  gyms: readonly ClassGym[];
  ids: readonly string[];
}

/** The gyms of one country in a snapshot: with any open class (`all`), and by service id. */
interface CountryGyms {
  all: ClassGyms;
  byService: ReadonlyMap<string, ClassGyms>;
}

/** A snapshot: the gyms by country (`gyms.country`, lower case; ADR 0052). */
interface Snapshot {
  takenAt: number;
  byCountry: ReadonlyMap<string, CountryGyms>;
}

const NONE: ClassGyms = { gyms: [], ids: [] };

/** `gyms` sorted by latitude, with their ids. */
function byLatitude(gyms: ClassGym[]): ClassGyms {
  gyms.sort((a, b) => a.latitude - b.latitude);
  return { gyms, ids: gyms.map((g) => g.id) };
}

/** The snapshot's gyms for a filter. */
export interface ClassCandidates {
  /**
   * The gyms of `country` with an open class today (of service `serviceId`; null: any), as of the snapshot.
   * @param now - the request's instant (decides when the snapshot is old)
   */
  of(country: CountryCode, serviceId: string | null, now: Date): Promise<ClassGyms>;
}

/** Reads the snapshot at `now`: the (service, gym) pairs of the open sessions, in one statement. */
async function readSnapshot(db: Database, now: Date): Promise<Snapshot> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const list = await rows<{
    serviceId: string | null;
    id: string;
    country: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`select distinct cgs.service_id as "serviceId", g.id, g.country, g.latitude::float8 as latitude,
               g.longitude::float8 as longitude
          from class_sessions cs
          join classes c on c.id = cs.class_id and c.deleted_at is null
          join gyms g on g.id = cs.gym_id and g.gym_active
          left join gym_services cgs on cgs.id = c.gym_service_id and cgs.plan_held_at is null
         where cs.status = 'scheduled' and cs.booked < cs.capacity
           and cs.starts_at > ${at} and cs.starts_at < ${latestDayEnd(now)}
           and cs.starts_at < ${dayEndOf(sql`g.time_zone`, now)}`,
  );
  const countries = new Map<string, { gyms: Map<string, ClassGym>; byService: Map<string, ClassGym[]> }>();
  for (const row of list) {
    let ofCountry = countries.get(row.country);
    if (!ofCountry) {
      ofCountry = { gyms: new Map(), byService: new Map() };
      countries.set(row.country, ofCountry);
    }
    let gym = ofCountry.gyms.get(row.id);
    if (!gym) {
      gym = { id: row.id, latitude: Number(row.latitude), longitude: Number(row.longitude) };
      ofCountry.gyms.set(row.id, gym);
    }
    if (row.serviceId === null) continue;
    const ofService = ofCountry.byService.get(row.serviceId) ?? [];
    ofService.push(gym);
    ofCountry.byService.set(row.serviceId, ofService);
  }
  const byCountry = new Map<string, CountryGyms>();
  for (const [country, { gyms, byService }] of countries)
    byCountry.set(country, {
      all: byLatitude([...gyms.values()]),
      byService: new Map([...byService].map(([id, list]) => [id, byLatitude(list)])),
    });
  return { takenAt: now.getTime(), byCountry };
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
    async of(country, serviceId, now) {
      let snapshot = current;
      if (!snapshot) snapshot = await refresh(now);
      else if (now.getTime() - snapshot.takenAt > ttlMs) refresh(now).catch(() => undefined);
      const gyms = snapshot.byCountry.get(lowerCountry(country));
      if (!gyms) return NONE;
      return serviceId === null ? gyms.all : (gyms.byService.get(serviceId) ?? NONE);
    },
  };
}

const RAD = Math.PI / 180;

/** Haversine's h between `a` and gym `b` (monotonic in the great-circle distance, enough to rank). */
function haversineH(a: LatLon, cosLatA: number, b: ClassGym): number {
  const dLat = Math.sin(((b.latitude - a.latitude) * RAD) / 2);
  const dLon = Math.sin(((b.longitude - a.longitude) * RAD) / 2);
  return dLat * dLat + cosLatA * Math.cos(b.latitude * RAD) * dLon * dLon;
}

/** The first index of `gyms` (sorted by latitude) at or above `latitude`. */
function firstAtOrAbove(gyms: readonly ClassGym[], latitude: number): number {
  let lo = 0;
  let hi = gyms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((gyms[mid]?.latitude ?? Infinity) < latitude) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The `count` gyms of `gyms` nearest to `origin` (great-circle distance; ties by id), nearest first.
 * `gyms` must be sorted by latitude: only a band of latitudes around the origin is ranked, doubled
 * until the `count`-th nearest lies within it (a gym outside the band is farther than its half-width,
 * since a difference of latitude is a lower bound of the angular distance).
 */
export function nearestGyms(gyms: readonly ClassGym[], origin: LatLon, count: number): ClassGym[] {
  if (count <= 0) return [];
  const cosLat = Math.cos(origin.latitude * RAD);
  for (let band = 0.02; ; band *= 2) {
    const from = firstAtOrAbove(gyms, origin.latitude - band);
    const to = firstAtOrAbove(gyms, origin.latitude + band);
    const best: { gym: ClassGym; h: number }[] = [];
    for (let i = from; i < to; i += 1) {
      const gym = gyms[i];
      if (!gym) continue;
      const h = haversineH(origin, cosLat, gym);
      const worst = best[best.length - 1];
      if (best.length >= count && worst && (h > worst.h || (h === worst.h && gym.id > worst.gym.id)))
        continue;
      let at = best.length;
      while (at > 0) {
        const before = best[at - 1];
        if (!before || before.h < h || (before.h === h && before.gym.id < gym.id)) break;
        at -= 1;
      }
      best.splice(at, 0, { gym, h });
      if (best.length > count) best.pop();
    }
    const whole = from === 0 && to === gyms.length;
    const kth = best[count - 1];
    // Angular distance of the k-th, against the band's half-width (both in radians).
    if (whole || (kth && 2 * Math.asin(Math.sqrt(Math.min(1, kth.h))) <= band * RAD))
      return best.map((b) => b.gym);
  }
}
