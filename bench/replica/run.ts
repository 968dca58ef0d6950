/**
 * `npm run bench:replica`: public read throughput of the real app with 0 and 1 streaming replica, the
 * replication lag under writes, and a kill of the replica under read load. Reported, never asserted
 * (docs/architecture.md §6); bench/README.md "Read replicas" explains the figures.
 *
 * 1. The catalogue (bench/search `ensureCatalogue`) in its own database `bench_replica<size>` on the
 *    primary (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * 2. 0 replicas: the app in a child process (bench/lib/api-bench.ts), (b) distance + service and the gym
 *    detail measured with autocannon (bench/search/measure.ts).
 * 3. A replica (./cluster): base backup, hot standby on `--port`; the app again with
 *    `DATABASE_REPLICA_URLS` pointing at it, the same two measurements.
 * 4. Lag under a write load (./lag), then the kill of the replica under (b) (./kill).
 * 5. Teardown (also on Ctrl-C and on failure): the app, the replica, its directory, the pg_hba.conf lines.
 *
 * Options: `--size 10000` (gyms; 1000000 loads `bench_replica1m`), `--port 5433`, `--duration 10`
 * (s per read run), `--warmup 3`, `--connections 10`, `--lag-duration 15`, `--writers 2`,
 * `--kill-duration 30`, `--kill-at 5`, `--restart-at 15`, `--seed N`.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import { startAppServer } from '../lib/api-bench';
import { DEFAULT_PG_URL, ensureCatalogue, sizeLabel, type BenchTarget } from '../search/databases';
import { DEFAULT_SEED } from '../search/generate';
import { measure, type Measurement } from '../search/measure';
import { mulberry32 } from '../search/prng';
import { machineInfo } from '../search/report';
import { buildScenarios, type Scenario } from '../search/scenarios';
import { queryOnce, ReplicaCluster } from './cluster';
import { killUnderLoad } from './kill';
import { measureLag } from './lag';
import { replicaMarkdown, writeReplicaResult, type ReadRun, type ReplicaRunResult } from './report';

const OPTIONS = {
  size: { type: 'string', default: '10000' },
  port: { type: 'string', default: '5433' },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  connections: { type: 'string', default: '10' },
  'lag-duration': { type: 'string', default: '15' },
  writers: { type: 'string', default: '2' },
  'kill-duration': { type: 'string', default: '30' },
  'kill-at': { type: 'string', default: '5' },
  'restart-at': { type: 'string', default: '15' },
  seed: { type: 'string', default: String(DEFAULT_SEED) },
  help: { type: 'boolean', default: false },
} as const;

const USAGE = `Usage: npm run bench:replica -- [options]   (as root or postgres; bench/README.md "Read replicas")
  --size 10000          gyms in the catalogue (database bench_replica<size>)
  --port 5433           TCP port of the replica (must be free)
  --duration 10         seconds of each read run (after --warmup 3)
  --connections 10      autocannon connections
  --lag-duration 15     seconds of the write load, with --writers 2 connections
  --kill-duration 30    seconds of the kill run; the replica is killed at --kill-at 5, started at --restart-at 15
  --seed N              catalogue and request streams`;

const { values } = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const num = (name: keyof typeof values): number => {
  const n = Number(values[name]);
  if (Number.isInteger(n) && n > 0) return n;
  console.error(`--${name} must be a whole number above 0\n\n${USAGE}`);
  process.exit(2);
};
if (!(num('kill-at') < num('restart-at') && num('restart-at') < num('kill-duration'))) {
  console.error(`--kill-at < --restart-at < --kill-duration, in seconds\n\n${USAGE}`);
  process.exit(2);
}
const size = num('size');
const seed = num('seed');
const connections = num('connections');
const durationS = num('duration');
const log = (line: string): void => console.error(line);

const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const database = `bench_replica${sizeLabel(size)}`; // bench_ + [a-z0-9]: the names databases.ts may drop
const primaryUrl = new URL(PG_URL);
primaryUrl.pathname = `/${database}`;
const primaryDbUrl = primaryUrl.toString();
const target: BenchTarget = { kind: 'postgres', size, databaseUrl: primaryDbUrl };
/** The same database as bench/lib/api-bench.ts names it (PGlite folder unused). */
const appTarget = { kind: 'postgres' as const, databaseUrl: primaryDbUrl, pgliteDir: '' };

/** Teardown steps, last registered first; run once, on success, failure or a signal. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((e) => log(`  ${e}`));
  })();
  return cleaning;
}
process.on('uncaughtException', (error) => {
  log(`bench:replica: ${error.stack ?? error}; tearing down`);
  void cleanup().then(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    log(`${signal}: tearing down`);
    void cleanup().then(() => process.exit(130));
  });

/** Transactions committed so far in the benchmark database on the replica (0 when there is none). */
async function replicaXacts(cluster: ReplicaCluster | null): Promise<number> {
  if (!cluster) return 0;
  const [row] = await queryOnce<{ n: string }>(
    cluster.url(database),
    'select xact_commit as n from pg_stat_database where datname = current_database()',
  );
  return Number(row?.n ?? 0);
}

/** PIDs of the backends of the benchmark database on the primary and, when there is one, the replica. */
async function backendPids(cluster: ReplicaCluster | null): Promise<number[]> {
  const sql =
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
  const urls = [primaryDbUrl, ...(cluster ? [cluster.url(database)] : [])];
  const lists = await Promise.all(urls.map((u) => queryOnce<{ pid: number }>(u, sql)));
  return lists.flat().map((r) => r.pid);
}

