/**
 * Bulk loading of the synthetic catalogue into a migrated database (PostgreSQL or PGlite).
 *
 * Fast path: the secondary indexes and the key/foreign-key constraints of `gyms` and `gym_services`
 * are read from the catalogue (`pg_get_indexdef`, `pg_get_constraintdef`), dropped, the rows are
 * inserted in large batches (PGlite: `COPY … FROM '/dev/blob'`; PostgreSQL: `INSERT … SELECT FROM
 * json_populate_recordset($1)`, two batches in flight), and then everything is rebuilt exactly as
 * the migrations defined it, followed by `VACUUM ANALYZE`. So the loader follows schema changes
 * without knowing the index list.
 * @module
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/server/db/client';
import { generateBatches, serviceRows, type GymRow, type GymServiceRow } from './generate';

/** The tables the loader fills (gym_services after gyms). */
const TABLES = ['gyms', 'gym_services'] as const;

/** Columns written to `gyms` and `gym_services` (the rest keep their defaults). */
const GYM_COLUMNS: readonly (keyof GymRow)[] = [
  'id',
  'owner_id',
  'name',
  'price',
  'raiting',
  'review_count',
  'rating_sum',
  'score',
  'images',
  'logo',
  'phone',
  'email',
  'address',
  'neighborhood',
  'latitude',
  'longitude',
  'social_networks',
  'trainers',
  'clients',
  'u_end',
  'favourite',
  'gym_active',
  'demo_values',
  'country',
  'time_zone',
  'opening_hours',
  'open_week',
  'open_week_from',
  'service_keys',
];
const LINK_COLUMNS: readonly (keyof GymServiceRow)[] = [
  'id',
  'gym_id',
  'service_id',
  'description',
  'duration_minutes',
  'price',
];

/** A minimal query interface over both drivers. */
interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Text marker stored as the comment of table `gyms` once a catalogue is complete. */
export const catalogueMarker = (size: number, seed: number): string =>
  `bench-catalogue v4 size=${size} seed=${seed}`;

