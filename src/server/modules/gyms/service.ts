/**
 * Rules of the gym catalogue (SPEC §4 "Gym list"; issue "Foundation" §6): only active gyms; the
 * service filter `all` shows everything and an unknown service finds nothing; the default direction
 * depends on the sort key; pages are 1-based; `total` is exact.
 *
 * Totals: without a name search they come from trigger-maintained counters (O(1), migration 0003).
 * With a name search the exact count (O(matches)) is computed first and kept in a {@link CountCache}
 * keyed by the catalogue version; knowing it, ./page-queries picks the cheaper plan for the page.
 *
 * Round trips: the figures last read (version, counters, resolved service names) are kept per
 * process. A later request whose figures are all known reads its page straight away; the page query
 * also returns the catalogue version of its own snapshot, and the answer is used only when that
 * version equals the remembered one (every write that can change a count or a match bumps it in the
 * same transaction, migration 0003), so it is exactly what the figures-first path would answer.
 * Otherwise (another version, an empty page or figures not known) the request is answered the
 * figures-first way. A page carries its gyms' services, so a page is one round trip.
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
import { spanishCollator, toGym, toPin, toServices } from './mappers';
import { findGymPage, findNearestPins } from './page-queries';
import {
  countGyms,
  findActiveGymById,
  findServiceCounts,
  readCatalogueFigures,
  type CatalogueFigures,
  type GymFilter,
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

/** Resolved filters and the figures they were resolved with. */
interface Resolved {
  figures: CatalogueFigures;
  filter: GymFilter;
}

/** The figures last read in this process (see the module comment). */
interface KnownFigures {
  version: number;
  activeGyms: number;
  /** Service filters as typed that matched a service, at `version`. */
  services: Map<string, { id: string; activeGyms: number }>;
}

/** Most service spellings remembered per version (case variants of ~20 names; bounds memory). */
const MAX_KNOWN_SERVICES = 1_000;

/** True when a filter holds a NUL character: PostgreSQL text cannot, so nothing matches it. */
const hasNul = (filters: Filters): boolean =>
  filters.service.includes('\u0000') || (filters.name?.includes('\u0000') ?? false);

const serviceNameOf = (filters: Filters): string | null =>
  filters.service === ALL_SERVICES ? null : filters.service;

/** True when `rows` were read at catalogue `version` (an empty read confirms nothing). */
const confirms = (
  rows: readonly { catalogueVersion: string | number | bigint }[],
  version: number,
): boolean => rows.length > 0 && Number(rows[0]?.catalogueVersion) === version;

/**
 * Builds the catalogue over `db`.
 * @param db - the Drizzle database (PGlite or PostgreSQL)
 */
