/**
 * Opens the database: PostgreSQL through a `pg` pool when a connection string is given, otherwise
 * the embedded PGlite (real PostgreSQL in WASM) with the btree_gin, cube, earthdistance, intarray, pg_trgm and unaccent
 * extensions (docs/architecture.md §3 "database"; unaccent: ADR 0012; intarray: ADR 0025 decision 19; btree_gin: ADR 0057). Both are wrapped by Drizzle with the same schema.
 *
 * Faults (ADR 0011): a PostgreSQL connection that the server ends (restart, failover,
 * `pg_terminate_backend`) makes `pg` emit `'error'` on the pool (idle clients) or on the client
 * (checked-out clients, e.g. inside a transaction). Both are listened to here, so the process never
 * dies of an unhandled `'error'` event: the broken client is dropped by the pool, the query in flight
 * fails (answered 503 by `plugins/errors.ts`), and the next query opens a fresh connection.
 *
 * What the driver rejects with outside Drizzle's statements (opening a pooled connection for a
 * transaction, raw SQL, PGlite's own transaction calls) is marked as the database's
 * (`./db-errors.ts` {@link markDatabaseError}); Drizzle marks its failed statements itself
 * (`DrizzleQueryError`). So the error handler never takes another service's error for the database's.
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { markDatabaseError } from './db-errors';
import { genericPlanPool } from './generic-plans';
import { enablePreparedStatements } from './prepared';
import * as catalogueSchema from './schema';
import * as accountSchema from './schema-accounts';
import * as adminSchema from './schema-admin';
import * as commerceSchema from './schema-commerce';
import * as marketplaceSchema from './schema-marketplace';
import * as plansSchema from './schema-plans';
import * as salesSchema from './schema-sales';

/** Every table of the application, for Drizzle's relational queries. */
const schema = {
  ...catalogueSchema,
  ...accountSchema,
  ...marketplaceSchema,
  ...commerceSchema,
  ...salesSchema,
  ...plansSchema,
  ...adminSchema,
};

/** Drizzle database over either driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of {@link Database} (the callback argument of `db.transaction`). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Plain SQL on the driver, for libraries that bring their own SQL (the pg-boss job queue): `values`
 * bind `$1…$n`; without values, `text` may hold several statements (simple query protocol).
 */
export type RawQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** An open database and how to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Plain SQL on the same pool or PGlite instance as {@link db}. */
  query: RawQuery;
  /** Applies every pending migration of `src/server/db/migrations`. */
  migrate(): Promise<void>;
  /** Closes the pool or the PGlite instance (flushes PGlite to disk). Safe to call twice. */
  close(): Promise<void>;
  /** How many database operations wait for a connection right now (load shedding, ADR 0011). */
  waiting(): number;
  /**
   * Sets who hears about connection errors that happen outside any query (a terminated idle
   * connection); by default they are written to stderr. The error is the driver's, without SQL.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * PGlite only: a tarball of the whole data directory (PGlite `dumpDataDir`, uncompressed), which
   * {@link OpenDatabaseOptions.pgliteLoadDataDir} opens again. Undefined on PostgreSQL.
   */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Another Drizzle database over the same schema and driver client, whose statements go through
   * `route` (given this client's own `query`, it returns the `query` Drizzle calls); transactions still
   * open on this client. Read routing to replicas builds its database this way (ADR 0032).
   */
  routed(route: (own: DriverQuery) => DriverQuery): Database;
  /** The driver client's own `query` (`pg.Pool` or PGlite), as Drizzle calls it (ADR 0032 replicas). */
  driverQuery: DriverQuery;
}

/** A driver client's `query` method (`pg.Pool.query`, `PGlite.query`), arguments passed as they are. */
export type DriverQuery = (...args: unknown[]) => Promise<unknown>;

/** `client` with its `query` replaced by `query`; `instanceof` and every other member are the client's. */
function withQuery<C extends object>(client: C, query: DriverQuery): C {
  return new Proxy(client, {
    get: (target, prop) => {
      if (prop === 'query') return query;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as DriverQuery).bind(target) : value;
    },
  });
}

/** Where the SQL migrations live. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when unset, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** How long a query waits for a new PostgreSQL connection before failing, ms (default 5000). */
  connectTimeoutMs?: number;
  /**
   * PGlite only: start from this data directory tarball (made by {@link DatabaseHandle.dumpDataDir})
   * instead of an empty cluster; the API tests open each file's database this way, already migrated.
   */
  pgliteLoadDataDir?: Blob;
}

/** Default of {@link OpenDatabaseOptions.connectTimeoutMs}, ms: a down server fails requests fast. */
export const CONNECT_TIMEOUT_MS = 5000;

/** A connection error listener that writes one line to stderr (before the app's logger exists). */
const stderrListener = (error: Error): void => {
  console.error(`database connection error: ${error.message}`);
};

/** `promise`, with whatever it rejects with marked as the database's ({@link markDatabaseError}). */
const marked = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw markDatabaseError(error);
  });

