/**
 * Search benchmark runner.
 *
 * `npm run bench:search -- --db pglite|postgres[,…] --sizes 10000,100000,1000000 --duration 10`
 * (`--connections 10`, `--warmup 3`, `--seed N`, `--report` to print the saved results only;
 * `--scenarios a,f` to measure only some, (a) always; `--clock 2026-11-26T23:30-03:00` to answer as if
 * the run started at that instant, e.g. a night hour in Buenos Aires when few gyms are open — the
 * clock still advances, so "abierto ahora" crosses minutes as in a real run).
 *
 * For each database and size: makes sure the catalogue is loaded (`databases.ts`), starts the real
 * app in a child process (`server.ts`, so that the server and autocannon each get a core of their
 * own rather than sharing one event loop), checks that every scenario answers 200, warms each
 * scenario up, then measures them one after the other with autocannon, each app scenario beside its floor
 * (`roundOrder`); with `--rounds N`, the whole list N times over, each scenario reported by its round of
 * median requests/s, so that a scenario and its floor are measured at N moments spread over the run instead
 * of once each (the machine's page cache and neighbours drift in between). Writes
 * `bench/results/<db>-<size>.json` and prints markdown tables.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchTarget,
  DEFAULT_PG_URL,
  ensureCatalogue,
  postgresVersion,
  sizeLabel,
  type BenchTarget,
  type DbKind,
} from './databases';
import { DEFAULT_SEED } from './generate';
import { checkFloors, FLOOR_CHECKS, type FloorCheck } from './floor-check';
import { measure, rssHighWaterMb, rssMb, waitQuiet, type Measurement } from './measure';
import { machineInfo, markdownReport, readResults, writeResult, type RunResult } from './report';
import { buildScenarios, roundOrder, SCENARIO_KEYS, type Scenario, type ScenarioKey } from './scenarios';
import type { ReadyMessage } from './server';
import { cpuProfileArgs } from '../lib/api-bench';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    report: { type: 'boolean', default: false },
    'wait-quiet': { type: 'string', default: '120' },
    nice: { type: 'string', default: '0' },
    scenarios: { type: 'string', default: SCENARIO_KEYS.join(',') },
    clock: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
const rounds = Math.max(1, Math.floor(Number(values.rounds)));

/** The scenarios measured: those named by `--scenarios`, and always the baseline (a) they are compared to. */
const chosen = new Set<string>(['a', ...String(values.scenarios).split(',')]);
for (const key of chosen)
  if (!(SCENARIO_KEYS as readonly string[]).includes(key)) throw new Error(`unknown scenario ${key}`);
if (values.clock && Number.isNaN(new Date(values.clock).getTime()))
  throw new Error(`--clock must be an ISO 8601 instant with its offset, not ${values.clock}`);

const SERVER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const log = (line: string): void => console.error(line);

interface Server {
  child: ChildProcess;
  pid: number;
  appUrl: string;
  baselineUrl: string;
}

/** Starts `server.ts` in a child Node process and waits for its ports (at most 5 minutes). */
function startServer(target: BenchTarget): Promise<Server> {
  const dbArgs = target.databaseUrl
    ? ['--database-url', target.databaseUrl]
    : ['--pglite-dir', target.pgliteDir ?? ''];
  const clockArgs = values.clock ? ['--clock', values.clock] : [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...cpuProfileArgs(), SERVER_FILE, ...dbArgs, ...clockArgs],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 5 minutes')), 300_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.on('message', (message: ReadyMessage) => {
      if (message.type !== 'ready' || !child.pid) return;
      clearTimeout(timer);
      resolve({
        child,
        pid: child.pid,
        appUrl: `http://127.0.0.1:${message.appPort}`,
        baselineUrl: `http://127.0.0.1:${message.baselinePort}`,
      });
    });
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timeout = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timeout);
}

