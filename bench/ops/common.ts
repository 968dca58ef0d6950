/**
 * What the operations benchmarks share (`bench:load`, `bench:faults`; ADR 0011): a fresh PostgreSQL
 * database for them, and percentiles.
 * @module
 */
import pg from 'pg';

/** The PostgreSQL server of the benchmarks (override with BENCH_PG_URL). */
export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Drops and creates the database `name` on {@link PG_SERVER}.
 * @returns its connection string
 * @throws when the name does not start with `bench_` (the tests' databases are never touched)
 */
export async function freshBenchDatabase(name: string): Promise<string> {
  if (!name.startsWith('bench_')) throw new Error(`refusing to drop "${name}": it must start with bench_`);
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return Object.assign(new URL(PG_SERVER), { pathname: `/${name}` }).toString();
}

/** The `p`-th percentile (0–100, nearest rank) of `values`; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
