/**
 * Whole arrays as single query parameters (PostgreSQL "Arrays", "Array Functions"): a batch of a
 * thousand rows becomes one parameter a column expanded by `unnest`, and a list of keys one `= any(…)`
 * parameter, instead of one parameter a value. Both drivers (node-postgres, PGlite) send a JS array as
 * an array literal.
 * @module
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * One array parameter cast to `type[]`.
 * @param values One element a row (null allowed); each must be what the driver sends for `type`
 *   (numbers as strings for `numeric`, JSON text for `jsonb`, range text for multiranges).
 * @param type The SQL element type, e.g. `text`, `uuid`, `jsonb` (written into the statement as is:
 *   only ever a literal of the caller's code).
 */
export const arrayParam = (values: readonly unknown[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** `expression = any(values)`, the values as one array parameter of `type[]` ({@link arrayParam}). */
export const anyOf = (expression: SQLWrapper, values: readonly unknown[], type: string): SQL =>
  sql`${expression} = any(${arrayParam(values, type)})`;
