/**
 * Constants of the partner's sales calls (SPEC §7 `GET /api/partner/sales/{id}` and
 * `/api/partner/sales/allsales/{id}`, state key `partnerSales`).
 * @module
 */

/** The time zone of every sales date range and month (IANA tz database): Buenos Aires, UTC−3, no DST. */
export const SALES_TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** Sales per page when `limit` is not given. */
export const SALES_PAGE_SIZE = 20;
/** Largest `limit` of the sales list. */
export const SALES_MAX_PAGE_SIZE = 100;
/** Days of the default range (today in Buenos Aires and the 29 days before it). */
export const SALES_DEFAULT_RANGE_DAYS = 30;
/** Longest range accepted, in days (ten years). */
export const SALES_MAX_RANGE_DAYS = 3653;
/** Months of the figures' monthly series, ending with the month of the range's end. */
export const SALES_MONTHS = 12;
/** The `product` filter value that selects monthly memberships (service products are filtered by their id). */
export const MEMBERSHIP_PRODUCT = 'membership';
