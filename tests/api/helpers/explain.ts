/**
 * EXPLAIN of the catalogue's real queries: a query function of src/server/modules/gyms is run on a
 * stand-in database whose `execute` prefixes `explain` to the very SQL the function builds, inside a
 * transaction with `enable_seqscan = off`, after an ANALYZE of the catalogue's tables. The test catalogue is a few hundred rows, where a
 * sequential scan is rightly cheaper; turning it off asks whether the index *can* serve the query
 * (expression, operator and order match it). The scale behaviour is measured by bench/search.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import type { TestApp } from './app';

/**
 * The plans (text, one line per row) of every statement `run` sends; the function itself sees
 * empty results.
 */
export async function planOf(t: TestApp, run: (db: Database) => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  // Plans as in a running catalogue, where autovacuum keeps statistics (a fresh test database has none).
  await t.handle.db.execute(sql`analyze gyms, gym_services`);
  await t.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explaining = {
      execute: async (query: SQL) => {
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        lines.push(...result.rows.map((row) => row['QUERY PLAN'] ?? ''));
        return { rows: [] };
      },
    } as unknown as Database;
    await run(explaining);
  });
  return lines.join('\n');
}
