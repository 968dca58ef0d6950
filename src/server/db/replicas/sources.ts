/**
 * Replica sources from `DATABASE_REPLICA_URLS` (ADR 0032): one `pg.Pool` per replica URL, with a
 * short connect timeout so that a replica that is not there costs a poll, not a request.
 * @module
 */
import { openDatabase } from '../client';
import type { ReplicaSource } from './set';

/** How long opening a replica connection may take, ms (the health poll's own limit is 1 s as well). */
export const REPLICA_CONNECT_TIMEOUT_MS = 1000;

/**
 * `host:port` of a PostgreSQL URL, without user, password, database or options (RFC 3986 §3.2:
 * authority without userinfo); port 5432 when the URL names none.
 */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}`;
}

/**
 * The source of a replica at `url`, opened as a pool of `poolSize` connections.
 * @param onConnectionError - told about a connection the replica ended outside any query
 */
export function pgReplicaSource(
  url: string,
  poolSize: number,
  onConnectionError?: (name: string, error: Error) => void,
): ReplicaSource {
  const name = replicaName(url);
  return {
    name,
    open: async () => {
      const handle = await openDatabase({
        databaseUrl: url,
        poolSize,
        connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS,
      });
      handle.onConnectionError((error) => onConnectionError?.(name, error));
      return handle;
    },
  };
}
