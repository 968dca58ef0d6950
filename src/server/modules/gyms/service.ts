/**
 * Rules of the gym catalogue (SPEC §4 "Gym list", §9; ADR 0006, ADR 0014, ADR 0047): only active gyms;
 * the service filter `all` shows everything and an unknown service finds nothing; the default direction
 * depends on the sort key; pages are 1-based; a name search's word matches come first (./page/name-page).
 * Totals: without a name search they come from trigger-maintained counters (O(1), migration 0003).
 * With a name search the matches are counted first, up to a cap ({@link nameCountCap}), and the count
 * is kept in a {@link CountCache} keyed by the catalogue version; `total` is exact up to
 * {@link NAME_COUNT_EXACT_MAX}; past it the answer says `totalIsEstimate` (ADR 0014). Knowing the count,
 * ./page-queries picks the cheaper plan for a page; a name search's page picks its own reads.
 * Round trips: the figures last read (version, counters, resolved service names) are kept per
 * process. A later request whose figures are all known reads its page straight away; the page query
 * also returns the catalogue version of its own snapshot, and the answer is used only when that
 * version equals the remembered one (every write that can change a count or a match bumps it in the
 * same transaction, migration 0003), so it is exactly what the figures-first path would answer.
 * Otherwise (another version, an empty page or figures not known) the request is answered the
 * figures-first way. A page carries its gyms' services and its entity tag, so it is one round trip.
 * @module
 */
