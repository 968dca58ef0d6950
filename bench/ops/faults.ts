/**
 * `npm run bench:faults` (ADR 0011): the real server (a child process) on PostgreSQL under a steady
 * load, while (1) every connection of the app is ended with `pg_terminate_backend`, then (2)
 * PostgreSQL itself is restarted (`pg_ctlcluster … restart`, so it needs root on a Debian-style
 * install; `--restart-command` overrides it). For each fault it reports the failed requests and
 * their statuses, whether the process survived, and the seconds from the database being back (for
 * the restart: the restart command has returned and a probe connects) to the app's first 200 and to
 * its last failure, and when the failures began and ended (ms after the fault).
 *
 *   npm run bench:faults -- --workers 8 --calm 5
 * @module
 */
import { exec } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { crashServer } from '../crash/server';
import { freshBenchDatabase } from './common';

const cluster = (): string => readdirSync('/etc/postgresql')[0] ?? '15';
const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: '8' },
    calm: { type: 'string', default: '5' },
    port: { type: 'string', default: '3292' },
    'restart-command': { type: 'string' },
  },
});
const log = (msg: string): void => console.error(`[faults] ${msg}`);

/** One answer (or failure) seen by the load. */
interface Sample {
  at: number;
  status: number | 'error' | 'timeout';
}

/** Requests in a loop from `workers` concurrent clients until `stop()`; every outcome is recorded. */
function steadyLoad(baseUrl: string, workers: number) {
  const samples: Sample[] = [];
  let running = true;
  const worker = async (): Promise<void> => {
    while (running) {
      const at = Date.now();
      try {
        const res = await fetch(`${baseUrl}/api/partner/gyms/allgyms?page=1`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        samples.push({ at, status: res.status });
      } catch (error) {
        const timeout = error instanceof Error && error.name === 'TimeoutError';
        samples.push({ at, status: timeout ? 'timeout' : 'error' });
        await sleep(50);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Resolves with the time the database accepts a connection again. */
async function databaseBack(url: string): Promise<number> {
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return Date.now();
    } catch {
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  }
}

/** Failures after `from`, and the recovery times measured from `back`. */
function report(name: string, samples: Sample[], from: number, back: number, alive: boolean) {
  const after = samples.filter((s) => s.at >= from).sort((a, b) => a.at - b.at);
  const failed = after.filter((s) => s.status !== 200);
  const byStatus: Record<string, number> = {};
  for (const s of failed) byStatus[String(s.status)] = (byStatus[String(s.status)] ?? 0) + 1;
  const firstOk = after.find((s) => s.status === 200 && s.at >= back);
  const lastFailure = failed.at(-1);
  return {
    fault: name,
    processSurvived: alive,
    requestsAfterFault: after.length,
    failed: failed.length,
    failedByStatus: byStatus,
    secondsToFirst200: firstOk ? (firstOk.at - back) / 1000 : null,
    secondsToLastFailure: lastFailure ? Math.max(0, (lastFailure.at - back) / 1000) : 0,
    failuresFromTo:
      failed.length > 0 ? [(failed[0]?.at ?? from) - from, (lastFailure?.at ?? from) - from] : [],
  };
}

const url = await freshBenchDatabase('bench_faults');
const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-faults-'));
const server = crashServer(Number(args.port), { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const calm = Number(args.calm) * 1000;
await server.start();
const load = steadyLoad(server.baseUrl, Number(args.workers));
const results = [];
try {
  await sleep(calm);
  log('terminating every connection of the app');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const killedAt = Date.now();
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
  log(`${rowCount} connections terminated`);
  await sleep(calm);
  results.push({
    ...report('pg_terminate_backend', load.samples, killedAt, killedAt, server.running),
    connectionsEnded: rowCount,
  });

  const restart =
    args['restart-command'] ?? `pg_ctlcluster --skip-systemctl-redirect ${cluster()} main restart`;
  log(`restarting PostgreSQL: ${restart}`);
  const restartAt = Date.now();
  // Asynchronous, so that the load keeps running while PostgreSQL is down; pg_ctlcluster returns
  // once the new server has started, and the probe then confirms it takes connections.
  await promisify(exec)(restart);
  const back = await databaseBack(url);
  log(`PostgreSQL accepts connections again after ${(back - restartAt) / 1000} s`);
  await sleep(calm);
  results.push({
    ...report('PostgreSQL restart', load.samples, restartAt, back, server.running),
    secondsDatabaseDown: (back - restartAt) / 1000,
  });
} finally {
  await load.stop();
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
