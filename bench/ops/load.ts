/**
 * `npm run bench:load` (ADR 0011): 100 connections for 30 s against the real server (a child
 * process, as `npm start` runs it) on PGlite and on PostgreSQL, with load shedding on (the defaults)
 * and off (`LOAD_MAX_*=0`) side by side. Each response's status and time are recorded, so the table
 * tells served requests and refusals apart: req/s, p50/p99 of the 200s, count and p99 of the 503s,
 * timeouts (no answer within 10 s) and connection errors.
 *
 *   npm run bench:load -- --db pglite,postgres --connections 100 --duration 30 --shedding on,off
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { crashServer } from '../crash/server';
import { freshBenchDatabase, percentile } from './common';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '30' },
    shedding: { type: 'string', default: 'on,off' },
    port: { type: 'string', default: '3291' },
  },
});

/** The request: the catalogue's first page by distance from the Obelisco, the landing's main call. */
const PATH = '/api/partner/gyms/allgyms?latitude=-34.6037&longitude=-58.3816&sort=distance&page=1';
/** autocannon's per-request timeout, s: an answer later than this counts as a timeout. */
const TIMEOUT_S = 10;

interface Row {
  db: string;
  shedding: string;
  reqPerSec: number;
  ok: number;
  okP50: number;
  okP99: number;
  refused: number;
  refusedP99: number;
  other: number;
  timeouts: number;
  errors: number;
}

async function measure(db: string, shedding: 'on' | 'off'): Promise<Row> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-load-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', JOBS_WORKERS: 'false' };
  if (db === 'postgres') env.DATABASE_URL = await freshBenchDatabase('bench_load');
  if (shedding === 'off')
    Object.assign(env, {
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      LOAD_MAX_DB_WAITING: '0',
    });
  const server = crashServer(Number(args.port), env);
  await server.start();
  const times = new Map<number, number[]>();
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.baseUrl}${PATH}`,
          connections: Number(args.connections),
          duration: Number(args.duration),
          timeout: TIMEOUT_S,
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        const list = times.get(statusCode) ?? [];
        list.push(responseTime);
        times.set(statusCode, list);
      });
    });
    const ok = times.get(200) ?? [];
    const refused = times.get(503) ?? [];
    const all = [...times.values()].reduce((n, list) => n + list.length, 0);
    return {
      db,
      shedding,
      reqPerSec: Math.round(all / Number(args.duration)),
      ok: ok.length,
      okP50: percentile(ok, 50),
      okP99: percentile(ok, 99),
      refused: refused.length,
      refusedP99: percentile(refused, 99),
      other: all - ok.length - refused.length,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts,
    };
  } finally {
    await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const db of args.db.split(',')) {
  for (const shedding of args.shedding.split(',') as ('on' | 'off')[]) {
    console.error(
      `[load] ${db}, shedding ${shedding}: ${args.connections} connections for ${args.duration} s`,
    );
    rows.push(await measure(db, shedding));
  }
}
console.log(
  `| db | shedding | answers/s | 200 | 200 p50 ms | 200 p99 ms | 503 | 503 p99 ms | other | timeouts (>${TIMEOUT_S} s) | errors |`,
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.db} | ${r.shedding} | ${r.reqPerSec} | ${r.ok} | ${r.okP50} | ${r.okP99} | ${r.refused} | ${r.refusedP99} | ${r.other} | ${r.timeouts} | ${r.errors} |`,
  );
