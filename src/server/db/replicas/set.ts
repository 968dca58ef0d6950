/**
 * The replicas of the catalogue reads and their health (ADR 0032): each is opened from a
 * {@link ReplicaSource}, polled every {@link ReplicaSetOptions.pollIntervalMs} for the WAL position it
 * has replayed (`pg_last_wal_replay_lsn()`, PostgreSQL docs §9.28.4 "Recovery Information Functions"),
 * and is in rotation only while its last poll succeeded. A poll that fails or does not answer within
 * {@link ReplicaSetOptions.probeTimeoutMs}, or a statement that fails for a connection reason
 * ({@link ReplicaSet.markDown}), takes it out at once and closes its connections; a later poll opens it
 * again and puts it back when it answers.
 * @module
 */
import type { DatabaseHandle } from '../client';
import { lsnReached, parseLsn } from './lsn';

/** Where a replica is and how to connect to it. */
export interface ReplicaSource {
  /** `host:port`, without credentials (health report, logs). */
  name: string;
  /** Opens its connections (a pool, or a PGlite instance in tests). @throws when it cannot be reached */
  open(): Promise<DatabaseHandle>;
}

/** One replica as the health report shows it (`GET /api/health/ready`). */
export interface ReplicaStatus {
  name: string;
  /** In rotation: its last poll answered and no statement failed on it since. */
  healthy: boolean;
  /** The last replay position it reported (`X/Y`), null before any or when it is not in recovery. */
  replayLsn: string | null;
  /** Bytes of WAL the primary has written that it has not replayed, null when unknown. */
  lagBytes: number | null;
  /** Why it is out of rotation (the driver's message), null while healthy. */
  error: string | null;
}

/** Options of {@link ReplicaSet}. */
export interface ReplicaSetOptions {
  /** Time between polls, ms (default 1000). */
  pollIntervalMs?: number;
  /** How long a poll waits for a connection and its answer, ms (default 1000). */
  probeTimeoutMs?: number;
  /** Told when a replica leaves or joins the rotation. */
  onChange?: (name: string, healthy: boolean, error: string | null) => void;
}

/** The replay position query (text form, so both drivers answer a string). */
const REPLAY_SQL = 'select pg_last_wal_replay_lsn()::text as lsn';

/** A replica and its state. */
export class Replica {
  handle: DatabaseHandle | null = null;
  healthy = false;
  replayLsn: string | null = null;
  replay: bigint | null = null;
  error: string | null = null;
  constructor(readonly source: ReplicaSource) {}
}

/** `promise`, or a rejection after `ms`; `late` receives its value if it arrives after that. */
export async function within<T>(promise: Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`replica did not answer within ${ms} ms`));
    }, ms);
  });
  void promise.then((value) => (timedOut ? late?.(value) : undefined)).catch(() => undefined);
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The replicas, their polling and the choice of one for a read (see module doc). */
export class ReplicaSet {
  readonly replicas: Replica[];
  private readonly pollIntervalMs: number;
  private readonly probeTimeoutMs: number;
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private closed = false;

  constructor(
    sources: ReplicaSource[],
    private readonly options: ReplicaSetOptions = {},
  ) {
    this.replicas = sources.map((source) => new Replica(source));
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  }

  /** Polls now, then every interval until {@link close}. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.pollIntervalMs);
    this.timer.unref();
  }

  /** Polls every replica once (after a poll already running) and resolves when done. Never rejects. */
  async refresh(): Promise<void> {
    const previous = this.polling;
    const run = (async () => {
      await previous;
      await Promise.all(this.replicas.map((replica) => this.probe(replica)));
    })();
    this.polling = run;
    await run;
    if (this.polling === run) this.polling = null;
  }

  private async probe(replica: Replica): Promise<void> {
    if (this.closed) return;
    try {
      if (!replica.handle) {
        // A handle that opens after the timeout is closed: the next poll opens its own.
        replica.handle = await within(
          replica.source.open(),
          this.probeTimeoutMs,
          (late) => void late.close(),
        );
      }
      const { rows } = await within(replica.handle.query(REPLAY_SQL), this.probeTimeoutMs);
      const lsn = (rows[0] as { lsn: string | null } | undefined)?.lsn ?? null;
      replica.replayLsn = lsn;
      replica.replay = parseLsn(lsn);
      if (!replica.healthy) {
        replica.healthy = true;
        replica.error = null;
        this.options.onChange?.(replica.source.name, true, null);
      }
    } catch (error) {
      this.markDown(replica, error);
    }
  }

  /**
   * Takes `replica` out of rotation and closes its connections (a statement failed on it for a
   * connection reason, or a poll failed); the next successful poll puts it back.
   */
  markDown(replica: Replica, error: unknown): void {
    const wasHealthy = replica.healthy;
    replica.healthy = false;
    replica.error = messageOf(error);
    const handle = replica.handle;
    replica.handle = null;
    if (handle) void handle.close().catch(() => undefined);
    if (wasHealthy) this.options.onChange?.(replica.source.name, false, replica.error);
  }

  /**
   * A healthy replica that has replayed up to `needed` (round robin among them), or null: then the
   * primary answers.
   */
  choose(needed: bigint | null): Replica | null {
    const count = this.replicas.length;
    for (let i = 0; i < count; i += 1) {
      const replica = this.replicas[(this.next + i) % count] as Replica;
      if (replica.healthy && replica.handle && lsnReached(replica.replay, needed)) {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    return null;
  }

  /**
   * Every replica's state, with its lag behind `primaryLsn` (the primary's WAL insert position, when
   * known; a replica ahead of it, which a position read a moment earlier can show, lags 0).
   */
  status(primaryLsn: bigint | null): ReplicaStatus[] {
    return this.replicas.map((replica) => ({
      name: replica.source.name,
      healthy: replica.healthy,
      replayLsn: replica.replayLsn,
      lagBytes:
        primaryLsn === null || replica.replay === null
          ? null
          : Number(primaryLsn > replica.replay ? primaryLsn - replica.replay : 0n),
      error: replica.healthy ? null : replica.error,
    }));
  }

  /** Stops polling and closes every replica's connections. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.polling;
    await Promise.all(
      this.replicas.map(async (replica) => {
        const handle = replica.handle;
        replica.handle = null;
        replica.healthy = false;
        await handle?.close();
      }),
    );
  }
}
