/**
 * Web-only UX constants (not business rules; those live in src/shared/constants/spec.ts).
 * @module
 */

/** How long the gym list waits for the browser position before using the default one, ms. */
export const LOCATION_WAIT_MS = 2500;
/** Options of the browser geolocation request. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
};
/** Decimals kept of the user position in query keys and API calls (4 ≈ 11 m). */
export const POSITION_DECIMALS = 4;

/** How long list answers are considered fresh, ms. */
export const LIST_STALE_TIME_MS = 60_000;
/** How long rarely changing answers (service names, public config) are considered fresh, ms. */
export const STATIC_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * How often a screen asks about a Stripe payment still being confirmed (its webhook's verdict), ms:
 * the order page of a cart, the partner profile after a plan's payment.
 */
export const ORDER_POLL_MS = 2000;
/** How long such a screen keeps asking before it says the confirmation will come by mail, ms. */
export const ORDER_POLL_MAX_MS = 2 * 60_000;

/** Service chips shown on a card before "+N". */
export const CARD_MAX_CHIPS = 4;
/** Zoom levels of the maps. */
export const MAP_ZOOM = { city: 12, detail: 15 } as const;
/** Deepest zoom of the maps (OpenStreetMap tiles go to 19; clustering needs a fixed maximum). */
export const MAP_MAX_ZOOM = 19;

/** API base address (SPEC §7: "comes from a build setting"); empty means same origin. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
