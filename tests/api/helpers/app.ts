/**
 * Builds the app on a fresh, migrated and seeded database for API tests: in-memory PGlite by
 * default; PostgreSQL at `TEST_DATABASE_URL` when set (its `public` and `drizzle` schemas are dropped
 * and recreated first, so every test file starts from the same state).
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { WebRender } from '../../../src/server/plugins/pages/web-render';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/seed/index';
import { databaseOf, recreateDatabase, SERVER_URL_VARIABLE } from '../setup/pg-templates';

/** A built app, its database and its temporary data folder. */
export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  /** Closes the app, then the database, and removes the data folder. */
  close(): Promise<void>;
}

/** Options of {@link buildTestApp}. */
export interface TestAppOptions {
  /** Import the real clubs (default true). */
  seed?: boolean;
  /** Runs after migrations and seed, before the app is built (fixtures). */
  prepare?: (handle: DatabaseHandle) => Promise<void>;
  /** Replaces configuration fields (e.g. `webDistDir`). */
  config?: Partial<Config>;
  /** Runs on the built app before it is made ready (e.g. to add a test-only route). */
  beforeReady?: (app: FastifyInstance) => void;
  /** The app's clock ("abierto ahora", open weeks; `BuildAppOptions.now`); default the system clock. */
  now?: () => Date;
  /** The web app's server entry (`BuildAppOptions.webRender`): the public pages' tests load it with Vite. */
  webRender?: WebRender;
}

/** Options of {@link openTestDatabase}. */
export interface OpenTestDatabaseOptions {
  /** Also import the real clubs (`seedDatabase`); default false. */
  seeded?: boolean;
  /** PostgreSQL: connections of the pool; default 4. */
  poolSize?: number;
}

/**
 * Opens the test database with an empty schema and every migration applied, seeded when asked. On
 * PGlite it loads the tarball that `../setup/pglite-snapshots.ts` built once for the run; on
 * PostgreSQL it recreates the worker's database from a template (`../setup/pg-templates.ts`,
 * ADR 0039), ending any connection still open to it.
 */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const snapshots = url ? null : inject('pgliteSnapshots');
  if (snapshots) {
    const tarball = await readFile(options.seeded ? snapshots.seeded : snapshots.migrated);
    return openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: new Blob([tarball]) });
  }
  const templates = url ? inject('pgTemplates') : null;
  const server = process.env[SERVER_URL_VARIABLE];
  if (url && templates && server) {
    await recreateDatabase(server, databaseOf(url), options.seeded ? templates.seeded : templates.migrated);
    return openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 4 });
  }
  const handle = await openDatabase(
    url ? { databaseUrl: url, poolSize: options.poolSize ?? 4 } : { pgliteDir: 'memory://' },
  );
  if (url) {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema if exists pgboss cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  await handle.migrate();
  if (options.seeded) await seedDatabase(handle.db);
  return handle;
}

/**
 * The environment of a test app's configuration. Event-loop load shedding is off: a test file runs
 * several apps and PGlite's synchronous work in one process, so one app's busy loop would shed
 * another's requests; `tests/api/hardening` turns it on where it is the subject.
 */
export const testEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
});

/** Builds the app on a fresh database (see module doc). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-api-'));
  const handle = await openTestDatabase({ seeded: options.seed ?? true });
  await options.prepare?.(handle);
  const config = loadConfig(testEnv(dataDir), {
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...options.config,
  });
  const app = await buildApp({
    config,
    db: handle,
    ...(options.now ? { now: options.now } : {}),
    ...(options.webRender ? { webRender: options.webRender } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Lines that look like a JavaScript stack frame (`    at fn (file:1:2)`). */
const STACK_LINE = /^\s*at\s+\S.*\(?.*:\d+:\d+\)?$/m;
/** Words that only leak out of SQL or the driver. */
const SQL_WORDS =
  /\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b|syntax error|relation "|drizzle/i;
/**
 * PostgreSQL's own names (catalogs, functions, settings) as they appear in driver errors: lower case,
 * at a word start, so that a random token in an answer ("…dPg_Q…" in a calendar feed address) is not
 * taken for one.
 */
const PG_NAMES = /\bpg_[a-z_]{2,}/;

/** True when a body shows a stack trace or SQL/driver text. */
export function leaksInternals(body: string): boolean {
  return STACK_LINE.test(body) || SQL_WORDS.test(body) || PG_NAMES.test(body);
}

/** Parses a JSON answer. */
export const json = <T = unknown>(res: LightMyRequestResponse): T => res.json<T>();
