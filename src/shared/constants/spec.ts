/**
 * Business constants of BuscaGym. Every value here comes from the product specification
 * (`SPEC.md` §9 unless another section is named) or, where the spec gives none, says its reason beside
 * the value; shared by server and web.
 * @module
 */

/** Default map/list position when the browser gives none (SPEC §4, §9): Buenos Aires, degrees WGS84. */
export const DEFAULT_LOCATION = { latitude: -34.6155, longitude: -58.5734 } as const;

/** Earth radius used for the displayed haversine distance, in km (SPEC §9: 6400 km, not 6371). */
export const EARTH_RADIUS_KM = 6400;

/** Default page size of the gym list (SPEC §9 `currentLimit`). */
export const DEFAULT_PAGE_SIZE = 6;
/** Largest page size the catalogue API accepts: a page walks `offset + limit` index rows (ADR 0006). */
export const MAX_PAGE_SIZE = 50;
/** Default page (SPEC §9), 1-based. */
export const DEFAULT_PAGE = 1;
/** Highest page number accepted; deeper paging is refused rather than scanning the whole table. */
export const MAX_PAGE = 10_000;
/** Longest name-search text accepted, in characters. */
export const MAX_NAME_SEARCH_LENGTH = 100;
/** Longest service name accepted as a filter, in characters. */
export const MAX_SERVICE_NAME_LENGTH = 60;
/** Value of the service filter that shows every gym (SPEC §4). */
export const ALL_SERVICES = 'all';

/**
 * A name search's `total` is exact up to this many gyms; past it the answer says `totalIsEstimate: true`
 * and `total` is this number (a lower bound), so counting never grows with the number of matches
 * (ADR 0014). Pages up to `total` stay exact.
 */
export const NAME_COUNT_EXACT_MAX = 1000;

/** Map pins: default and maximum number of gyms returned for the map, nearest first. */
export const MAP_DEFAULT_LIMIT = 1000;
export const MAP_MAX_LIMIT = 5000;

/** Toast auto-close delay, ms (SPEC §8, §9). */
export const TOAST_DURATION_MS = 5000;
/** How long the reset-password step-1 error stays visible, ms (SPEC §5, §9). */
export const RESET_ERROR_DISPLAY_MS = 3000;

/** Data fetching policy (SPEC §7 "Data-fetching behaviour", §9). */
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 0;
/** First retry delay, ms; it doubles each retry up to {@link RETRY_MAX_DELAY_MS}. */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** How long cached query results are kept, ms (5 minutes). */
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** Debounce of the gym-name search box, ms (UX choice, not in the spec). */
export const NAME_SEARCH_DEBOUNCE_MS = 300;

/** Minimum lengths of the registration fields (SPEC §5, §9). */
export const MIN_LENGTH = { name: 3, email: 3, password: 3, passwordRequired: 2 } as const;

/** Raiting range, 1 to 5 stars (SPEC §3 `raiting`; the seed's demo values fall in it, ADR 0004). */
export const RAITING_MIN = 1;
export const RAITING_MAX = 5;
/**
 * Below this many reviews a gym shows "Nuevo" instead of stars: one or two reviews do not make a
 * rating (ADR 0024; the spec gives none). Kept beside the range because every screen that draws stars
 * reads it, including the first one.
 */
export const REVIEW_NEW_BELOW = 3;

/** Attribution line required by the CC BY 2.5 AR licence of the seed data (data/seed/SOURCE.md). */
export const DATA_ATTRIBUTION =
  'Fuente: Gobierno de la Ciudad Autónoma de Buenos Aires – Buenos Aires Data (data.buenosaires.gob.ar), CC BY 2.5 AR.';
