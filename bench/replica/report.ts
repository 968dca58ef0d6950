/**
 * Results of `bench:replica`: the JSON written to `bench/results/replica-<size>.json` (git-ignored) and
 * the markdown printed to stdout.
 * @module
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Measurement } from '../search/measure';
import { RESULTS_DIR } from '../search/report';
import type { KillResult } from './kill';
import type { LagResult } from './lag';

/** One throughput measurement, with how many transactions the replica served meanwhile. */
export interface ReadRun {
  replicas: 0 | 1;
  scenario: 'list' | 'detail';
  m: Measurement;
  /** `xact_commit` growth of the benchmark database on the replica during the run, per second. */
  replicaXactPerS: number;
}

/** Everything one run measured. Sizes in bytes, times in s unless named otherwise. */
export interface ReplicaRunResult {
  startedAt: string;
  revision: string;
  uptime: string;
  size: number;
  database: string;
  databaseBytes: number;
  clusterBytes: number;
  replicaDirBytes: number;
  hbaAmended: boolean;
  baseBackupS: number;
  replicaStartS: number;
  /** Whether the app reported the replica in `/api/health/ready` (routing present in the code measured). */
  routingSeen: boolean;
  durationS: number;
  connections: number;
  reads: ReadRun[];
  lag: LagResult | null;
  kill: KillResult | null;
}

/** Writes the result as JSON. @returns the file's path */
export async function writeReplicaResult(result: ReplicaRunResult): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `replica-${result.size}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const fmt = (n: number) => Math.round(n).toLocaleString('en').replace(/,/g, ' ');

/** The run as markdown: set-up, the read table, the lag and the kill. */
export function replicaMarkdown(r: ReplicaRunResult): string {
  const lines = [
    `bench:replica, ${r.size.toLocaleString('en')} gyms (${r.database}), ${r.startedAt}, code ${r.revision}`,
    `uptime: ${r.uptime}`,
    '',
    `Database ${mb(r.databaseBytes)}, whole primary cluster ${mb(r.clusterBytes)}; base backup ${r.baseBackupS.toFixed(1)} s` +
      ` (${mb(r.replicaDirBytes)} on disk), replica start until in recovery ${r.replicaStartS.toFixed(1)} s;` +
      ` pg_hba.conf amended: ${r.hbaAmended ? 'yes (restored at the end)' : 'no'};` +
      ` replica in /api/health/ready: ${r.routingSeen ? 'yes' : 'no (no routing in the code measured)'}.`,
    '',
    `| replicas | scenario | req/s | p50 / p99 ms | non-2xx + errors | replica xact/s | CPU server / db / other % |`,
    `| -------: | -------- | ----: | -----------: | ---------------: | -------------: | ------------------------: |`,
  ];
  for (const x of r.reads)
    lines.push(
      `| ${x.replicas} | ${x.scenario === 'list' ? '(b) distance + service' : 'gym detail'} | ${fmt(x.m.reqPerSec)} |` +
        ` ${x.m.p50Ms} / ${x.m.p99Ms} | ${x.m.non2xx + x.m.errors} | ${fmt(x.replicaXactPerS)} |` +
        ` ${x.m.serverCpuPct} / ${x.m.dbCpuPct} / ${x.m.otherCpuPct} |`,
    );
  const l = r.lag;
  if (l)
    lines.push(
      '',
      `Lag under writes (${l.writers} writers, ${l.durationS} s, ${fmt(l.rowsWritten)} rows of 1 KB, WAL ${mb(l.walBytes)} = ${l.walMbPerS} MB/s):` +
        ` pg_stat_replication lag p50 ${fmt(l.lagBytesP50)} B, max ${fmt(l.lagBytesMax)} B; replay_lag p50 ${l.replayLagMsP50} ms,` +
        ` max ${l.replayLagMsMax} ms (${l.samples} samples); commit → replayed on the replica (${l.probes} probes):` +
        ` p50 ${l.visibleMsP50} ms, p99 ${l.visibleMsP99} ms, max ${l.visibleMsMax} ms, not replayed within 10 s: ${l.probesLost}.`,
    );
  const k = r.kill;
  if (k) {
    const ms = (v: number | null) => (v === null ? 'not seen' : `${fmt(v)} ms`);
    lines.push(
      '',
      `Kill under load ((b), kill at ${k.killAtS} s, restart at ${k.restartAtS} s):` +
        ` ${fmt(k.load.requests)} requests, ${fmt(k.load.reqPerSec)} req/s, p99 ${k.load.p99Ms} ms, max ${k.load.maxMs} ms,` +
        ` non-2xx ${k.load.non2xx}, errors ${k.load.errors}, timeouts ${k.load.timeouts};` +
        ` replica unhealthy in /api/health/ready ${ms(k.unhealthyAfterMs)} after the kill;` +
        ` restart until in recovery ${fmt(k.replicaStartMs)} ms, then healthy ${ms(k.healthyAfterMs)} later;` +
        ` health polls ${k.polls}, not 200: ${k.pollsNot200}.`,
    );
  }
  return lines.join('\n');
}
