/**
 * One segment of an API or page path (an id, a code, a slug), percent-encoded so that a `/`, `?` or
 * `#` in it cannot change the path: `/api/gyms/${seg(id)}`.
 * @module
 */

/** The percent-encoded segment (`encodeURIComponent`). */
export const seg = encodeURIComponent;