/** The raw driver client behind a Drizzle handle. */
export function rawClient(handle: DatabaseHandle): PGlite | pg.Pool {
  return (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
}

/**
 * Reads the catalogue marker (see {@link catalogueMarker}) and the number of gyms.
 * @returns `marker` null when the table has no comment
 */
export async function catalogueState(
  handle: DatabaseHandle,
): Promise<{ marker: string | null; gyms: number }> {
  const sqlc = rawClient(handle) as Sql;
  const { rows } = await sqlc.query(
    `SELECT obj_description('gyms'::regclass, 'pg_class') AS marker, (SELECT count(*) FROM gyms)::int AS gyms`,
  );
  const row = rows[0] ?? {};
  return { marker: (row.marker as string | null) ?? null, gyms: Number(row.gyms ?? 0) };
}

interface SavedDdl {
  foreignKeys: string[];
  keys: string[];
  indexes: string[];
  drops: string[];
}

/**
 * Reads and drops the keys, foreign keys and secondary indexes of the loaded tables. A partitioned
 * table's foreign key is read and dropped on the parent only: its partitions' copies (`conparentid` set)
 * go and come back with it, and cannot be dropped on their own.
 */
async function dropIndexes(sqlc: Sql): Promise<SavedDdl> {
  const list = TABLES.map((t) => `'${t}'::regclass`).join(', ');
  const fk = await sqlc.query(
    `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE contype = 'f' AND conparentid = 0 AND (conrelid IN (${list}) OR confrelid IN (${list}))`,
  );
  const keys = await sqlc.query(
    `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE contype IN ('p', 'u') AND conrelid IN (${list}) ORDER BY contype`,
  );
  const idx = await sqlc.query(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def FROM pg_index
     WHERE indrelid IN (${list}) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = indexrelid)`,
  );
  const alter = (r: Record<string, unknown>): string =>
    `ALTER TABLE ${String(r.tbl)} ADD CONSTRAINT "${String(r.conname)}" ${String(r.def)}`;
  const drop = (r: Record<string, unknown>): string =>
    `ALTER TABLE ${String(r.tbl)} DROP CONSTRAINT "${String(r.conname)}"`;
  const saved: SavedDdl = {
    foreignKeys: fk.rows.map(alter),
    keys: keys.rows.map(alter),
    indexes: idx.rows.map((r) => String(r.def)),
    drops: [
      ...fk.rows.map(drop),
      ...keys.rows.map(drop),
      ...idx.rows.map((r) => `DROP INDEX ${String(r.name)}`),
    ],
  };
  for (const statement of saved.drops) await sqlc.query(statement);
  return saved;
}

/**
 * Recomputes the trigger-maintained catalogue counters (`catalogue_stats_recount()`, migration 0003)
 * the gyms' service keys (`gyms_service_keys_recount()`, migration 0038), the name search's table
 * (`gym_name_search_recount()`, migration 0057) and the bounds of the open weeks (`open_week_bounds_recount()`,
 * migration 0060) when the schema has them; they are bypassed by the bulk load
 * (triggers disabled).
 * @returns whether the function existed
 */
export async function recountStats(handle: DatabaseHandle): Promise<boolean> {
  const sqlc = rawClient(handle) as Sql;
  const { rows } = await sqlc.query(`SELECT to_regproc('catalogue_stats_recount') IS NOT NULL AS present`);
  if (!rows[0]?.present) return false;
  await sqlc.query('SELECT catalogue_stats_recount()');
  // The gyms' service keys (migration 0038, ADR 0025 decision 19) are trigger-kept too.
  const keys = await sqlc.query(`SELECT to_regproc('gyms_service_keys_recount') IS NOT NULL AS present`);
  if (keys.rows[0]?.present) await sqlc.query('SELECT gyms_service_keys_recount()');
  // The name search's narrow table (migration 0057, ADR 0058) is trigger-kept too.
  const names = await sqlc.query(`SELECT to_regproc('gym_name_search_recount') IS NOT NULL AS present`);
  if (names.rows[0]?.present) await sqlc.query('SELECT gym_name_search_recount()');
  const bounds = await sqlc.query(`SELECT to_regproc('open_week_bounds_recount') IS NOT NULL AS present`);
  if (bounds.rows[0]?.present) await sqlc.query('SELECT open_week_bounds_recount()');
  return true;
}

/** Number of applied Drizzle migrations (0 before the first). */
export async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const sqlc = rawClient(handle) as Sql;
  const { rows } = await sqlc.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return 0;
  const count = await sqlc.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return Number(count.rows[0]?.n ?? 0);
}

/** Escapes a value for COPY text format (tab-separated, `\N` for NULL). */
function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  let s: string;
  if (Array.isArray(v)) s = `{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  else if (typeof v === 'object') s = JSON.stringify(v);
  else s = String(v);
  return s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function copyText<T extends object>(rows: readonly T[], columns: readonly (keyof T)[]): string {
  return rows.map((r) => columns.map((c) => copyValue(r[c])).join('\t')).join('\n') + '\n';
}

/** A function that writes one batch of rows into `table`. */
type BatchWriter = <T extends object>(
  table: string,
  rows: readonly T[],
  columns: readonly (keyof T)[],
) => Promise<void>;

function pgliteWriter(client: PGlite): BatchWriter {
  return async (table, rows, columns) => {
    const blob = new Blob([copyText(rows, columns)]);
    await client.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob });
  };
}

function postgresWriter(pool: pg.Pool): BatchWriter {
  return async (table, rows, columns) => {
    const cols = columns.join(', ');
    await pool.query(
      `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${table}, $1::json)`,
      [JSON.stringify(rows)],
    );
  };
}

/** Options of {@link loadCatalogue}. */
export interface LoadOptions {
  /** Number of gyms. */
  size: number;
  seed: number;
  /** Gyms per batch (default 20 000). */
  batchSize?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

/**
 * Loads the synthetic catalogue into an empty, migrated database and marks it complete.
 * @returns the time spent in ms: inserting rows, and rebuilding indexes + VACUUM ANALYZE
 */
export async function loadCatalogue(
  handle: DatabaseHandle,
  options: LoadOptions,
): Promise<{ insertMs: number; indexMs: number }> {
  const { size, seed, batchSize = 20_000, log = () => {} } = options;
  const client = rawClient(handle);
  const sqlc = client as Sql;
  const t0 = performance.now();
  const saved = await dropIndexes(sqlc);
  // Row and statement triggers (e.g. the catalogue counters) would run per batch; recount at the end.
  for (const table of TABLES) await sqlc.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  for (const s of serviceRows(seed)) {
    await sqlc.query('INSERT INTO services (id, name) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      s.id,
      s.name,
    ]);
  }
  const write = handle.kind === 'pglite' ? pgliteWriter(client as PGlite) : postgresWriter(client as pg.Pool);
  // Two batches in flight on PostgreSQL (generation overlaps the server's work); one on PGlite.
  const inFlight: Promise<void>[] = [];
  const depth = handle.kind === 'pglite' ? 1 : 2;
  let done = 0;
  for (const batch of generateBatches(size, seed, batchSize)) {
    inFlight.push(
      write('gyms', batch.gyms, GYM_COLUMNS).then(() => write('gym_services', batch.links, LINK_COLUMNS)),
    );
    if (inFlight.length >= depth) await inFlight.shift();
    done += batch.gyms.length;
    if (done % 100_000 < batchSize) log(`  ${done.toLocaleString('en')} gyms generated`);
  }
  await Promise.all(inFlight);
  const t1 = performance.now();
  log(
    `  rows inserted in ${((t1 - t0) / 1000).toFixed(1)} s; rebuilding ${saved.indexes.length} indexes and ${saved.keys.length + saved.foreignKeys.length} constraints`,
  );
  const dedicated = handle.kind === 'postgres' ? await (client as pg.Pool).connect() : null;
  const q = (text: string): Promise<unknown> => (dedicated ? dedicated.query(text) : sqlc.query(text));
  try {
    await q(`SET maintenance_work_mem = '${handle.kind === 'pglite' ? '256MB' : '512MB'}'`);
    for (const statement of [...saved.keys, ...saved.indexes, ...saved.foreignKeys]) {
      const ts = performance.now();
      await q(statement);
      log(`  ${((performance.now() - ts) / 1000).toFixed(1)} s  ${statement.slice(0, 110)}`);
    }
    for (const table of TABLES) await q(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    if (await recountStats(handle)) log('  catalogue counters recounted');
    await q('VACUUM ANALYZE gyms');
    await q('VACUUM ANALYZE gym_services');
    await q('ANALYZE services');
    await q(`COMMENT ON TABLE gyms IS '${catalogueMarker(size, seed)}'`);
    await q('RESET maintenance_work_mem');
  } finally {
    dedicated?.release();
  }
  return { insertMs: t1 - t0, indexMs: performance.now() - t1 };
}
