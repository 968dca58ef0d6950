/**
 * Named prepared statements for hot read paths (PostgreSQL "PREPARE": the statement is parsed and
 * planned once per connection, then only bound and executed; ADR 0014). A Drizzle `SQL` object is
 * rendered to text and parameters, named by a hash of its text (the same text always gets the same
 * name, so node-postgres's per-connection cache of parsed statements never sees one name with two
 * texts), and run on the pool behind the database.
 *
 * Only a database registered with {@link enablePreparedStatements} (the node-postgres pool) runs
 * statements by name; any other (PGlite, whose client has no named statements) runs them as usual.
 * @module
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * How PostgreSQL plans a named statement: `auto`, its own choice (a custom plan for each execution's
 * values until a generic plan looks no dearer); `generic`, one plan per connection for every value
 * (`plan_cache_mode = force_generic_plan`), for statements whose best plan does not depend on the
 * values but whose generic estimate PostgreSQL misjudges (ADR 0034); `custom`, not named at all but
 * planned for its values at every execution, for a statement run seldom whose best plan depends on
 * them (a capped count: a scan that stops early for a common filter, a bitmap for a rare one; ADR 0059).
 */
export type PlanMode = 'auto' | 'generic' | 'custom';

/** Runs statement `name` with `text` (parsed on first use per connection) and `values`, planned per `plan`. */
export type NamedQuery = (
  name: string,
  text: string,
  values: unknown[],
  plan: PlanMode,
) => Promise<{ rows: unknown[] }>;

const dialect = new PgDialect();
/** By Drizzle database (typed loosely: `client.ts` registers its databases here, without a cycle). */
const named = new WeakMap<object, NamedQuery>();
const names = new Map<string, string>();

/** Makes {@link queryPrepared} on `db` run statements by name through `run`. */
export function enablePreparedStatements(db: object, run: NamedQuery): void {
  named.set(db, run);
}

/** The statement name of `text`: `bg_` and 120 bits of its SHA-256, kept per text. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `bg_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/**
 * Runs `query` as a named prepared statement where the database allows it, else as a plain query.
 * Every value of `query` is a bind parameter, so its text, and therefore its name, depends only on the
 * shape of the query.
 * @param plan - how PostgreSQL plans it ({@link PlanMode}); PGlite, without named statements, ignores it; `custom`
 *   runs it as a plain (unnamed) query
 * @returns the rows (node-postgres and PGlite both answer objects keyed by column name)
 */
export async function queryPrepared<T>(
  db: { execute(query: SQL): Promise<unknown> },
  query: SQL,
  plan: PlanMode = 'auto',
): Promise<T[]> {
  const run = plan === 'custom' ? undefined : named.get(db);
  if (!run) {
    if (CHECK_RENDERING) toQuery(query); // PGlite runs Drizzle's rendering: check the quick one here too
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const { sql: text, params } = toQuery(query);
  return (await run(statementName(text), text, params, plan)).rows as T[];
}

/** Under test, every quick rendering is checked against Drizzle's (the API tests run them all). */
const CHECK_RENDERING = process.env.NODE_ENV === 'test';

/**
 * `query`'s text and values, as Drizzle's PostgreSQL dialect renders them (`$1`, `$2`… in order), by a
 * walk of the few pieces our statements are made of — text, nested `sql`, and plain values (string,
 * number, boolean, bigint, Date, null), each a bind parameter — without Drizzle's generic machinery,
 * which costs a catalogue page about 25 µs (ADR 0049). Anything else (columns, tables, arrays, `param()`,
 * inlined parameters…) falls back to Drizzle's rendering.
 */
export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const quick = render(query, parts, params);
  const rendered = quick ? { sql: parts.join(''), params } : dialect.sqlToQuery(query);
  if (quick && CHECK_RENDERING) {
    const { sql: text, params: values } = dialect.sqlToQuery(query);
    if (text !== rendered.sql || !isDeepStrictEqual(values, params))
      throw new Error(`toQuery: the quick rendering differs from Drizzle's for ${text.slice(0, 200)}`);
  }
  return rendered;
}

/** Appends `query`'s text to `parts` and its values to `params`; false when a piece is not ours to render. */
function render(query: SQL, parts: string[], params: unknown[]): boolean {
  if ((query as unknown as { shouldInlineParams?: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) parts.push(chunk.value.join(''));
    else if (chunk instanceof SQL) {
      if (!render(chunk, parts, params)) return false;
    } else if (chunk === undefined) continue;
    else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean' ||
      typeof chunk === 'bigint' ||
      chunk instanceof Date
    ) {
      params.push(chunk);
      parts.push(`$${params.length}`);
    } else return false;
  }
  return true;
}