export function createGymCatalogue(db: Database, options: GymCatalogueOptions = {}): GymCatalogue {
  const counts = options.countCache ?? new CountCache();
  let known: KnownFigures | null = null;

  function remember(serviceName: string | null, figures: CatalogueFigures): void {
    if (known && figures.version < known.version) return;
    if (!known || figures.version > known.version)
      known = { version: figures.version, activeGyms: figures.activeGyms, services: new Map() };
    if (serviceName !== null && figures.service && known.services.size < MAX_KNOWN_SERVICES)
      known.services.set(serviceName, figures.service);
  }

  /** The filters resolved with the remembered figures, or null when those do not cover them. */
  function recall(filters: Filters): Resolved | null {
    if (!known) return null;
    const serviceName = serviceNameOf(filters);
    const service = serviceName === null ? null : known.services.get(serviceName);
    if (service === undefined) return null;
    return {
      figures: { version: known.version, activeGyms: known.activeGyms, service },
      filter: { serviceId: service?.id ?? null, name: filters.name ?? null },
    };
  }

  /**
   * Resolves the filters by reading the figures; null when nothing can match: a service that does not
   * exist (the caller has ruled out NUL characters).
   */
  async function resolve(filters: Filters): Promise<Resolved | null> {
    const serviceName = serviceNameOf(filters);
    const figures = await readCatalogueFigures(db, serviceName);
    remember(serviceName, figures);
    if (serviceName !== null && !figures.service) return null;
    return { figures, filter: { serviceId: figures.service?.id ?? null, name: filters.name ?? null } };
  }

  /** The total of {@link totalOf} when it needs no query (remembered figures); else undefined. */
  function knownTotalOf(figures: CatalogueFigures, filter: GymFilter): number | undefined {
    if (filter.name === null) return figures.service?.activeGyms ?? figures.activeGyms;
    return counts.get(figures.version, countKey(filter));
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

  /**
   * Answers a read in one round trip when the remembered figures cover `filters` and the answer
   * confirms their catalogue version; otherwise reads the figures first and answers with them.
   * @param answer - reads with the figures and `total`; with `confirm`, null unless the rows were read
   *   at the figures' version
   * @param none - the answer when nothing can match (NUL in the filters, unknown service)
   */
  async function answerWithFigures<T>(
    filters: Filters,
    answer: (resolved: Resolved, total: number, confirm: boolean) => Promise<T | null>,
    none: T,
  ): Promise<T> {
    if (hasNul(filters)) return none;
    const recalled = recall(filters);
    const knownTotal = recalled ? knownTotalOf(recalled.figures, recalled.filter) : undefined;
    if (recalled && knownTotal !== undefined) {
      const fast = await answer(recalled, knownTotal, true);
      if (fast) return fast;
    }
    const resolved = await resolve(filters);
    if (!resolved) return none;
    return (await answer(resolved, await totalOf(resolved.figures, resolved.filter), false)) ?? none;
  }

  return {
    async list(query) {
      const { page, limit } = query;
      const origin = { latitude: query.lat, longitude: query.lon };
      const offset = (page - 1) * limit;
      const order = { key: query.sort, direction: query.order ?? defaultOrder[query.sort] };
      const respond = (gyms: Gym[], total: number): GymListResponse => ({
        gyms,
        total,
        page,
        limit,
        pages: Math.ceil(total / limit),
      });
      /** The answer for `total`; with `confirm`, null unless the page confirms the figures' version. */
      const answer = async ({ figures, filter }: Resolved, total: number, confirm: boolean) => {
        if (offset >= total) return confirm ? null : respond([], total);
        const candidates = { matching: total, active: figures.activeGyms };
        const rows = await findGymPage(db, filter, order, origin, offset, limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        return respond(
          rows.map((row) => toGym(row, toServices(row.services), origin)),
          total,
        );
      };
      return answerWithFigures(query, answer, respond([], 0));
    },

    async byId(id, origin) {
      if (!idSchema.safeParse(id).success)
        throw new AppError('VALIDATION', apiMessages.invalidId, { id: apiMessages.invalidId });
      const row = await findActiveGymById(db, id);
      if (!row) throw new AppError('NOT_FOUND', apiMessages.gymNotFound);
      return toGym(row, toServices(row.services), origin);
    },

    async serviceNames() {
      const list = await findServiceCounts(db);
      list.sort((a, b) => spanishCollator.compare(a.name, b.name));
      return { services: list };
    },

    async mapPins(query) {
      const origin = { latitude: query.lat, longitude: query.lon };
      const none: GymMapResponse = { gyms: [], total: 0, truncated: false };
      /** The answer for `total`; with `confirm`, null unless the pins confirm the figures' version. */
      const answer = async ({ figures, filter }: Resolved, total: number, confirm: boolean) => {
        if (total === 0) return confirm ? null : none;
        const candidates = { matching: total, active: figures.activeGyms };
        const rows = await findNearestPins(db, filter, origin, query.limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        return { gyms: rows.map((row) => toPin(row, origin)), total, truncated: total > rows.length };
      };
      return answerWithFigures(query, answer, none);
    },
  };
}

/** Cache key of a filter (service id and the name as typed; the version is kept by the cache). */
const countKey = (filter: GymFilter): string => `${filter.serviceId ?? '*'}\u0000${filter.name ?? ''}`;
