/**
 * One measurement: autocannon against one scenario, while the server process's memory (RSS) and
 * the CPU time of the server, of this load-generating process and of the rest of the machine
 * (PostgreSQL, mostly) are sampled from /proc (Linux).
 * @module
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

/** What one scenario measured. Latencies in ms, rates in req/s, memory in MB, CPU in % of one core. */
export interface Measurement {
  label: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Peak resident memory of the server process during this scenario, MB. */
  rssPeakMb: number;
  /** CPU used by the server process (Node + PGlite when embedded), % of one core. */
  serverCpuPct: number;
  /** CPU used by autocannon (this process), % of one core. */
  loadGenCpuPct: number;
  /** CPU used by the PostgreSQL backends serving the benchmark database, % of one core (0 on PGlite). */
  dbCpuPct: number;
  /** CPU used by everything else on the machine (other people's work: noise), % of one core. */
  otherCpuPct: number;
}

/** Options of {@link measure}. */
export interface MeasureOptions {
  /** Base URL of the server the scenario targets, e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  /** Seconds of load. */
  durationS: number;
  connections: number;
  /** PID of the server process (sampled from /proc). */
  serverPid: number;
  /** PIDs of the PostgreSQL backends serving the benchmark database (empty on PGlite). */
  dbPids?: readonly number[];
}

const MB = 1024 * 1024;
const TICKS_PER_S = 100; // USER_HZ on Linux

/** Resident memory of a process in MB, or 0 when it cannot be read. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? (Number(m[1]) * 1024) / MB : 0;
  } catch {
    return 0;
  }
}

/** Highest resident memory of a process since it started (VmHWM) in MB, or 0. */
export function rssHighWaterMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? (Number(m[1]) * 1024) / MB : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) used so far by a process. */
function processCpuS(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** Busy CPU seconds of the whole machine so far (all cores). */
function machineBusyS(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / TICKS_PER_S
  );
}

/**
 * Measures how busy the machine is, before the benchmark starts (other work skews the figures).
 * @param ms - sampling time, ms
 * @returns busy CPU over that time, % of one core (100 × cores when saturated)
 */
export async function machineBusyPct(ms: number): Promise<number> {
  const before = machineBusyS();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Math.round((100 * (machineBusyS() - before)) / (ms / 1000));
}

/**
 * Runs autocannon on `scenario` for `durationS` seconds with a fresh path per request.
 * @returns the measurement; `reqPerSec` counts every answered request (check `non2xx`)
 */
export async function measure(scenario: Scenario, options: MeasureOptions): Promise<Measurement> {
  let rssPeak = rssMb(options.serverPid);
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(options.serverPid));
  }, 200);
  const dbCpuS = (): number => (options.dbPids ?? []).reduce((sum, pid) => sum + processCpuS(pid), 0);
  const cpu0 = {
    server: processCpuS(options.serverPid),
    db: dbCpuS(),
    self: process.cpuUsage(),
    machine: machineBusyS(),
  };
  const t0 = performance.now();
  try {
    const result = await autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration: options.durationS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: scenario.nextPath() }),
        },
      ],
    });
    const wallS = (performance.now() - t0) / 1000;
    const selfUsage = process.cpuUsage(cpu0.self);
    const serverS = processCpuS(options.serverPid) - cpu0.server;
    const selfS = (selfUsage.user + selfUsage.system) / 1e6;
    const machineS = machineBusyS() - cpu0.machine;
    const dbS = dbCpuS() - cpu0.db;
    const pct = (s: number): number => Math.round((100 * Math.max(0, s)) / wallS);
    return {
      label: scenario.label,
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      meanMs: result.latency.average,
      maxMs: result.latency.max,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      rssPeakMb: Math.round(rssPeak),
      serverCpuPct: pct(serverS),
      loadGenCpuPct: pct(selfS),
      dbCpuPct: pct(dbS),
      otherCpuPct: pct(machineS - serverS - selfS - dbS),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Waits (at most `seconds`) until the machine is idle: below 25% of one core busy, so that other work
 * does not ruin the figures of a 2-core box (bench/README.md "noise"); `log` reports the wait.
 * @returns the last busy figure, % of one core
 */
export async function waitQuiet(seconds: number, log: (line: string) => void): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let busy = await machineBusyPct(2000);
  while (busy > 25 && Date.now() < deadline) {
    log(`  machine busy (${busy}% of a core) with other work; waiting…`);
    busy = await machineBusyPct(5000);
  }
  if (busy > 25) log(`  WARNING: measuring on a busy machine (${busy}% of a core); figures will be low`);
  return busy;
}