import { idSchema } from '../../../shared/contract/common';
import {
  catalogueOrigin,
  defaultOrder,
  type Gym,
  type GymByIdResponse,
  type GymListQuery,
  type GymListResponse,
  type GymMapQuery,
  type GymMapResponse,
  type ServiceNamesResponse,
} from '../../../shared/contract/gyms';
import type { CountryCode } from '../../../shared/domain/countries';
import type { LatLon } from '../../../shared/domain/geo';
import { apiMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { CountCache, type CappedCount } from './counting/count-cache';
import {
  candidatesOf,
  confirms,
  filterOf,
  hasNul,
  recallFigures,
  rememberFigures,
  serviceNameOf,
} from './search/filters';
import type { Filters, KnownFigures, Resolved } from './search/filters';
import { answeredTotal, atLeast, countKey, nameCountCap, walksIndexOnly } from './counting/counting';
import type { ReadNeed } from './counting/counting';
import { createClassCandidates } from './nearby/class-candidates';
import { countNextMinuteAhead } from './counting/count-ahead';
import { classesNearbyPage, classesNearbyPins } from './nearby/classes-nearby';
import { pageExtrasOf, spanishCollator, toGym, toPin, toServices } from './page/mappers';
import { findNearestPins, KNN_TIE_MARGINS } from './page/page-queries';
import { findListPage } from './page/name-page';
import {
  countGyms,
  findServiceCounts,
  readCatalogueFigures,
  readContentVersion,
  type CatalogueFigures,
} from './search/figures';
import type { GymFilter } from './search/queries';
import { findActiveGymById } from './search/gym-by-id';
import { hasOpenFilter, openingDetailOf } from '../opening-hours/index';
import { findGymSource } from '../sources/index';

/** The catalogue operations the routes call. */
export interface GymCatalogue {
  /** A page of gyms with `total` (exact or a lower bound: ADR 0014), `pages`; `onContentVersion` (./conditional). */
  list(query: GymListQuery, onContentVersion?: (contentVersion: number) => void): Promise<GymListResponse>;
  /**
   * One active gym with its services.
   * @throws AppError VALIDATION (`apiMessages.invalidId`) for a malformed id, NOT_FOUND
   *   (`apiMessages.gymNotFound`) for an unknown or inactive gym
   */
  byId(id: string, origin: LatLon): Promise<GymByIdResponse>;
  /**
   * Service names offered by active gyms, with gym counts, sorted by name (es): of `country`, or of every
   * country when it is undefined (ADR 0052).
   */
  serviceNames(country?: CountryCode): Promise<ServiceNamesResponse>;
  /** The nearest `limit` pins matching the filters, how many gyms match, and whether pins were cut. */
  mapPins(query: GymMapQuery): Promise<GymMapResponse>;
  /** The catalogue's content version: grows with every write to gyms, their services or services. */
  contentVersion(): Promise<number>;
  /** The catalogue's clock: "abierto ahora" and the entity tags' minute (ADR 0025). */
  now(): Date;
}

/** Options of {@link createGymCatalogue}. */
export interface GymCatalogueOptions {
  /** Cache of name-search counts (default: a new one per catalogue). */
  countCache?: CountCache;
  /** The clock of time-dependent answers ("abierto ahora"; default the system clock; tests fix it). */
  now?: () => Date;
}

export { nameCountCap, type ReadNeed } from './counting/counting';

/**
 * Builds the catalogue over `db`.
 * @param db - the Drizzle database (PGlite or PostgreSQL)
 */
export function createGymCatalogue(db: Database, options: GymCatalogueOptions = {}): GymCatalogue {
  const counts = options.countCache ?? new CountCache();
  const clock = options.now ?? (() => new Date());
  const classCandidates = createClassCandidates(db);
  let figuresKnown: KnownFigures | null = null;

  /**
   * Resolves the filters by reading the figures; null when nothing can match: a service that does not
   * exist (the caller has ruled out NUL characters).
   */
  async function resolve(filters: Filters, now: Date): Promise<Resolved | null> {
    const serviceName = serviceNameOf(filters);
    const figures = await readCatalogueFigures(db, serviceName, filters.country);
    figuresKnown = rememberFigures(figuresKnown, filters.country, serviceName, figures);
    if (serviceName !== null && !figures.service) return null;
    return { figures, filter: filterOf(filters, figures.service, now) };
  }

  /** The count of {@link countOf} when it needs no query (remembered figures); else undefined. */
  function knownCountOf(
    figures: CatalogueFigures,
    filter: GymFilter,
    need: ReadNeed,
  ): CappedCount | undefined {
    // Classes today change with the clock and every booking, the pase with its terms: never known ahead.
    if (filter.classesAt || filter.pase) return undefined;
    // The counters know nothing of opening hours: "abierto" filters are counted (and cached per minute).
    if (filter.name === null && !hasOpenFilter(filter))
      return { count: figures.service?.activeGyms ?? figures.activeGyms, complete: true, fromCounters: true };
    const cap = nameCountCap(need, figures.activeGyms);
    countNextMinuteAhead(db, counts, filter, cap, figures.version, clock());
    return counts.get(figures.version, countKey(filter), cap, filter.openMinute ?? null);
  }

  /**
   * Number of active gyms matching `filter`: exact from the counters without a name search; with one,
   * counted (or cached) up to {@link nameCountCap} for the read `need`.
   */
  async function countOf(figures: CatalogueFigures, filter: GymFilter, need: ReadNeed): Promise<CappedCount> {
    const known = knownCountOf(figures, filter, need);
    if (known) return known;
    if (filter.classesAt) {
      // Classes today (./class-candidates): the snapshot's gyms; with a name, those of them that match,
      // exactly up to the cap ("more than" past it, enough for any plan).
      const { ids } = await classCandidates.of(filter.country, filter.serviceId, filter.classesAt);
      filter.classesCandidates = ids;
      const cap = nameCountCap(need, figures.activeGyms);
      if (filter.name === null) return { count: ids.length, complete: true };
      if (ids.length >= cap) return { count: cap, complete: false };
      return { count: (await countGyms(db, filter, cap)).count, complete: true };
    }
    const cap = nameCountCap(need, figures.activeGyms);
    // Concurrent misses of one count (a new stretch of "abierto ahora", a new version) share one read.
    const key = `${figures.version}\u0000${cap}\u0000${countKey(filter)}\u0000${filter.openMinute ?? ''}`;
    const { count, complete, version, stretch } = await counts.shared(key, () => countGyms(db, filter, cap));
    const counted = { count, complete };
    if (!filter.pase) counts.set(version, countKey(filter), counted, stretch); // terms move no version (ADR 0045)
    return counted;
  }

  /** The snapshot's gyms of the filter's country with an open class today of `filter` (./class-candidates). */
  const gymsWithClasses = (filter: GymFilter) =>
    classCandidates.of(filter.country, filter.serviceId, filter.classesAt ?? new Date());

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
    const now = clock();
    const recalled = recallFigures(figuresKnown, filters, now);
    const known = recalled ? knownCountOf(recalled.figures, recalled.filter, need) : undefined;
    if (recalled && known !== undefined) {
      const fast = await answer(recalled, known, true);
      if (fast) return fast;
    } else if (recalled?.filter.classesAt) {
      // Classes today are counted on every request: with the remembered figures, count and read.
      const counted = await countOf(recalled.figures, recalled.filter, need);
      const fast = await answer(recalled, counted, true);
      if (fast) return fast;
    }
    const resolved = await resolve(filters, now);
    if (!resolved) return none;
    return (await answer(resolved, await countOf(resolved.figures, resolved.filter, need), false)) ?? none;
  }

  return {
    async list(query, onContentVersion) {
      const { page, limit } = query;
      const origin = catalogueOrigin(query);
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
        const candidates = candidatesOf(figures, filter, atLeast(counted));
        const rows =
          filter.classesAt && filter.name === null && order.key === 'distance'
            ? await classesNearbyPage(
                db,
                filter,
                await gymsWithClasses(filter),
                origin,
                offset,
                limit,
                figures.activeGyms,
              )
            : await findListPage(db, filter, order, origin, offset, limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        if (rows[0]?.contentVersion !== undefined) onContentVersion?.(Number(rows[0].contentVersion));
        return respond(
          rows.map((row) => toGym(row, toServices(row.services), origin, filter.at)),
          counted,
        );
      };
      const need = {
        rows: offset + limit + (order.key === 'distance' ? KNN_TIE_MARGINS[0] : 0),
        indexOnly: query.name !== undefined || walksIndexOnly(query, order.key),
      };
      return answerWithFigures(query, need, answer, respond([], { count: 0, complete: true }));
    },

    async byId(id, origin) {
      if (!idSchema.safeParse(id).success)
        throw new AppError('VALIDATION', apiMessages.invalidId, { id: apiMessages.invalidId });
      const row = await findActiveGymById(db, id);
      if (!row) throw new AppError('NOT_FOUND', apiMessages.gymNotFound);
      const now = clock();
      return {
        ...toGym(row, toServices(row.services), origin, now),
        ...pageExtrasOf(row),
        source: await findGymSource(db, id),
        ...openingDetailOf(row, now),
      };
    },

    async serviceNames(country) {
      const list = await findServiceCounts(db, country);
      list.sort((a, b) => spanishCollator.compare(a.name, b.name));
      return { services: list };
    },

    async mapPins(query) {
      const origin = catalogueOrigin(query);
      const none: GymMapResponse = { gyms: [], total: 0, totalIsEstimate: false, truncated: false };
      /** The answer for `counted`; with `confirm`, null unless the pins confirm the figures' version. */
      const answer = async ({ figures, filter }: Resolved, counted: CappedCount, confirm: boolean) => {
        if (counted.count === 0) return confirm ? null : none;
        const candidates = candidatesOf(figures, filter, atLeast(counted));
        const rows =
          filter.classesAt && filter.name === null
            ? await classesNearbyPins(
                db,
                filter,
                await gymsWithClasses(filter),
                origin,
                query.limit,
                figures.activeGyms,
              )
            : await findNearestPins(db, filter, origin, query.limit, candidates);
        if (confirm && !confirms(rows, figures.version)) return null;
        const truncated = !counted.complete || counted.count > rows.length;
        return {
          gyms: rows.map((row) => toPin(row, origin, filter.at)),
          ...answeredTotal(counted),
          truncated,
        };
      };
      return answerWithFigures(query, { rows: query.limit, indexOnly: false }, answer, none);
    },

    contentVersion: () => readContentVersion(db),
    now: clock,
  };
}
