/**
 * Read routing (ADR 0032): a Drizzle {@link Database} for the public catalogue reads whose plain
 * statements go to a healthy replica that has replayed what the request needs (./context, ./set) and
 * otherwise to the primary. It is the primary's own driver client with only `query` replaced
 * (`DatabaseHandle.routed`), so a transaction (`pg.Pool.connect`, `PGlite.transaction`) always runs
 * on the primary. A statement that fails on a replica for a connection reason (`db-errors.ts` kind
 * `unavailable`), or that the replica cancelled because of a conflict with recovery (kind `busy`,
 * PostgreSQL docs §27.4.1 "Handling Query Conflicts"), is run again on the primary at once; the first
 * also takes the replica out of rotation.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DriverQuery } from '../client';
import { classifyDbError } from '../db-errors';
import { readContext, type ReadContext } from './context';
import { parseLsn } from './lsn';
import {
  ReplicaSet,
  within,
  type Replica,
  type ReplicaSetOptions,
  type ReplicaSource,
  type ReplicaStatus,
} from './set';

/** How long the health report waits for the primary's WAL position, ms (readiness waits 2 s). */
const REPORT_TIMEOUT_MS = 1000;

/** The catalogue's read database and its replicas. */
export interface ReadRouting {
  /** The database of the public catalogue reads (the primary's when there is no replica). */
  db: Database;
  /** Whether any replica is configured (read-your-writes is recorded only then). */
  enabled: boolean;
  /** Every replica's state and lag (health report). */
  report(): Promise<ReplicaStatus[]>;
  /** Polls every replica now (tests; a poll also runs every second). */
  refresh(): Promise<void>;
  /** Stops polling and closes the replicas (not the primary). */
  close(): Promise<void>;
}

/**
 * The primary's current WAL insert position (PostgreSQL docs §9.28.3 "Backup Control Functions":
 * `pg_current_wal_insert_lsn`), as a 64-bit position.
 * @throws the driver's error when the primary does not answer
 */
export async function primaryLsn(db: Database): Promise<bigint | null> {
  const result = (await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as {
    rows: { lsn: string | null }[];
  };
  return parseLsn(result.rows[0]?.lsn);
}

/**
 * The replica a request's statement goes to, or null for the primary (pinning the request's choice).
 * When the session cannot be looked up, the primary: it is the server that surely has its writes.
 */
async function pick(set: ReplicaSet, context: ReadContext | undefined): Promise<Replica | null> {
  if (!context) return set.choose(null);
  context.pinned ??= context.requirement().then(
    (needed) => set.choose(needed),
    () => null,
  );
  const pinned = await context.pinned;
  if (!pinned || (pinned.healthy && pinned.handle)) return pinned;
  context.pinned = Promise.resolve(null);
  return null;
}

/**
 * Builds the read routing over `primary` with one replica per source, polls them once (so healthy
 * replicas serve from the first request) and keeps polling. Without sources its database is the
 * primary's own and nothing polls.
 */
export async function createReadRouting(
  primary: DatabaseHandle,
  sources: ReplicaSource[],
  options: ReplicaSetOptions = {},
): Promise<ReadRouting> {
  const set = new ReplicaSet(sources, options);
  if (sources.length === 0) {
    return {
      db: primary.db,
      enabled: false,
      report: async () => [],
      refresh: async () => undefined,
      close: async () => undefined,
    };
  }
  const route =
    (own: DriverQuery): DriverQuery =>
    async (...args) => {
      const context = readContext.getStore();
      const replica = await pick(set, context);
      const handle = replica?.handle;
      if (!replica || !handle) return own(...args);
      try {
        return await handle.driverQuery(...args);
      } catch (error) {
        const kind = classifyDbError(error)?.kind;
        if (kind !== 'unavailable' && kind !== 'busy') throw error;
        if (kind === 'unavailable') set.markDown(replica, error);
        if (context) context.pinned = Promise.resolve(null);
        return own(...args);
      }
    };
  await set.start();
  return {
    db: primary.routed(route),
    enabled: true,
    report: async () => set.status(await within(primaryLsn(primary.db), REPORT_TIMEOUT_MS).catch(() => null)),
    refresh: () => set.refresh(),
    close: () => set.close(),
  };
}
