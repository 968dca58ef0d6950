/**
 * Constants of member reviews (ADR 0024): who may write, how long a text may be, and how the gym's
 * rating is shown and sorted.
 * @module
 */

/** Lowest and highest star rating, integers (a five-star scale, as the spec's `raiting` 1–5, SPEC §3). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** Longest review text, characters (plain text: shown as text, never rendered as HTML). */
export const REVIEW_TEXT_MAX = 2000;

/** Longest partner reply and report reason, characters. */
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_REASON_MIN = 3;
export const REVIEW_REPORT_REASON_MAX = 500;

/** Days after a door check-in during which the member may write a review of that gym. */
export const REVIEW_VISIT_WINDOW_DAYS = 120;

/**
 * Prior weight of the Bayesian average, in reviews: a gym's `score` is
 * `(Σ ratings + m·C) / (n + m)` with `m` this weight and `C` the catalogue-wide mean rating — the
 * weighted rating of IMDb's Top 250 (`WR = (v·R + m·C)/(v + m)`), i.e. the posterior mean under a
 * prior worth `m` reviews at the catalogue mean. Five reviews: one 5★ review moves a gym to about
 * 4.2 when C is 4, while 400 reviews at 4.8★ stay at 4.79.
 */
export const REVIEW_PRIOR_WEIGHT = 5;

/** Catalogue mean used while no gym has a review yet: the middle of the 1–5 scale. */
export const REVIEW_PRIOR_MEAN_DEFAULT = 3;

/** Reviews per page of `GET /api/gyms/{gymId}/reviews`. */
export const REVIEW_PAGE_SIZE = 10;
/** Highest page number of the reviews list. */
export const REVIEW_PAGE_MAX = 500;

/** Orders of the reviews list. */
export const REVIEW_SORTS = ['recent', 'rating_desc', 'rating_asc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What an administrator decides on a reported review. */
export const REVIEW_DECISIONS = ['keep', 'hide'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Hours after a check-in before the "¿Cómo te fue?" mail is sent (the day after). */
export const REVIEW_INVITE_DELAY_HOURS = 24;

/** Hourly review invitations (cron, UTC), minute 7. */
export const REVIEW_INVITES_CRON = '7 * * * *';

/** Hourly recomputation of the catalogue mean and every score (cron, UTC), minute 17. */
export const REVIEW_PRIOR_CRON = '17 * * * *';
