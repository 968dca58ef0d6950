/**
 * Results of the search benchmark: the JSON written per database and size
 * (`bench/results/<db>-<size>.json`, git-ignored) and the markdown tables printed to stdout.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FloorCheck } from './floor-check';
import type { Measurement } from './measure';
import { SCENARIO_KEYS, type ScenarioKey } from './scenarios';
import { sizeLabel, type DbKind } from './databases';

/** Directory of the JSON results. */
export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** The machine the figures come from. */
export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  /** `SELECT version()` of the PostgreSQL server, when measured. */
  postgres?: string;
  /** Commit of the code measured, with `+dirty` when src/ had uncommitted changes. */
  revision?: string;
}

/** Everything measured for one database kind and one catalogue size, in one run. */
export interface RunResult {
  db: DbKind;
  size: number;
  startedAt: string;
  durationS: number;
  connections: number;
  seed: number;
  machine: MachineInfo;
  /** CPU busy with other work just before the server started, % of one core (noise indicator). */
  backgroundCpuPct: number;
  /** Scheduling priority given to the processes under test (`--nice`; 0 = unchanged). */
  nice: number;
  /** The instant the app's clock started at (`--clock`), when not the real one. */
  clock?: string;
  /** With `--rounds N` > 1: each scenario's requests/s in every round (`scenarios` holds its median round). */
  rounds?: Partial<Record<ScenarioKey, number[]>>;
  /** Server RSS after start-up, before any load, MB. */
  rssIdleMb: number;
  /** Highest server RSS over the process's life (VmHWM), MB. */
  rssPeakMb: number;
  /** The floors' answers checked equal to the app's before measuring, with both sides' bytes per page. */
  floorChecks?: FloorCheck[];
  scenarios: Record<ScenarioKey, Measurement>;
  /** Requests/s of each scenario but (a) divided by (a)'s (the floor's share is computed from `scenarios`). */
  ratios: Partial<Record<Exclude<ScenarioKey, 'a'>, number>>;
}

/** The commit being measured (read-only git calls), or undefined outside a git work tree. */
function revision(): string | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' }).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return undefined;
  }
}

/** Describes this machine (cores, memory, CPU model, Node version) and the code revision. */
export function machineInfo(postgres?: string): MachineInfo {
  const rev = revision();
  return {
    ...(rev ? { revision: rev } : {}),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    ...(postgres ? { postgres } : {}),
  };
}

/**
 * Writes `bench/results/<db>-<size>.json`.
 * @returns the file path
 */
export async function writeResult(result: RunResult): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.db}-${sizeLabel(result.size)}.json`);
  await writeFile(file, JSON.stringify(result, null, 2) + '\n');
  return file;
}

/** Reads every saved result, PostgreSQL first, then by size. */
export async function readResults(): Promise<RunResult[]> {
  const files = (await readdir(RESULTS_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const results = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(RESULTS_DIR, f), 'utf8')) as RunResult),
  );
  return results.sort((x, y) => (x.db === y.db ? x.size - y.size : x.db === 'postgres' ? -1 : 1));
}

const num = (x: number, digits = 0): string =>
  x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (x: number): string => `${num(100 * x, 1)}%`;

/** One row per database, size and scenario: req/s, latencies, errors, CPU. */
export function detailTable(results: readonly RunResult[]): string {
  const lines = [
    '| db | gyms | scenario | req/s | ÷ (a) | ÷ floor (g; (h) for (c), (e); (i) for (d)) | p50 ms | p99 ms | max ms | non-2xx | CPU server / db / autocannon / other | RSS peak MB |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const a = r.scenarios.a.reqPerSec;
    for (const key of SCENARIO_KEYS) {
      const m = r.scenarios[key];
      if (!m) continue;
      lines.push(
        `| ${r.db} | ${sizeLabel(r.size)} | (${key}) ${m.label} | ${num(m.reqPerSec)} | ${key === 'a' ? '—' : pct(m.reqPerSec / a)} | ${ofFloor(r, key)} | ${num(m.p50Ms)} | ${num(m.p99Ms)} | ${num(m.maxMs)} | ${m.non2xx + m.errors} | ${m.serverCpuPct} / ${m.dbCpuPct ?? '–'} / ${m.loadGenCpuPct} / ${m.otherCpuPct}% | ${m.rssPeakMb} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The floors (./floor), as the targets compare them: (c) price and (e) raiting against the price floor
 * (h) (the same walk of a sort index, a page 1–5), (d) name search against the name floor (i), (b) and
 * (f) against (g).
 */
