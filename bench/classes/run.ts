/**
 * Classes benchmark (`npm run bench:classes`), PostgreSQL only. For each catalogue size:
 *  1. the search benchmark's catalogue (`ensureCatalogue`, reused when loaded) and, over it, the
 *     timetables of `generate.ts` (reused while their marker matches: same options and local day);
 *  2. the real app in a child process beside the bare Fastify route (bench/lib/api-bench.ts);
 *  3. autocannon on (a) the bare route, (s) "classes near me today with places, of service X" and (t) the
 *     same without a service (bench/search/measure.ts, with warm-up, CPU and RSS sampling);
 *  4. the booking rush: `--rush-members` members, each holding a membership, all sending
 *     `POST /api/bookings` at once to `--rush-sessions` sessions of `--capacity` places; the database then
 *     says how many sessions are overbooked (must be 0) and whether every waitlist is exactly 1…n.
 *     Just before, the same requests are rushed at the bare Fastify instance's `POST /api/bookings`
 *     (no session, no database), twice, the first not counted (the client's cold start): the floor of this
 *     machine for that many connections at once, reported beside the real rush. The app is rushed once,
 *     uncounted, on its own sessions and members before the first measured round (its cold start). Then
 *     the same members rush again paying with Pase BuscaGym credits (ADR 0045) at new sessions of the
 *     same gyms: its p99 against the pass rush's is the ratio.
 * Writes `bench/results/classes-postgres-<size>.json` and prints markdown tables. Reported, never asserted.
 *
 * Before measuring, the floors (u) and (v) (./floor-classes) must give the app's pages for the same
 * requests (./floor-check).
 *
 * Options: `--sizes 10000,1000000`, `--duration 10`, `--warmup 3`, `--connections 10`, `--every 10`,
 * `--weekly 20`, `--weeks 1`, `--rush-sessions 100`, `--rush-members 1000`, `--capacity 8`, `--seed N`,
 * `--wait-quiet 60`, `--clock <ISO instant>` (the app and the floors answer as if started then), `--busiest`
 * (the clock 5 minutes before the generated day's first class: every session of the day is still open,
 * the most the day ever has, so the candidate snapshot and the floors' walks are at their largest),
 * `--rushes N` (N rounds of bare rush then app rush, each round on new sessions and members after a quiet
 * wait; the round of median app ÷ bare p99 is reported as the rush, every round beside it). The server
 * runs with `LOAD_MAX_DB_WAITING=5000` and `LOAD_MAX_EVENT_LOOP_DELAY_MS=0`, so the rush is queued on the
 * pool instead of shed with 503 (ADR 0011; bench/README.md says why).
 * @module
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { startAppServer } from '../lib/api-bench';
import {
  benchTarget,
  DEFAULT_PG_URL,
  ensureCatalogue,
  openTarget,
  postgresVersion,
  sizeLabel,
} from '../search/databases';
import { DEFAULT_SEED } from '../search/generate';
import { rawClient } from '../search/load';
import { measure, waitQuiet, type Measurement } from '../search/measure';
import { machineInfo } from '../search/report';
import { BENCH_ZONE, type TimetableOptions } from './generate';
import { creditRushOutcome, ensureTimetables, loadCreditRush, loadRush, rushOutcome } from './load';
import { classesMarkdown, writeClassesResult, type ClassesRunResult } from './report';
import { medianRound, runRush, type RushRound } from './rush';
import { checkClassesFloor } from './floor-check';
import { buildClassScenarios, type ClassScenarioKey } from './scenarios';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    every: { type: 'string', default: '10' },
    weekly: { type: 'string', default: '20' },
    weeks: { type: 'string', default: '1' },
    'rush-sessions': { type: 'string', default: '100' },
    'rush-members': { type: 'string', default: '1000' },
    capacity: { type: 'string', default: '8' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    'wait-quiet': { type: 'string', default: '60' },
    clock: { type: 'string' },
    busiest: { type: 'boolean', default: false },
    rushes: { type: 'string', default: '1' },
  },
});
const PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_PG_URL;
const log = (line: string): void => console.error(line);
const seed = Number(values.seed);

/** Today's local date and time in the catalogue's zone. */
const localNow = (): { day: string; time: string } => {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: BENCH_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date());
  const [day = '', time = ''] = parts.split(' ');
  return { day, time };
};

