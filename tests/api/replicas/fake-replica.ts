/**
 * A fake of a streaming replica for the read-routing tests (ADR 0032): a copy of the primary test
 * database taken at one moment (PGlite: a second instance loaded from the primary's data directory;
 * PostgreSQL: a database `test_replica_*` created from the primary as its template), whose
 * `pg_last_wal_replay_lsn()` is a function in `public` reading a table the test sets, found first
 * through `search_path = public, pg_catalog`. The fake server can be stopped (its connections end, new
 * ones are refused) and started again.
 * @module
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import type { ReplicaSource } from '../../../src/server/db/replicas/set';
import { pgReplicaSource } from '../../../src/server/db/replicas/sources';
import { onMaintenance, recreateDatabase } from '../setup/pg-templates';

/** The fake server and the source the app connects to it through. */
export interface FakeReplica {
  source: ReplicaSource;
  /** Runs SQL on the replica's data (marking rows, setting the replay position). */
  exec(text: string, values?: unknown[]): Promise<void>;
  /** Sets what `pg_last_wal_replay_lsn()` answers ('X/Y'). */
  setReplay(lsn: string): Promise<void>;
  /** Ends every connection to it and refuses new ones. */
  stop(): Promise<void>;
  /** Accepts connections again. */
  start(): Promise<void>;
  /** Stops it for good and drops it. */
  close(): Promise<void>;
}

/** The fake's replay position and the `search_path` that puts it before `pg_catalog`'s. */
const FAKE_REPLAY_SQL = `
  create table public.fake_replay (lsn pg_lsn not null);
  insert into public.fake_replay values ('0/0');
  create function public.pg_last_wal_replay_lsn() returns pg_lsn
    language sql stable as 'select lsn from public.fake_replay';`;
const SEARCH_PATH = 'public, pg_catalog';

/** The error a connection to a stopped server gets (Node's refused TCP connect). */
const refused = (): Error =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/**
 * A PGlite fake: its "disk" is a data-directory tarball; a running server is one PGlite instance
 * loaded from it, which the app's connections share (closing a connection does not stop it).
 */
async function pgliteReplica(primary: DatabaseHandle): Promise<FakeReplica> {
  let disk = await (primary.dumpDataDir as () => Promise<Blob>)();
  let server: DatabaseHandle | null = null;
  const boot = async (): Promise<DatabaseHandle> => {
    const instance = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: disk });
    await instance.query(`set search_path = ${SEARCH_PATH}`);
    return instance;
  };
  server = await boot();
  await server.query(FAKE_REPLAY_SQL);
  const running = (): DatabaseHandle => {
    if (!server) throw refused();
    return server;
  };
  return {
    source: {
      name: 'pglite-replica:0',
      open: async () => ({ ...running(), close: async () => undefined }),
    },
    exec: async (text, values) => void (await running().query(text, values)),
    setReplay: async (lsn) => void (await running().query('update public.fake_replay set lsn = $1', [lsn])),
    stop: async () => {
      const current = running();
      server = null;
      disk = await (current.dumpDataDir as () => Promise<Blob>)();
      await current.close();
    },
    start: async () => {
      server = await boot();
    },
    close: async () => {
      await server?.close();
      server = null;
    },
  };
}

/**
 * A PostgreSQL fake: database `test_replica_…` copied from the primary's (which must have no other
 * connection while it is copied: the caller opens the primary after this).
 */
async function postgresReplica(primaryUrl: string): Promise<FakeReplica> {
  const url = new URL(primaryUrl);
  const primaryName = url.pathname.slice(1);
  const name = primaryName.startsWith('test_replica_') ? `${primaryName}_r` : `test_replica_${primaryName}`;
  await recreateDatabase(primaryUrl, name, primaryName);
  const replicaUrl = new URL(primaryUrl);
  replicaUrl.pathname = `/${name}`;
  // The app's connections find the fake function first (libpq "options" parameter).
  replicaUrl.searchParams.set('options', `-c search_path=${SEARCH_PATH.replace(' ', '')}`);
  // One client, not a pool: `Client.end()` resolves once the server has closed the connection, so the
  // forced drop below finds no backend to terminate. (`Pool.end()` resolves as soon as it asks its
  // clients to end; a backend still there got FATAL 57P01 from the drop, and the pool, with no 'error'
  // listener, threw it as an uncaught exception.)
  const data = new pg.Client({ connectionString: replicaUrl.toString() });
  await data.connect();
  await data.query(FAKE_REPLAY_SQL);
  const inner = pgReplicaSource(replicaUrl.toString(), 2);
  let running = true;
  const opened: DatabaseHandle[] = [];
  return {
    source: {
      name: inner.name,
      open: async () => {
        if (!running) throw refused();
        const handle = await inner.open();
        opened.push(handle);
        return handle;
      },
    },
    exec: async (text, values) => void (await data.query(text, values)),
    setReplay: async (lsn) => void (await data.query('update public.fake_replay set lsn = $1', [lsn])),
    stop: async () => {
      running = false;
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
    },
    start: async () => {
      running = true;
    },
    close: async () => {
      running = false;
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
      await data.end();
      await onMaintenance(primaryUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/**
 * Copies the primary test database into a fake replica. On PostgreSQL `primary` is closed first
 * (a template database must have no connection) and the answer includes it opened again.
 */
export async function fakeReplicaOf(
  primary: DatabaseHandle,
): Promise<{ replica: FakeReplica; primary: DatabaseHandle }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { replica: await pgliteReplica(primary), primary };
  await primary.close();
  const replica = await postgresReplica(url);
  return { replica, primary: await openDatabase({ databaseUrl: url, poolSize: 4 }) };
}
