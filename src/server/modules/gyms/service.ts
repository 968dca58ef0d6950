/**
 * Rules of the gym catalogue (SPEC §4 "Gym list"; issue "Foundation" §6): only active gyms; the
 * service filter `all` shows everything and an unknown service finds nothing; the default direction
 * depends on the sort key; pages are 1-based; `total` is exact.
 *
 * Totals: without a name search they come from trigger-maintained counters (O(1), migration 0003).
 * With a name search the exact count (O(matches)) is computed first and kept in a {@link CountCache}
 * keyed by the catalogue version; knowing it, ./page-queries picks the cheaper plan for the page.
 * @module
 */
import { ALL_SERVICES } from '../../../shared/constants';
import { idSchema } from '../../../shared/contract/common';
import {
  defaultOrder,
  type Gym,
  type GymListQuery,
  type GymListResponse,
  type GymMapQuery,
  type GymMapResponse,
  type ServiceNamesResponse,
} from '../../../shared/contract/gyms';
import type { LatLon } from '../../../shared/geo';
import { apiMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { CountCache } from './count-cache';
import { groupServices, spanishCollator, toGym, toPin } from './mappers';
import { findGymPage, findNearestPins } from './page-queries';
import {
  countGyms,
  findActiveGymById,
  findServiceCounts,
  findServicesOfGyms,
  readCatalogueFigures,
  type CatalogueFigures,
  type GymFilter,
  type GymRow,
} from './queries';

/** The catalogue operations the routes call. */
export interface GymCatalogue {
  /** One page of the gym list, with exact `total` and `pages`. */
  list(query: GymListQuery): Promise<GymListResponse>;
  /**
   * One active gym with its services.
   * @throws AppError VALIDATION (`apiMessages.invalidId`) for a malformed id, NOT_FOUND
   *   (`apiMessages.gymNotFound`) for an unknown or inactive gym
   */
  byId(id: string, origin: LatLon): Promise<Gym>;
  /** Service names offered by active gyms, with gym counts, sorted by name (es). */
  serviceNames(): Promise<ServiceNamesResponse>;
  /** The nearest `limit` pins matching the filters, how many gyms match, and whether pins were cut. */
  mapPins(query: GymMapQuery): Promise<GymMapResponse>;
}

/** Options of {@link createGymCatalogue}. */
export interface GymCatalogueOptions {
  /** Cache of name-search counts (default: a new one per catalogue). */
  countCache?: CountCache;
}

interface Filters {
  service: string;
  name?: string | undefined;
}

/**
 * Builds the catalogue over `db`.
 * @param db - the Drizzle database (PGlite or PostgreSQL)
 */
export function createGymCatalogue(db: Database, options: GymCatalogueOptions = {}): GymCatalogue {
  const counts = options.countCache ?? new CountCache();

  /**
   * Resolves the filters; null when nothing can match: a service that does not exist, or a text with
   * a NUL character (PostgreSQL text cannot hold one, so no name or service contains it).
   */
  async function resolve(filters: Filters): Promise<{ figures: CatalogueFigures; filter: GymFilter } | null> {
    if (filters.service.includes('\u0000') || filters.name?.includes('\u0000')) return null;
    const serviceName = filters.service === ALL_SERVICES ? null : filters.service;
    const figures = await readCatalogueFigures(db, serviceName);
    if (serviceName !== null && !figures.service) return null;
    return { figures, filter: { serviceId: figures.service?.id ?? null, name: filters.name ?? null } };
  }

  /** Exact number of active gyms matching `filter`: counters, or a (cached) name-search count. */
  async function totalOf(figures: CatalogueFigures, filter: GymFilter): Promise<number> {
    if (filter.name === null) return figures.service?.activeGyms ?? figures.activeGyms;
    const key = countKey(filter);
    const cached = counts.get(figures.version, key);
    if (cached !== undefined) return cached;
    const { count, version } = await countGyms(db, filter);
    counts.set(version, key, count);
    return count;
  }

  async function withServices(rows: GymRow[], origin: LatLon): Promise<Gym[]> {
    const services = groupServices(
      await findServicesOfGyms(
        db,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((row) => toGym(row, services.get(row.id) ?? [], origin));
  }

  return {
    async list(query) {
      const { page, limit } = query;
      const origin = { latitude: query.lat, longitude: query.lon };
      const respond = (gyms: Gym[], total: number): GymListResponse => ({
        gyms,
        total,
        page,
        limit,
        pages: Math.ceil(total / limit),
      });
      const resolved = await resolve(query);
      if (!resolved) return respond([], 0);
      const { figures, filter } = resolved;
      const offset = (page - 1) * limit;
      const total = await totalOf(figures, filter);
      if (offset >= total) return respond([], total);
      const order = { key: query.sort, direction: query.order ?? defaultOrder[query.sort] };
      const candidates = { matching: total, active: figures.activeGyms };
      const rows = await findGymPage(db, filter, order, origin, offset, limit, candidates);
      return respond(await withServices(rows, origin), total);
    },

    async byId(id, origin) {
      if (!idSchema.safeParse(id).success)
        throw new AppError('VALIDATION', apiMessages.invalidId, { id: apiMessages.invalidId });
      const row = await findActiveGymById(db, id);
      if (!row) throw new AppError('NOT_FOUND', apiMessages.gymNotFound);
      const [gym] = await withServices([row], origin);
      return gym as Gym;
    },

    async serviceNames() {
      const list = await findServiceCounts(db);
      list.sort((a, b) => spanishCollator.compare(a.name, b.name));
      return { services: list };
    },

    async mapPins(query) {
      const resolved = await resolve(query);
      if (!resolved) return { gyms: [], total: 0, truncated: false };
      const { figures, filter } = resolved;
      const origin = { latitude: query.lat, longitude: query.lon };
      const total = await totalOf(figures, filter);
      if (total === 0) return { gyms: [], total, truncated: false };
      const candidates = { matching: total, active: figures.activeGyms };
      const rows = await findNearestPins(db, filter, origin, query.limit, candidates);
      return { gyms: rows.map((row) => toPin(row, origin)), total, truncated: total > rows.length };
    },
  };
}

/** Cache key of a filter (service id and the name as typed; the version is kept by the cache). */
const countKey = (filter: GymFilter): string => `${filter.serviceId ?? '*'}\u0000${filter.name ?? ''}`;
