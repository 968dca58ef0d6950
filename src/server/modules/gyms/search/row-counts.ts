/**
 * Row counts written into the text of the catalogue's prepared statements (ADR 0033). As bind
 * parameters PostgreSQL cannot see them when it plans a statement once for every execution (a generic
 * plan) or must plan again at every bind (a custom plan); written as literals while they are small, each
 * statement keeps one plan made knowing them. Past a bound they stay parameters, so deep pages do not
 * each prepare a statement of their own. Only whole numbers the server computed reach here.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';

/** Row counts and offsets of a page up to this are literals (see {@link rowCount}). */
export const LITERAL_ROWS_MAX = 120;

/** Caps of a capped count up to this are literals (see {@link capSql}). */
export const LITERAL_CAP_MAX = 5_000;

const literalUpTo = (n: number, max: number): SQL =>
  Number.isSafeInteger(n) && n >= 0 && n <= max ? sql.raw(String(n)) : sql`${n}`;

/**
 * A page's row count or offset. Measured at 1M gyms (psql, nearest-first page of Yoga): 4–6 ms per
 * execution with parameters, 1.1–1.4 ms with literals.
 */
export const rowCount = (n: number): SQL => literalUpTo(n, LITERAL_ROWS_MAX);

/**
 * The cap of a name-search count (./counting `nameCountCap`: a few values on the first pages). Measured
 * at 10k gyms, "gim": as a parameter the generic plan read the whole table (3 ms), as a literal the
 * trigram index (0.9 ms).
 */
export const capSql = (cap: number): SQL => literalUpTo(cap, LITERAL_CAP_MAX);
