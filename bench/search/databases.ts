/**
 * Where each benchmark catalogue lives, and making sure it is there: PostgreSQL scratch databases
 * `bench_10k`, `bench_100k`, `bench_1m`… (never the `test` database of the API tests) and PGlite
 * directories `bench/.data/pglite-10k`… (git-ignored). A complete catalogue is reused across runs
 * (recognised by its marker); anything else is dropped and loaded again from scratch.
 * @module
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { appliedMigrations, catalogueMarker, catalogueState, loadCatalogue, recountStats } from './load';

/** The two database kinds under test. */
export type DbKind = 'pglite' | 'postgres';

/** Maintenance connection of the PostgreSQL server (override with `BENCH_PG_URL`). */
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Prefix of the PostgreSQL catalogue databases (`BENCH_DB_PREFIX`, default `bench`): a session sharing the
 * server with others names its own (`bench_mine` → `bench_mine_1m`); it must start with `bench`.
 */
export const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench';

/** Directory of the PGlite catalogues (git-ignored). */
export const PGLITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');

/** A catalogue of one size on one kind of database. */
export interface BenchTarget {
  kind: DbKind;
  size: number;
  /** Connection string (PostgreSQL). */
  databaseUrl?: string;
  /** Data directory (PGlite). */
  pgliteDir?: string;
}

/** "10k", "100k", "1m", or the plain number for other sizes. */
export function sizeLabel(size: number): string {
  if (size % 1_000_000 === 0) return `${size / 1_000_000}m`;
  if (size % 1000 === 0) return `${size / 1000}k`;
  return String(size);
}

/**
 * Describes where the catalogue of `size` gyms lives.
 * @param pgUrl - maintenance connection string; the database name is replaced by `<prefix>_<size>`
 *   ({@link DB_PREFIX})
 */
export function benchTarget(kind: DbKind, size: number, pgUrl: string = DEFAULT_PG_URL): BenchTarget {
  if (kind === 'pglite')
    return { kind, size, pgliteDir: path.join(PGLITE_ROOT, `pglite-${sizeLabel(size)}`) };
  const url = new URL(pgUrl);
  url.pathname = `/${DB_PREFIX}_${sizeLabel(size)}`;
  return { kind, size, databaseUrl: url.toString() };
}

/** Opens the target's database (without migrating). */
export function openTarget(target: BenchTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openDatabase({ databaseUrl: target.databaseUrl, poolSize: 4 })
    : openDatabase({ pgliteDir: target.pgliteDir ?? '' });
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^bench(_[a-z0-9]+)+$/.test(name)) throw new Error(`Refusing to touch database "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text.replace('$DB', `"${name}"`));
  } finally {
    await client.end();
  }
}

/** Drops (if present) and creates the target's database or directory, empty. */
export async function recreateTarget(target: BenchTarget): Promise<void> {
  if (target.kind === 'pglite') {
    await rm(target.pgliteDir ?? '', { recursive: true, force: true });
    return;
  }
  const url = target.databaseUrl ?? '';
  await adminQuery(url, 'DROP DATABASE IF EXISTS $DB WITH (FORCE)');
  await adminQuery(url, 'CREATE DATABASE $DB');
}

async function databaseExists(target: BenchTarget): Promise<boolean> {
  if (target.kind === 'pglite') return true; // openDatabase creates the directory
  try {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure the target holds the complete catalogue of (`size`, `seed`), migrated to the current
 * schema: reuses it when its marker matches, otherwise recreates the database and loads it.
 * @returns whether it was reused, and the load times in ms
 */
export async function ensureCatalogue(
  target: BenchTarget,
  seed: number,
  log: (line: string) => void,
): Promise<{ reused: boolean; insertMs: number; indexMs: number }> {
  if (!(await databaseExists(target))) await recreateTarget(target);
  let handle = await openTarget(target);
  try {
    const before = await appliedMigrations(handle);
    await handle.migrate();
    const state = await catalogueState(handle);
    if (state.marker === catalogueMarker(target.size, seed)) {
      // New migrations on a reused catalogue: their counters start from zero, so recount.
      if (before > 0 && (await appliedMigrations(handle)) !== before && (await recountStats(handle))) {
        log(
          `  ${target.kind} ${sizeLabel(target.size)}: new migrations applied, catalogue counters recounted`,
        );
      }
      return { reused: true, insertMs: 0, indexMs: 0 };
    }
    if (state.gyms > 0 || state.marker !== null) {
      log(`  ${target.kind} ${sizeLabel(target.size)}: incomplete or different catalogue, recreating`);
      await handle.close();
      await recreateTarget(target);
      handle = await openTarget(target);
      await handle.migrate();
    }
    log(
      `  loading ${target.size.toLocaleString('en')} gyms into ${target.kind} (${target.databaseUrl ?? target.pgliteDir})`,
    );
    const times = await loadCatalogue(handle, { size: target.size, seed, log });
    return { reused: false, ...times };
  } finally {
    await handle.close();
  }
}

/** The version string of the PostgreSQL server at `url` (`SELECT version()`), for the report. */
export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String((await client.query('SELECT version() AS v')).rows[0]?.v);
  } finally {
    await client.end();
  }
}
