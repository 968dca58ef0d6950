/**
 * Statements written for a plain PostgreSQL client (`$1…$n` placeholders) run on a Drizzle
 * transaction: how pg-boss inserts a job in the caller's transaction (the outbox, ADR 0008;
 * `plugins/jobs.ts`), kept here so that plugins hold no Drizzle (docs/architecture.md §2).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Turns pg-boss's `$1…$n` statement into a Drizzle SQL object with the same parameters, so that it
 * runs on the caller's transaction (any driver). Only the numbered placeholders are rewritten.
 */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  // `undefined` would vanish from Drizzle's SQL; the driver would have sent it as NULL.
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks);
}

/** Runs statement `text` with `values` on transaction `tx`. @returns its rows */
export async function executeOnTransaction(
  tx: Tx,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: unknown[] }> {
  const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
  return { rows: result.rows };
}
