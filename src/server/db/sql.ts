/**
 * SQL helpers every module's queries share (docs/architecture.md §2: a module reaches another only
 * through its index, so what all of them use lives here, next to the database).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { queryPrepared, toQuery, type PlanMode } from './prepared';

/** Runs `query` as a named prepared statement on PostgreSQL, planned per `plan` (db/prepared.ts; ADR 0014, 0034, 0059). */
export const rows = <T>(db: Database, query: SQL, plan: PlanMode = 'auto'): Promise<T[]> =>
  queryPrepared<T>(db, query, plan);

/**
 * `%<text>%` for `search_fold(column) LIKE … ESCAPE '\'`: the text is folded first, then its LIKE
 * characters are escaped, both in SQL, because unaccent maps some characters onto them (full-width
 * `％`, `＿`, `＼` become `%`, `_`, `\`), which escaping before folding would let through as wildcards.
 */
export const foldedContains = (text: string): SQL => sql`'%' || ${escapedFold(text)} || '%'`;

/** `<text>%` for `… LIKE … ESCAPE '\'`: the folded text at the start (folded and escaped as {@link foldedContains}). */
export const foldedPrefix = (text: string): SQL => sql`${escapedFold(text)} || '%'`;

/** `% <text>%`: the folded text at the start of a word after a space (folded and escaped as {@link foldedContains}). */
export const foldedWordPrefix = (text: string): SQL => sql`'% ' || ${escapedFold(text)} || '%'`;

/** `search_fold(text)` with LIKE's `\`, `%` and `_` escaped by `\`. */
const escapedFold = (text: string): SQL =>
  sql`replace(replace(replace(search_fold(${text}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** An instant column as ISO 8601 text in UTC (`null` stays null), the same from both drivers. */
export const isoSql = (column: SQL): SQL => sql`to_json(${column})#>>'{}'`;

/**
 * A constant fragment (no bind parameter) rendered once to its text: the same SQL, hence the same
 * statement name (db/prepared.ts), but a statement that embeds it no longer walks the fragment's pieces
 * on every request (a gym's every column, its services: most of a catalogue page's text).
 * @throws Error when `fragment` holds a bind parameter (it would be lost)
 */
export function frozenSql(fragment: SQL): SQL {
  const { sql: text, params } = toQuery(fragment);
  if (params.length > 0) throw new Error('frozenSql: the fragment has bind parameters');
  return sql.raw(text);
}