async function runSize(size: number): Promise<ClassesRunResult> {
  const target = benchTarget('postgres', size, PG_URL);
  await ensureCatalogue(target, seed, log);
  const options: TimetableOptions = {
    seed,
    every: Number(values.every),
    weekly: Number(values.weekly),
    weeks: Number(values.weeks),
    anchor: localNow().day,
  };
  const handle = await openTarget(target);
  let timetable;
  let rush;
  let openToday = 0;
  let clock = values.clock;
  try {
    timetable = await ensureTimetables(handle, size, options, log);
    log(
      `${sizeLabel(size)}: ${timetable.classes} classes, ${timetable.sessions} sessions ${timetable.reused ? 'reused' : `loaded in ${(timetable.ms / 1000).toFixed(1)} s`}`,
    );
    rush = await loadRush(
      handle,
      Number(values['rush-sessions']),
      Number(values['rush-members']),
      Number(values.capacity),
    );
    const pool = rawClient(handle) as pg.Pool;
    if (values.busiest) {
      const first = await pool.query<{ at: Date }>(
        `SELECT min(starts_at) - interval '5 minutes' AS at FROM class_sessions
          WHERE (starts_at AT TIME ZONE $1)::date = $2::date`,
        [BENCH_ZONE, options.anchor],
      );
      clock = first.rows[0]?.at ? first.rows[0].at.toISOString() : undefined;
    }
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM class_sessions WHERE status = 'scheduled' AND booked < capacity
          AND starts_at > $2::timestamptz
          AND starts_at < (($2::timestamptz AT TIME ZONE $1)::date + 1)::timestamp AT TIME ZONE $1`,
      [BENCH_ZONE, clock ?? new Date().toISOString()],
    );
    openToday = Number(rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
  const backgroundCpuPct = await waitQuiet(Number(values['wait-quiet']), log);
  const server = await startAppServer(
    { kind: 'postgres', databaseUrl: target.databaseUrl ?? '', pgliteDir: '' },
    { LOAD_MAX_DB_WAITING: '5000', LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
    clock ? ['--clock', clock] : [],
  );
  try {
    const measured = buildClassScenarios(seed);
    const warmup = buildClassScenarios(seed + 200);
    for (const s of buildClassScenarios(seed + 100)) {
      for (let i = 0; i < 5; i += 1) {
        const res = await fetch((s.target === 'app' ? server.base : server.baseline) + s.nextPath());
        if (res.status !== 200) throw new Error(`(${s.key}) answered ${res.status}: ${await res.text()}`);
      }
    }
    const nonEmpty = await checkClassesFloor(server.base, server.baseline, seed);
    log(`  floors (u), (v): the same pages as (s), (t) for 60 requests (${nonEmpty} with gyms)`);
    const scenarios = {} as Record<ClassScenarioKey, Measurement>;
    const connections = Number(values.connections);
    for (const [i, s] of measured.entries()) {
      const baseUrl = s.target === 'app' ? server.base : server.baseline;
      const common = { baseUrl, connections, serverPid: server.pid };
      const w = warmup[i];
      // The search benchmark's measure() reads only the label and the paths of a scenario.
      if (w) await measure({ ...w, key: 'a' }, { ...common, durationS: Number(values.warmup) });
      const m = await measure({ ...s, key: 'a' }, { ...common, durationS: Number(values.duration) });
      scenarios[s.key] = m;
      log(
        `  (${s.key}) ${m.label}: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}, CPU server ${m.serverCpuPct}% / other ${m.otherCpuPct}%`,
      );
    }
    // The rushes start from an idle machine: the snapshot of the day's classes that the last (s) and (t)
    // requests asked for (nearby/class-candidates.ts, every 30 s) can still be read and built after them,
    // seconds at 1M, and fell on whichever rush came first.
    await waitQuiet(Number(values['wait-quiet']), log);
    // A server's first rush pays for compiling the booking path (and opening its pool's connections), which
    // a server that has been running has done: one rush at the app first, not counted, on its own sessions
    // and members; every measured round then rushes new ones after a quiet wait.
    await runRush(server.base, rush);
    const rounds: RushRound<ClassesRunResult['rush']>[] = [];
    for (let i = 0; i < Number(values.rushes); i += 1) {
      const h = await openTarget(target);
      rush = await loadRush(h, rush.sessions.length, rush.tokens.length, rush.capacity).finally(() =>
        h.close(),
      );
      await waitQuiet(Number(values['wait-quiet']), log);
      // The bare route is rushed once uncounted first: in the first round this process's cold start (1 000
      // sockets, fetch's first use) would fall on it alone; every round does the same, so rounds compare.
      await runRush(server.baseline, rush);
      const floor = await runRush(server.baseline, rush);
      const rushed = await runRush(server.base, rush);
      const verdict = await openTarget(target);
      const outcome = await rushOutcome(verdict, rush.sessions).finally(() => verdict.close());
      log(
        `  rush ${i + 1}: bare ${JSON.stringify(floor)}, app ${JSON.stringify(rushed)}, ${JSON.stringify(outcome)}`,
      );
      rounds.push({
        floor,
        rushed: { ...rushed, sessions: rush.sessions.length, capacity: rush.capacity, ...outcome },
      });
    }
    const median = medianRound(rounds);
    // The same members rush again with Pase BuscaGym credits, at new sessions of the same gyms.
    const creditHandle = await openTarget(target);
    const creditRush = await loadCreditRush(creditHandle, rush).finally(() => creditHandle.close());
    const creditRushed = await runRush(server.base, creditRush);
    log(`  rush with credits: ${JSON.stringify(creditRushed)}`);
    const verdictHandle = await openTarget(target);
    const creditOutcome = await creditRushOutcome(verdictHandle, creditRush).finally(() =>
      verdictHandle.close(),
    );
    return {
      size,
      startedAt: new Date().toISOString(),
      localTime: clock
        ? `${new Intl.DateTimeFormat('sv-SE', { timeZone: BENCH_ZONE, timeStyle: 'short' }).format(new Date(clock))} ${BENCH_ZONE} (--clock ${clock})`
        : `${localNow().time} ${BENCH_ZONE}`,
      machine: machineInfo(await postgresVersion(PG_URL)),
      backgroundCpuPct,
      durationS: Number(values.duration),
      connections,
      timetable: {
        every: options.every,
        weekly: options.weekly,
        weeks: options.weeks,
        classes: timetable.classes,
        sessions: timetable.sessions,
        loadMs: Math.round(timetable.ms),
      },
      openToday,
      scenarios,
      rush: median.rushed,
      rushFloor: median.floor,
      ...(rounds.length > 1 ? { rushRounds: rounds } : {}),
      creditRush: { ...creditRushed, ...creditOutcome },
    };
  } finally {
    server.stop();
  }
}

const results: ClassesRunResult[] = [];
for (const size of String(values.sizes).split(',').map(Number)) {
  const result = await runSize(size);
  log(`  → ${await writeClassesResult(result)}`);
  results.push(result);
}
console.log(classesMarkdown(results));
