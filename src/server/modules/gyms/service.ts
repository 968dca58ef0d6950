/**
 * Rules of the gym catalogue (SPEC §4 "Gym list", §9; ADR 0006, ADR 0014): only active gyms; the
 * service filter `all` shows everything and an unknown service finds nothing; the default direction
 * depends on the sort key; pages are 1-based; `total` is exact.
 *
 * Totals: without a name search they come from trigger-maintained counters (O(1), migration 0003).
 * With a name search the matches are counted first, up to a cap ({@link nameCountCap}), and the count
 * is kept in a {@link CountCache} keyed by the catalogue version; knowing it, ./page-queries picks the
 * cheaper plan for the page. `total` is exact up to {@link NAME_COUNT_EXACT_MAX}; past it the answer
 * says `totalIsEstimate` (ADR 0014).
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
import { ALL_SERVICES, NAME_COUNT_EXACT_MAX } from '../../../shared/constants/spec';
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
import type { LatLon } from '../../../shared/domain/geo';
import { apiMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { CountCache, type CappedCount } from './count-cache';
import { spanishCollator, toGym, toPin, toServices } from './mappers';
import { findGymPage, findNearestPins, KNN_TIE_MARGINS } from './page-queries';
import {
  countGyms,
  findActiveGymById,
  findServiceCounts,
  readCatalogueFigures,
  readContentVersion,
  type CatalogueFigures,
  type GymFilter,
} from './queries';

/** The catalogue operations the routes call. */
export interface GymCatalogue {
  /** One page of the gym list, with `total` (exact, or a lower bound: ADR 0014) and `pages`. */
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
  /** The catalogue's content version: grows with every write to gyms, their services or services. */
  contentVersion(): Promise<number>;
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

  /** The count of {@link countOf} when it needs no query (remembered figures); else undefined. */
  function knownCountOf(
    figures: CatalogueFigures,
    filter: GymFilter,
    need: ReadNeed,
  ): CappedCount | undefined {
    if (filter.name === null)
      return { count: figures.service?.activeGyms ?? figures.activeGyms, complete: true };
    return counts.get(figures.version, countKey(filter), nameCountCap(need, figures.activeGyms));
  }

  /**
   * Number of active gyms matching `filter`: exact from the counters without a name search; with one,
   * counted (or cached) up to {@link nameCountCap} for the read `need`.
   */
  async function countOf(figures: CatalogueFigures, filter: GymFilter, need: ReadNeed): Promise<CappedCount> {
    const known = knownCountOf(figures, filter, need);
    if (known) return known;
    const { count, complete, version } = await countGyms(db, filter, nameCountCap(need, figures.activeGyms));
    const counted = { count, complete };
    counts.set(version, countKey(filter), counted);
    return counted;
  }

  /**
   * Answers a read in one round trip when the remembered figures cover `filters` and the answer
   * confirms their catalogue version; otherwise reads the figures first and answers with them.
   * @param need - what the read needs (see {@link ReadNeed}): sets the cap of a name-search count
   * @param answer - reads with the figures and the count; with `confirm`, null unless the rows were
   *   read at the figures' version
   * @param none - the answer when nothing can match (NUL in the filters, unknown service)
   */
  async function answerWithFigures<T>(
    filters: Filters,
    need: ReadNeed,
    answer: (resolved: Resolved, counted: CappedCount, confirm: boolean) => Promise<T | null>,
    none: T,
  ): Promise<T> {
    if (hasNul(filters)) return none;
    const recalled = recall(filters);
    const known = recalled ? knownCountOf(recalled.figures, recalled.filter, need) : undefined;
    if (recalled && known !== undefined) {
      const fast = await answer(recalled, known, true);
      if (fast) return fast;
    }
    const resolved = await resolve(filters);
    if (!resolved) return none;
    return (await answer(resolved, await countOf(resolved.figures, resolved.filter, need), false)) ?? none;
  }

