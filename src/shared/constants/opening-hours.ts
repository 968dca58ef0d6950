/**
 * Constants of opening hours (ADR 0025 "Opening hours"): the stored weekly set of UTC minutes, the
 * evaluation window and the hourly job that moves it.
 * @module
 */

/** Minutes in a week: `gyms.open_week` holds UTC minutes of the week in [0, 10 080), 0 = Monday 00:00 UTC. */
export const MINUTES_PER_WEEK = 7 * 24 * 60;

/** Days the stored set and the gym page's week cover, from the start of the current UTC hour (ADR 0025). */
export const OPEN_WEEK_DAYS = 7;

/** Longest `opening_hours` value we accept (characters); OSM's own tag limit is 255. */
export const OPENING_HOURS_MAX = 255;

/**
 * When the `open-week` job moves every gym's window (pg-boss cron, UTC): a few seconds past each hour,
 * so the window start (the hour `now` is in) has just changed (ADR 0025).
 */
export const OPEN_WEEK_CRON = '0 * * * *';

/** Country whose holidays `PH` means when the gym has none recorded (ISO 3166-1 alpha-2, lower case). */
export const DEFAULT_GYM_COUNTRY = 'ar';
