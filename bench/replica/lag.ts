/**
 * Replication lag under a write load, for `bench:replica`. Writers insert batches of 1 KB rows into a
 * scratch table of the benchmark database on the primary (dropped afterwards) as fast as they can; meanwhile
 *
 * - every 200 ms, `pg_stat_replication` on the primary gives the replica's lag in bytes
 *   (`pg_current_wal_lsn() − replay_lsn`) and PostgreSQL's own `replay_lag` (ms);
 * - every 100 ms, a probe commits one row on the primary, reads `pg_current_wal_lsn()`, and polls the
 *   replica's `pg_last_wal_replay_lsn()` every 2 ms until it has replayed that far: the time a reader
 *   of the replica waits to see a write (what read-your-writes must cover).
 *
 * PostgreSQL 15 documentation §28.2 (`pg_stat_replication`) and §9.27.4 (recovery information functions).
 * @module
 */
import pg from 'pg';

/** What {@link measureLag} saw. Bytes of WAL; times in ms. */
export interface LagResult {
  durationS: number;
  writers: number;
  /** Rows and WAL bytes written on the primary during the run, and the WAL rate in MB/s. */
  rowsWritten: number;
  walBytes: number;
  walMbPerS: number;
  /** Samples of `pg_stat_replication` (one row, application_name `bench_replica`). */
  samples: number;
  lagBytesP50: number;
  lagBytesMax: number;
  replayLagMsP50: number;
  replayLagMsMax: number;
  /** The probe: commit on the primary → replayed on the replica. */
  probes: number;
  visibleMsP50: number;
  visibleMsP99: number;
  visibleMsMax: number;
  /** Probes the replica had not replayed within 10 s. */
  probesLost: number;
}

const TABLE = 'bench_replica_writes';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile `q` (0–1) of `values` (nearest rank), 0 when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // the failure reaches the pending query instead
  await client.connect();
  return client;
}

/**
 * Runs the write load for `durationS` seconds and samples the lag.
 * @param primaryUrl - the benchmark database on the primary (the scratch table is created and dropped there)
 * @param replicaUrl - the same database on the replica
 * @param writers - concurrent writing connections (each inserts 100 rows of 1 KB per statement)
 */
export async function measureLag(
  primaryUrl: string,
  replicaUrl: string,
  durationS: number,
  writers: number,
): Promise<LagResult> {
  const admin = await connect(primaryUrl);
  const monitor = await connect(primaryUrl);
  const probe = await connect(primaryUrl);
  const reader = await connect(replicaUrl);
  const writerClients = await Promise.all(Array.from({ length: writers }, () => connect(primaryUrl)));
  try {
    await admin.query(`drop table if exists ${TABLE}`);
    await admin.query(
      `create table ${TABLE} (id bigserial primary key, at timestamptz default now(), payload text)`,
    );
    const walStart = String((await admin.query('select pg_current_wal_lsn() as l')).rows[0].l);
    const deadline = performance.now() + durationS * 1000;
    const live = () => performance.now() < deadline;
    let rows = 0;
    const write = async (client: pg.Client) => {
      while (live()) {
        await client.query(
          `insert into ${TABLE} (payload) select repeat(md5(random()::text), 32) from generate_series(1, 100)`,
        );
        rows += 100;
      }
    };
    const lagBytes: number[] = [];
    const replayLagMs: number[] = [];
    const sample = async () => {
      while (live()) {
        const { rows: r } = await monitor.query<{ bytes: string | null; ms: number | null }>(
          `select pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) as bytes,
                  extract(epoch from replay_lag) * 1000 as ms
             from pg_stat_replication where application_name = 'bench_replica'`,
        );
        if (r[0]?.bytes != null) lagBytes.push(Number(r[0].bytes));
        replayLagMs.push(Number(r[0]?.ms ?? 0)); // null: nothing left to replay
        await sleep(200);
      }
    };
    const visible: number[] = [];
    let lost = 0;
    const probeLoop = async () => {
      while (live()) {
        await probe.query(`insert into ${TABLE} (payload) values ('probe')`);
        const t0 = performance.now();
        const lsn = String((await probe.query('select pg_current_wal_lsn() as l')).rows[0].l);
        let seen = false;
        while (performance.now() - t0 < 10_000) {
          const { rows: r } = await reader.query<{ ok: boolean }>(
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
            [lsn],
          );
          if (r[0]?.ok) {
            seen = true;
            break;
          }
          await sleep(2);
        }
        if (seen) visible.push(performance.now() - t0);
        else lost += 1;
        await sleep(100);
      }
    };
    const t0 = performance.now();
    await Promise.all([...writerClients.map(write), sample(), probeLoop()]);
    const wallS = (performance.now() - t0) / 1000;
    const walBytes = Number(
      (await admin.query('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn) as b', [walStart])).rows[0]
        .b,
    );
    return {
      durationS: Math.round(wallS * 10) / 10,
      writers,
      rowsWritten: rows,
      walBytes,
      walMbPerS: Math.round((walBytes / 1024 / 1024 / wallS) * 10) / 10,
      samples: replayLagMs.length,
      lagBytesP50: quantile(lagBytes, 0.5),
      lagBytesMax: Math.max(0, ...lagBytes),
      replayLagMsP50: Math.round(quantile(replayLagMs, 0.5)),
      replayLagMsMax: Math.round(Math.max(0, ...replayLagMs)),
      probes: visible.length + lost,
      visibleMsP50: Math.round(quantile(visible, 0.5) * 10) / 10,
      visibleMsP99: Math.round(quantile(visible, 0.99) * 10) / 10,
      visibleMsMax: Math.round(Math.max(0, ...visible) * 10) / 10,
      probesLost: lost,
    };
  } finally {
    await admin.query(`drop table if exists ${TABLE}`).catch(() => undefined);
    await Promise.allSettled([admin, monitor, probe, reader, ...writerClients].map((c) => c.end()));
  }
}