  return {
    async list(query) {
      const { page, limit } = query;
      const origin = { latitude: query.lat, longitude: query.lon };
      const offset = (page - 1) * limit;
      const order = { key: query.sort, direction: query.order ?? defaultOrder[query.sort] };
      const respond = (gyms: Gym[], counted: CappedCount): GymListResponse => {
        const { total, totalIsEstimate } = answeredTotal(counted);
        return { gyms, total, totalIsEstimate, page, limit, pages: Math.ceil(total / limit) };
      };
      /** The answer for `counted`; with `confirm`, null unless the page confirms the figures' version. */
      const answer = async ({ figures, filter }: Resolved, counted: CappedCount, confirm: boolean) => {
        if (counted.complete && offset >= counted.count) return confirm ? null : respond([], counted);
        // A count that stopped at its cap has matches enough for the ordered walk (see nameCountCap).
        const candidates = { matching: atLeast(counted), active: figures.activeGyms };
        const rows = await findGymPage(db, filter, order, origin, offset, limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        return respond(
          rows.map((row) => toGym(row, toServices(row.services), origin)),
          counted,
        );
      };
      const need = {
        rows: offset + limit + (order.key === 'distance' ? KNN_TIE_MARGINS[0] : 0),
        indexOnly: order.key !== 'distance',
      };
      return answerWithFigures(query, need, answer, respond([], { count: 0, complete: true }));
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
      const none: GymMapResponse = { gyms: [], total: 0, totalIsEstimate: false, truncated: false };
      /** The answer for `counted`; with `confirm`, null unless the pins confirm the figures' version. */
      const answer = async ({ figures, filter }: Resolved, counted: CappedCount, confirm: boolean) => {
        if (counted.count === 0) return confirm ? null : none;
        const candidates = { matching: atLeast(counted), active: figures.activeGyms };
        const rows = await findNearestPins(db, filter, origin, query.limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        const truncated = !counted.complete || counted.count > rows.length;
        return { gyms: rows.map((row) => toPin(row, origin)), ...answeredTotal(counted), truncated };
      };
      return answerWithFigures(query, { rows: query.limit, indexOnly: false }, answer, none);
    },

    contentVersion: () => readContentVersion(db),
  };
}

/** What a read needs of the catalogue, to size a name-search count ({@link nameCountCap}). */
export interface ReadNeed {
  /** Rows the read must produce: offset + limit (+ the KNN tie margin), or the map's pins. */
  rows: number;
  /**
   * True when its ordered walk reads an index only (price and raiting: their entries carry name_fold and
   * gym_active, migration 0012), so walking past non-matching gyms costs next to nothing.
   */
  indexOnly: boolean;
}

/**
 * The most matches a name search counts before a read (ADR 0014): enough to tell an exact `total` up to
 * {@link NAME_COUNT_EXACT_MAX}, and, when the ordered walk must read the table (nearest first, the map),
 * enough to choose the plan: `planFor` in ./page-queries picks filter-first only when
 * matches² < rows × active, so a count that reaches √(rows × active) has answered that question. The
 * count therefore reads at most max(1 001, √(rows × active)) gyms, whatever the number of matches; with
 * an index-only walk, 1 001.
 * @param active - active gyms in the catalogue
 */
export function nameCountCap(need: ReadNeed, active: number): number {
  const exact = NAME_COUNT_EXACT_MAX + 1;
  return need.indexOnly ? exact : Math.max(exact, Math.ceil(Math.sqrt(need.rows * active)));
}

/** The matches a plan may assume: the count, or, for a count stopped at its cap, more than any walk needs. */
const atLeast = ({ count, complete }: CappedCount): number => (complete ? count : Number.POSITIVE_INFINITY);

/** A total as answered: exact up to {@link NAME_COUNT_EXACT_MAX}, else that number and an estimate flag. */
export function answeredTotal({ count, complete }: CappedCount): { total: number; totalIsEstimate: boolean } {
  return complete && count <= NAME_COUNT_EXACT_MAX
    ? { total: count, totalIsEstimate: false }
    : { total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true };
}

/** Cache key of a filter (service id and the name as typed; the version is kept by the cache). */
const countKey = (filter: GymFilter): string => `${filter.serviceId ?? '*'}\u0000${filter.name ?? ''}`;