/**
 * The arguments of a PGlite call with its callback (the body of `transaction`) wrapped, so that an
 * error the body throws (our own code: an AppError, a provider's error) is recorded in `own` and not
 * marked as the database's when the call rejects with it.
 */
function withOwnErrors(args: unknown[], own: WeakSet<object>): unknown[] {
  return args.map((arg) =>
    typeof arg === 'function'
      ? async (...inner: unknown[]): Promise<unknown> => {
          try {
            return await (arg as (...a: unknown[]) => Promise<unknown>)(...inner);
          } catch (error) {
            if (error !== null && typeof error === 'object') own.add(error);
            throw error;
          }
        }
      : arg,
  );
}

/**
 * Counts the PGlite operations in flight: PGlite runs one at a time, so all but one of them wait.
 * Wraps the instance's `query`, `exec` and `transaction` (what Drizzle and {@link RawQuery} call)
 * in a Proxy; the instance itself is untouched and still `instanceof PGlite`. What they reject with
 * is marked as the database's, except an error thrown by a transaction's body.
 */
function countingPglite(client: PGlite): { client: PGlite; inFlight: () => number } {
  let inFlight = 0;
  const counting =
    (method: (...a: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]): Promise<unknown> => {
      inFlight += 1;
      const own = new WeakSet<object>();
      try {
        return await method.apply(client, withOwnErrors(args, own));
      } catch (error) {
        throw error !== null && typeof error === 'object' && own.has(error)
          ? error
          : markDatabaseError(error);
      } finally {
        inFlight -= 1;
      }
    };
  // Built once: Drizzle reads `client.query` on every statement.
  const wrappers = new Map<PropertyKey, unknown>(
    (['query', 'exec', 'transaction'] as const).map((name) => [
      name,
      counting(client[name] as (...a: unknown[]) => Promise<unknown>),
    ]),
  );
  const proxy = new Proxy(client, {
    get: (target, prop, receiver) =>
      wrappers.has(prop) ? wrappers.get(prop) : Reflect.get(target, prop, receiver),
  });
  return { client: proxy, inFlight: () => inFlight };
}

/** `close` run at most once: later calls resolve at once (a handle may be closed by a test and by its app). */
function once(close: () => Promise<unknown>): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await close();
  };
}

/**
 * Opens the database described by `options`.
 * @throws when the server cannot be reached or the PGlite directory cannot be created
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const config: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    };
    const pool = new pg.Pool(config);
    let listener = stderrListener;
    // An idle client's error reaches the pool; a checked-out client's reaches only the client.
    const listen = (p: pg.Pool) =>
      p.on('error', (e) => listener(e)).on('connect', (c) => c.on('error', (e) => listener(e)));
    listen(pool);
    const generic = genericPlanPool(config, listen);
    // Drizzle opens a transaction with `pool.connect()`, outside its statement wrapper: mark its failures.
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    pool.connect = ((...args: unknown[]) =>
      args.length > 0
        ? (connect as (...a: unknown[]) => unknown)(...args)
        : marked(connect())) as typeof pool.connect;
    // Fail fast with a clear error if the server is not there.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    enablePreparedStatements(db, (name, text, values, plan) =>
      marked((plan === 'generic' ? generic.get() : pool).query({ name, text, values })),
    );
    const own = pool.query.bind(pool) as DriverQuery;
    return {
      db,
      kind: 'postgres',
      driverQuery: own,
      routed: (route) => {
        const query = route(own);
        const routedDb = drizzlePg(withQuery(pool, query) as pg.Pool, { schema }) as unknown as Database;
        enablePreparedStatements(routedDb, (name, text, values) =>
          marked(query({ name, text, values }) as Promise<pg.QueryResult>),
        );
        return routedDb;
      },
      query: async (text, values) => {
        const result = await marked(
          values && values.length > 0 ? pool.query(text, values) : pool.query(text),
        );
        // A multi-statement text answers one result per statement: the last one is the answer.
        const last: pg.QueryResult = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
        return { rows: last?.rows ?? [] };
      },
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: once(() => Promise.all([pool.end(), generic.end()])),
      waiting: () => pool.waitingCount + generic.waiting(),
      onConnectionError: (next) => {
        listener = next;
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const instance = await PGlite.create(dir, {
    extensions: { btree_gin, cube, earthdistance, intarray, pg_trgm, unaccent },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const { client, inFlight } = countingPglite(instance);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const own = client.query.bind(client) as DriverQuery;
  return {
    db,
    kind: 'pglite',
    driverQuery: own,
    routed: (route) => drizzlePglite(withQuery(client, route(own)), { schema }) as unknown as Database,
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: once(() => instance.close()),
    waiting: () => Math.max(0, inFlight() - 1),
    // PGlite runs in this process: it has no connection to lose.
    onConnectionError: () => undefined,
    dumpDataDir: () => instance.dumpDataDir('none'),
  };
}