/** The gym detail as a scenario: `gymbyid` of a random active gym (seeded), 2 000 ids drawn once. */
async function detailScenario(streamSeed: number): Promise<Scenario> {
  const ids = (
    await queryOnce<{ id: string }>(
      primaryDbUrl,
      'select id from gyms where gym_active order by id limit 2000',
    )
  ).map((r) => r.id);
  const rnd = mulberry32(streamSeed);
  return {
    key: 'b', // measure() reads only the label and the paths
    label: 'gym detail (gymbyid)',
    target: 'app',
    nextPath: () => `/api/partner/gyms/gymbyid/${ids[Math.floor(rnd() * ids.length)]}`,
  };
}

const listScenario = (streamSeed: number): Scenario =>
  buildScenarios(streamSeed).find((s) => s.key === 'b') as Scenario;

/**
 * The app with `replicas` replicas: checks both scenarios answer 200, then warms up and measures each.
 * @returns the runs, and whether `/api/health/ready` reported the replica
 */
async function readRuns(cluster: ReplicaCluster | null): Promise<{ runs: ReadRun[]; routingSeen: boolean }> {
  const env: Record<string, string> = cluster ? { DATABASE_REPLICA_URLS: cluster.url(database) } : {};
  const app = await startAppServer(appTarget, env);
  try {
    const ready = (await (await fetch(`${app.base}/api/health/ready`)).json()) as { replicas?: unknown[] };
    const routingSeen = Array.isArray(ready.replicas) && ready.replicas.length > 0;
    const runs: ReadRun[] = [];
    for (const kind of ['list', 'detail'] as const) {
      const make = (s: number) => (kind === 'list' ? listScenario(s) : detailScenario(s));
      const check = await make(seed + 100);
      for (let i = 0; i < 10; i += 1) {
        const res = await fetch(app.base + check.nextPath());
        if (res.status !== 200) throw new Error(`${check.label}: ${res.status} ${await res.text()}`);
      }
      const options = { baseUrl: app.base, connections, serverPid: app.pid };
      await measure(await make(seed + 200), { ...options, durationS: num('warmup') });
      const dbPids = await backendPids(cluster);
      const x0 = await replicaXacts(cluster);
      const m: Measurement = await measure(await make(seed), { ...options, dbPids, durationS });
      const replicaXactPerS = ((await replicaXacts(cluster)) - x0) / durationS;
      log(
        `  ${cluster ? 1 : 0} replica(s), ${m.label}: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.p50Ms} / p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}, replica ${replicaXactPerS.toFixed(0)} xact/s`,
      );
      runs.push({ replicas: cluster ? 1 : 0, scenario: kind, m, replicaXactPerS });
    }
    return { runs, routingSeen };
  } finally {
    app.stop();
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` (a replica left by a run killed with -9). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  if (await portInUse(num('port')))
    throw new Error(
      `port ${num('port')} is in use: a replica left by an interrupted run? (runuser -u postgres -- ` +
        `pg_ctl -D /tmp/bench-replica-… stop, then remove that directory) or choose --port`,
    );
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  log(`bench:replica ${database}; ${uptime}`);
  const loaded = await ensureCatalogue(target, seed, log);
  log(`  catalogue ${loaded.reused ? 'reused' : 'loaded'}`);
  const [sizes] = await queryOnce<{ db: string; cluster: string }>(
    primaryDbUrl,
    'select pg_database_size(current_database()) as db, (select sum(pg_database_size(oid)) from pg_database) as cluster',
  );
  const zero = await readRuns(null);

  const cluster = await ReplicaCluster.create({ primaryUrl: PG_URL, port: num('port'), log });
  cleanups.push(() => cluster.teardown());
  log('  base backup…');
  await cluster.baseBackup();
  const replicaDirBytes = await cluster.dataDirBytes();
  const replicaStartS = await cluster.start(database);
  log(
    `  base backup ${cluster.baseBackupS.toFixed(1)} s, replica in recovery after ${replicaStartS.toFixed(1)} s`,
  );
  const one = await readRuns(cluster);

  log('  lag under writes…');
  const lag = await measureLag(primaryDbUrl, cluster.url(database), num('lag-duration'), num('writers'));
  log(`  lag: replay p50 ${lag.replayLagMsP50} ms, commit → replayed p99 ${lag.visibleMsP99} ms`);

  log('  kill of the replica under load…');
  const app = await startAppServer(appTarget, { DATABASE_REPLICA_URLS: cluster.url(database) });
  cleanups.push(() => app.stop());
  await measure(listScenario(seed + 300), {
    baseUrl: app.base,
    connections,
    serverPid: app.pid,
    durationS: 3,
  });
  const kill = await killUnderLoad({
    scenario: listScenario(seed + 400),
    appUrl: app.base,
    serverPid: app.pid,
    dbPids: await backendPids(cluster),
    connections,
    durationS: num('kill-duration'),
    killAtS: num('kill-at'),
    restartAtS: num('restart-at'),
    cluster,
    database,
    log,
  });

  const result: ReplicaRunResult = {
    startedAt: new Date().toISOString(),
    revision: machineInfo().revision ?? 'unknown',
    uptime,
    size,
    database,
    databaseBytes: Number(sizes?.db ?? 0),
    clusterBytes: Number(sizes?.cluster ?? 0),
    replicaDirBytes,
    hbaAmended: cluster.primary.hbaAmended,
    baseBackupS: cluster.baseBackupS,
    replicaStartS,
    routingSeen: one.routingSeen,
    durationS,
    connections,
    reads: [...zero.runs, ...one.runs],
    lag,
    kill,
  };
  log(`  → ${await writeReplicaResult(result)}`);
  console.log(replicaMarkdown(result));
}

try {
  await main();
} catch (error) {
  log(`bench:replica failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