/** Fetches a few paths of each scenario and fails loudly unless every answer is a 200 with gyms. */
async function sanityCheck(server: Server, scenarios: readonly Scenario[]): Promise<void> {
  for (const s of scenarios) {
    for (let i = 0; i < 10; i += 1) {
      const url = (s.target === 'app' ? server.appUrl : server.baselineUrl) + s.nextPath();
      const res = await fetch(url);
      const body = (await res.json()) as { gyms?: unknown[] };
      if (res.status !== 200 || !Array.isArray(body.gyms)) {
        throw new Error(`(${s.key}) ${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
  }
}

/** PIDs of the PostgreSQL backends connected to the target's database (none for PGlite). */
async function backendPids(target: BenchTarget): Promise<number[]> {
  if (!target.databaseUrl) return [];
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Gives the processes under test the `--nice` priority (e.g. -10, as root) so that other work on a
 * shared machine disturbs the figures less: autocannon (this process), the server and the backends.
 */
function applyPriority(pids: readonly number[]): void {
  const nice = Number(values.nice);
  if (nice === 0) return;
  for (const pid of [process.pid, ...pids]) {
    try {
      os.setPriority(pid, nice);
    } catch (error) {
      log(`  cannot set priority ${nice} on ${pid}: ${(error as Error).message}`);
    }
  }
}

/** The measurement of the round with the median requests/s (the lower middle one of an even count). */
function medianRound(list: Measurement[]): Measurement {
  const sorted = [...list].sort((x, y) => x.reqPerSec - y.reqPerSec);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('a scenario without a measurement');
  return middle;
}

async function runOne(kind: DbKind, size: number, seed: number): Promise<RunResult> {
  const target = benchTarget(kind, size, PG_URL);
  const t0 = performance.now();
  const loaded = await ensureCatalogue(target, seed, log);
  log(
    `${kind} ${sizeLabel(size)}: catalogue ${loaded.reused ? 'reused' : 'loaded'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const backgroundCpuPct = await waitQuiet(Number(values['wait-quiet']), log);
  const server = await startServer(target);
  try {
    const rssIdleMb = Math.round(rssMb(server.pid));
    // Scenario streams for the sanity check and warm-up differ from the measured ones (other seeds).
    applyPriority([server.pid, ...(await backendPids(target))]);
    await sanityCheck(
      server,
      buildScenarios(seed + 100).filter((s) => chosen.has(s.key)),
    );
    // A floor that answers less than the app is no floor: refuse to measure unless the answers are equal.
    const floorChecks: FloorCheck[] = await checkFloors(server.appUrl, server.baselineUrl, seed, chosen);
    for (const c of floorChecks)
      log(
        `  (${c.floor}) answers as (${c.app}) for ${FLOOR_CHECKS} requests: ${c.appBytes.toFixed(0)} bytes per page (app), ${c.floorBytes.toFixed(0)} (floor)`,
      );
    const warmup = buildScenarios(seed + 200);
    const measured = buildScenarios(seed).filter((s) => chosen.has(s.key));
    const connections = Number(values.connections);
    const all = {} as Record<ScenarioKey, Measurement[]>;
    for (let round = 1; round <= rounds; round += 1) {
      if (rounds > 1) log(`  round ${round} of ${rounds}`);
      for (const key of roundOrder(chosen, round)) {
        const s = measured.find((x) => x.key === key);
        if (!s) continue;
        const baseUrl = s.target === 'app' ? server.appUrl : server.baselineUrl;
        const options = { baseUrl, connections, serverPid: server.pid };
        const w = warmup.find((x) => x.key === s.key);
        if (w) await measure(w, { ...options, durationS: Number(values.warmup) });
        // Backends are opened lazily by the pool: look them up after the warm-up.
        const dbPids = await backendPids(target);
        applyPriority([server.pid, ...dbPids]);
        const m = await measure(s, { ...options, dbPids, durationS: Number(values.duration) });
        (all[s.key] ??= []).push(m);
        log(
          `  (${s.key}) ${m.label}: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}, RSS ${m.rssPeakMb} MB, CPU server ${m.serverCpuPct}% / db ${m.dbCpuPct}% / autocannon ${m.loadGenCpuPct}% / other ${m.otherCpuPct}%`,
        );
      }
    }
    const scenarios = Object.fromEntries(
      Object.entries(all).map(([key, list]) => [key, medianRound(list)]),
    ) as Record<ScenarioKey, Measurement>;
    const a = scenarios.a.reqPerSec;
    const keys = SCENARIO_KEYS.filter((k) => scenarios[k]);
    return {
      db: kind,
      size,
      startedAt: new Date().toISOString(),
      durationS: Number(values.duration),
      connections,
      seed,
      machine: machineInfo(kind === 'postgres' ? await postgresVersion(PG_URL) : undefined),
      backgroundCpuPct,
      nice: Number(values.nice),
      ...(values.clock ? { clock: values.clock } : {}),
      ...(rounds > 1
        ? {
            rounds: Object.fromEntries(
              Object.entries(all).map(([key, list]) => [key, list.map((m) => Math.round(m.reqPerSec))]),
            ),
          }
        : {}),
      rssIdleMb,
      floorChecks,
      rssPeakMb: Math.round(Math.max(rssHighWaterMb(server.pid), ...keys.map((k) => scenarios[k].rssPeakMb))),
      scenarios,
      ratios: Object.fromEntries(keys.filter((k) => k !== 'a').map((k) => [k, scenarios[k].reqPerSec / a])),
    };
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  if (values.report) {
    console.log(markdownReport(await readResults()));
    return;
  }
  const kinds = String(values.db).split(',') as DbKind[];
  const sizes = String(values.sizes).split(',').map(Number);
  const results: RunResult[] = [];
  for (const kind of kinds) {
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`--db must be pglite or postgres, not ${kind}`);
    for (const size of sizes) {
      const result = await runOne(kind, size, Number(values.seed));
      log(`  → ${await writeResult(result)}`);
      results.push(result);
    }
  }
  console.log(markdownReport(results));
}

await main();
