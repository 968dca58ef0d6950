/**
 * The kill of the replica under read load, for `bench:replica`: autocannon runs one scenario against the
 * app (bench/search/measure.ts) while, at `killAtS`, the replica is stopped with `pg_ctl stop -m immediate`
 * (its clients cut off, no shutdown checkpoint: what a crash looks like to the app) and, at `restartAtS`,
 * started again. Meanwhile `/api/health/ready` is polled every 100 ms and its `replicas[0].healthy` read,
 * to time how long the app takes to take the replica out of rotation and to bring it back.
 * @module
 */
import { measure, type Measurement } from '../search/measure';
import type { Scenario } from '../search/scenarios';
import type { ReplicaCluster } from './cluster';

/** What the kill run measured. Times in ms from the event named, `null` when never seen. */
export interface KillResult {
  load: Measurement;
  killAtS: number;
  restartAtS: number;
  /** Whether `/api/health/ready` reported a `replicas` array at all. */
  replicasReported: boolean;
  /** Kill command issued → first poll showing the replica unhealthy. */
  unhealthyAfterMs: number | null;
  /** Restart command issued → the replica serves the database in recovery again (pg_ctl + wait). */
  replicaStartMs: number;
  /** Replica serving again → first poll showing it healthy. */
  healthyAfterMs: number | null;
  /** Polls of `/api/health/ready` and those that did not answer 200. */
  polls: number;
  pollsNot200: number;
}

/** One scenario of load and where it runs. */
export interface KillOptions {
  scenario: Scenario;
  appUrl: string;
  serverPid: number;
  dbPids: number[];
  connections: number;
  durationS: number;
  killAtS: number;
  restartAtS: number;
  cluster: ReplicaCluster;
  database: string;
  log: (line: string) => void;
}

interface ReadyBody {
  replicas?: { name?: string; healthy?: boolean }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the load, kills and restarts the replica at the given seconds, and times what the health probe shows.
 * @throws Error when the replica cannot be started again (the load run still ends first)
 */
export async function killUnderLoad(o: KillOptions): Promise<KillResult> {
  const t0 = performance.now();
  const at = () => performance.now() - t0;
  let done = false;
  let polls = 0;
  let pollsNot200 = 0;
  let replicasReported = false;
  // Instants in ms since t0 (an object: closures set them, and TypeScript would narrow plain lets to null).
  const t = {
    killed: null as number | null,
    serving: null as number | null,
    unhealthy: null as number | null,
    healthy: null as number | null,
  };
  const poll = async () => {
    while (!done) {
      const sentAt = at();
      try {
        const res = await fetch(`${o.appUrl}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
        polls += 1;
        if (res.status !== 200) pollsNot200 += 1;
        const body = (await res.json()) as ReadyBody;
        const replica = Array.isArray(body.replicas) ? body.replicas[0] : undefined;
        if (replica) replicasReported = true;
        if (replica?.healthy === false && t.unhealthy === null && t.killed !== null && sentAt >= t.killed)
          t.unhealthy = sentAt;
        if (replica?.healthy === true && t.healthy === null && t.serving !== null && sentAt >= t.serving)
          t.healthy = sentAt;
      } catch {
        polls += 1;
        pollsNot200 += 1;
      }
      await sleep(100);
    }
  };
  let replicaStartMs = 0;
  let restartError: Error | null = null;
  const events = async () => {
    await sleep(o.killAtS * 1000);
    t.killed = at();
    await o.cluster.stop('immediate');
    o.log(`    ${(t.killed / 1000).toFixed(1)} s: replica stopped (-m immediate)`);
    await sleep(Math.max(0, o.restartAtS * 1000 - at()));
    const restartAt = at();
    try {
      replicaStartMs = (await o.cluster.start(o.database)) * 1000;
      t.serving = at();
      o.log(
        `    ${(restartAt / 1000).toFixed(1)} s: replica started, serving after ${Math.round(replicaStartMs)} ms`,
      );
    } catch (error) {
      restartError = error as Error;
    }
  };
  const poller = poll();
  const [load] = await Promise.all([
    measure(o.scenario, {
      baseUrl: o.appUrl,
      connections: o.connections,
      durationS: o.durationS,
      serverPid: o.serverPid,
      dbPids: o.dbPids,
    }),
    events(),
  ]);
  // Keep polling after the load until the replica shows healthy again (at most 30 s more).
  const until = at() + 30_000;
  while (replicasReported && t.serving !== null && t.healthy === null && at() < until) await sleep(100);
  done = true;
  await poller;
  if (restartError) throw restartError;
  return {
    load,
    killAtS: o.killAtS,
    restartAtS: o.restartAtS,
    replicasReported,
    unhealthyAfterMs: t.unhealthy !== null && t.killed !== null ? Math.round(t.unhealthy - t.killed) : null,
    replicaStartMs: Math.round(replicaStartMs),
    healthyAfterMs: t.healthy !== null && t.serving !== null ? Math.round(t.healthy - t.serving) : null,
    polls,
    pollsNot200,
  };
}
