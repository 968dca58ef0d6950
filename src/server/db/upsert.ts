/**
 * Idempotent upserts shared by the seed (src/server/seed) and the open-data imports (modules/imports):
 * an update only when a value differs, so a second run writes nothing and leaves `updated_at` alone
 * (ADR 0004 "Idempotency and ownership"; ADR 0025), and the service names.
 * @module
 */
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { services } from './schema';

/** Rows added, changed and left as they were by one step. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * `ON CONFLICT DO UPDATE` parts that copy `keys` from the proposed row and bump `updated_at`, only
 * when at least one of them differs (`IS DISTINCT FROM` compares in SQL, so `numeric` 45000 equals
 * "45000.00" and `jsonb` ignores key order) and, when given, `only` holds for the stored row.
 */
export function updateWhenChanged<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['_']['columns'] & string)[],
  only?: SQL,
) {
  const columns = getTableColumns(table);
  const current: SQL[] = [];
  const proposed: SQL[] = [];
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    const excluded = sql`excluded.${sql.identifier(column.name)}`;
    current.push(sql`${table}.${sql.identifier(column.name)}`);
    proposed.push(excluded);
    set[key] = excluded;
  }
  return {
    set: set as PgUpdateSetSource<T>,
    setWhere: sql`${only ?? sql`true`} and (${sql.join(current, sql`, `)}) is distinct from (${sql.join(proposed, sql`, `)})`,
  };
}

/**
 * Inserts the service names that are missing.
 * @returns name → id and name → `search_key` (./search-keys) of every name, and how many were new
 */
export async function upsertServices(
  tx: Tx,
  names: readonly string[],
): Promise<{ ids: Map<string, string>; searchKeys: Map<string, number>; inserted: number }> {
  const added = await tx
    .insert(services)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: services.name })
    .returning({ id: services.id });
  const rows = await tx
    .select({ id: services.id, name: services.name, searchKey: services.searchKey })
    .from(services)
    .where(inArray(services.name, [...names]));
  return {
    ids: new Map(rows.map((r) => [r.name, r.id])),
    searchKeys: new Map(rows.map((r) => [r.name, r.searchKey])),
    inserted: added.length,
  };
}
