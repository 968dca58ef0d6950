/**
 * Results of the classes benchmark: one JSON per size in `bench/results/classes-postgres-<size>.json`
 * (git-ignored, like the search benchmark's) and a markdown table on stdout.
 * @module
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sizeLabel } from '../search/databases';
import type { Measurement } from '../search/measure';
import { RESULTS_DIR, type MachineInfo } from '../search/report';
import { roundRatio, type RushMeasurement, type RushRound } from './rush';
import type { ClassScenarioKey } from './scenarios';

/** Everything measured at one catalogue size. */
export interface ClassesRunResult {
  size: number;
  startedAt: string;
  /** The catalogue's local time when measuring (the share of today's sessions still to come depends on it). */
  localTime: string;
  machine: MachineInfo;
  backgroundCpuPct: number;
  durationS: number;
  connections: number;
  timetable: {
    every: number;
    weekly: number;
    weeks: number;
    classes: number;
    sessions: number;
    loadMs: number;
  };
  /** Sessions open from now to the end of the local day (scheduled, places left), at the start. */
  openToday: number;
  /** (u) and (v) are absent from results written before the floors existed. */
  scenarios: Record<Exclude<ClassScenarioKey, 'u' | 'v'>, Measurement> &
    Partial<Record<'u' | 'v', Measurement>>;
  rush: RushMeasurement & {
    sessions: number;
    capacity: number;
    overbooked: number;
    badWaitlists: number;
    booked: number;
    waitlisted: number;
  };
  /** The same rush paid with credits, right after (ADR 0045): places, credits spent, wallets below 0. */
  creditRush?: RushMeasurement & {
    overbooked: number;
    booked: number;
    spent: number;
    negativeWallets: number;
  };
  /** The same rush at the bare Fastify instance (no session, no database): the machine's floor. */
  rushFloor?: RushMeasurement;
  /** Every round of `--rushes N` (N > 1); `rush` and `rushFloor` are the round of median ratio. */
  rushRounds?: RushRound<ClassesRunResult['rush']>[];
}

/** Writes the result's JSON. @returns the file path */
export async function writeClassesResult(result: ClassesRunResult): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `classes-postgres-${sizeLabel(result.size)}.json`);
  await writeFile(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

const num = (x: number, digits = 0): string =>
  x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The markdown tables: catalogue scenarios against the bare route, then the rush. */
export function classesMarkdown(results: readonly ClassesRunResult[]): string {
  const m = results[0]?.machine;
  const head = m
    ? `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}${m.postgres ? `, ${m.postgres.split(' on ')[0]}` : ''}${m.revision ? `; code ${m.revision}` : ''}; ${results[0]?.connections} connections, ${results[0]?.durationS} s per scenario.`
    : '';
  const lines = [
    head,
    '',
    '| gyms | sessions (open today) | local time | (a) req/s | (s) req/s, p50 / p99 ms | (u) floor of (s) | (s) ÷ (u) | (t) req/s, p50 / p99 ms | (v) floor of (t) | (t) ÷ (v) | non-2xx | other CPU % (s / t) |',
    '|---:|---:|---|---:|---|---|---:|---|---|---:|---:|---:|',
  ];
  const cell = (m: Measurement | undefined): string =>
    m ? `${num(m.reqPerSec)}, ${m.p50Ms} / ${m.p99Ms}` : '–';
  const ratio = (x: Measurement, floor: Measurement | undefined): string =>
    floor ? `${num((100 * x.reqPerSec) / floor.reqPerSec, 1)}%` : '–';
  for (const r of results) {
    const { a, s, t, u, v } = r.scenarios;
    const failed =
      s.non2xx +
      s.errors +
      t.non2xx +
      t.errors +
      (u ? u.non2xx + u.errors : 0) +
      (v ? v.non2xx + v.errors : 0);
    lines.push(
      `| ${sizeLabel(r.size)} | ${num(r.timetable.sessions)} (${num(r.openToday)}) | ${r.localTime} | ${num(a.reqPerSec)} | ${cell(s)} | ${cell(u)} | ${ratio(s, u)} | ${cell(t)} | ${cell(v)} | ${ratio(t, v)} | ${failed} | ${s.otherCpuPct} / ${t.otherCpuPct} |`,
    );
  }
  lines.push(
    '',
    '| gyms | bookings sent | sessions × places | answers | booked / waitlisted | overbooked sessions | waitlists not 1…n | p50 / p99 / max ms | wall ms | bare Fastify p50 / p99 / wall ms |',
    '|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of results) {
    const b = r.rush;
    const answers = Object.entries(b.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    lines.push(
      `| ${sizeLabel(r.size)} | ${num(b.requests)} | ${b.sessions} × ${b.capacity} | ${answers} | ${num(b.booked)} / ${num(b.waitlisted)} | ${b.overbooked} | ${b.badWaitlists} | ${b.p50Ms} / ${b.p99Ms} / ${b.maxMs} | ${num(b.wallMs)} | ${r.rushFloor ? `${r.rushFloor.p50Ms} / ${r.rushFloor.p99Ms} / ${num(r.rushFloor.wallMs)}` : '–'} |`,
    );
  }
  for (const r of results.filter((x) => x.rushRounds)) {
    const rounds = r.rushRounds!.map(
      (x) =>
        `${x.rushed.p99Ms} / ${x.floor.p99Ms} = ${roundRatio(x).toFixed(2)}× (overbooked ${x.rushed.overbooked})`,
    );
    lines.push(
      '',
      `${sizeLabel(r.size)}, ${rounds.length} rounds, app p99 / bare p99: ${rounds.join('; ')}.`,
    );
  }
  const credit = results.filter((r) => r.creditRush);
  if (credit.length > 0)
    lines.push(
      '',
      '| gyms | bookings sent with credits | answers | booked | credits spent | overbooked sessions | wallets below 0 | p50 / p99 / max ms | p99 with credits / with passes |',
      '|---:|---:|---|---:|---:|---:|---:|---:|---:|',
      ...credit.map((r) => {
        const c = r.creditRush!;
        const answers = Object.entries(c.statuses)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ');
        const ratio = r.rush.p99Ms > 0 ? (c.p99Ms / r.rush.p99Ms).toFixed(2) : '–';
        return `| ${sizeLabel(r.size)} | ${num(c.requests)} | ${answers} | ${num(c.booked)} | ${num(c.spent)} | ${c.overbooked} | ${c.negativeWallets} | ${c.p50Ms} / ${c.p99Ms} / ${c.maxMs} | ${ratio}× |`;
      }),
    );
  return lines.join('\n');
}