const FLOORED: Partial<Record<ScenarioKey, ScenarioKey>> = { b: 'g', c: 'h', d: 'i', e: 'h', f: 'g' };

/**
 * Requests/s of scenario `key` as a share of its floor's in the same run (./floor): "–" for the
 * baseline, the floors themselves, and results saved before the floor existed.
 */
function ofFloor(r: RunResult, key: ScenarioKey): string {
  const floorKey = FLOORED[key];
  const floor = floorKey ? r.scenarios[floorKey] : undefined;
  const m = r.scenarios[key];
  return floor && m ? pct(m.reqPerSec / floor.reqPerSec) : '–';
}

/** The measured scenarios other than the baseline (a), in report order. */
const MEASURED = SCENARIO_KEYS.filter((k) => k !== 'a');

/** One row per database and size: ratios b/a … i/a, b and f over the floor g, c over h, d over i, p50/p99 of b–i, RSS. */
export function summaryTable(results: readonly RunResult[]): string {
  const keys = MEASURED.join(' / ');
  const lines = [
    `| db | gyms | (a) req/s | ${MEASURED.map((k) => `${k}/a`).join(' | ')} | b/g | c/h | d/i | f/g | p50 ${keys} ms | p99 ${keys} ms | RSS idle / peak MB |`,
    `|---|---:|---:|${MEASURED.map(() => '---:|').join('')}---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const r of results) {
    const s = r.scenarios;
    // Results saved before a scenario existed lack it: shown as "–".
    const at = (k: ScenarioKey, f: (m: Measurement) => number): string => (s[k] ? num(f(s[k])) : '–');
    lines.push(
      `| ${r.db} | ${sizeLabel(r.size)} | ${num(s.a.reqPerSec)} | ${MEASURED.map((k) => (r.ratios[k] === undefined ? '–' : pct(r.ratios[k]))).join(' | ')} | ${ofFloor(r, 'b')} | ${ofFloor(r, 'c')} | ${ofFloor(r, 'd')} | ${ofFloor(r, 'f')} | ${MEASURED.map((k) => at(k, (m) => m.p50Ms)).join(' / ')} | ${MEASURED.map((k) => at(k, (m) => m.p99Ms)).join(' / ')} | ${r.rssIdleMb} / ${r.rssPeakMb} |`,
    );
  }
  return lines.join('\n');
}

/** The scale curve: p50 at the largest size over p50 at the smallest, per database and scenario. */
export function curveTable(results: readonly RunResult[]): string {
  const lines = [
    `| db | sizes | ${MEASURED.map((k) => `p50 ratio (${k})`).join(' | ')} |`,
    `|---|---|${MEASURED.map(() => '---:|').join('')}`,
  ];
  for (const db of ['postgres', 'pglite'] as const) {
    const mine = results.filter((r) => r.db === db);
    const small = mine[0];
    const large = mine[mine.length - 1];
    if (!small || !large || small === large) continue;
    const ratio = (k: ScenarioKey): string => {
      const l = large.scenarios[k];
      const sm = small.scenarios[k];
      return l && sm ? `${num(l.p50Ms / Math.max(1, sm.p50Ms), 2)}×` : '–';
    };
    lines.push(
      `| ${db} | ${sizeLabel(large.size)} vs ${sizeLabel(small.size)} | ${MEASURED.map(ratio).join(' | ')} |`,
    );
  }
  return lines.length > 2 ? lines.join('\n') : '';
}

/** The three tables with a line on the machine. */
export function markdownReport(results: readonly RunResult[]): string {
  const m = results[0]?.machine;
  const head = m
    ? `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}${m.postgres ? `, ${m.postgres.split(' on ')[0]}` : ''}${m.revision ? `; code ${m.revision}` : ''}; ${results[0]?.connections} connections, ${results[0]?.durationS} s per scenario${results.map((r) => (r.clock ? `; ${r.db} ${sizeLabel(r.size)} clock ${r.clock}` : '')).join('')}.`
    : '';
  return [head, '', summaryTable(results), '', detailTable(results), '', curveTable(results)].join('\n');
}
