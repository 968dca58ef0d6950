/**
 * `npm run bench:admin`: p50/p99 of the administrators' account lists (ADR 0018) over many accounts
 * (default 1 000 000) on PostgreSQL (database `bench_admin`, created afresh) or PGlite
 * (`bench/.data/pglite-admin`), and the plans PostgreSQL uses. The app runs in a child process
 * (bench/search/server.ts) and autocannon here, as in the sales benchmark. Reported, never asserted
 * (ARCHITECTURE §6). Target: p99 ≤ 100 ms on PostgreSQL.
 *
 * Options: `--db postgres|pglite` (default postgres), `--accounts 1000000`, `--duration 10` (s per
 * scenario), `--connections 4`.
 * @module
 */
import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import type { ReadyMessage } from '../search/server';
import { loadAccounts } from './load';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    accounts: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
  },
});
const kind = values.db === 'pglite' ? 'pglite' : 'postgres';
const count = Number(values.accounts);
const here = path.dirname(fileURLToPath(import.meta.url));
const pgliteDir = path.resolve(here, '..', '.data', 'pglite-admin');
const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (() => {
  const url = new URL(admin);
  url.pathname = '/bench_admin';
  return url.toString();
})();

async function recreate(): Promise<void> {
  if (kind === 'pglite') return rm(pgliteDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('drop database if exists bench_admin with (force)');
  await client.query('create database bench_admin');
  await client.end();
}

await recreate();
const t0 = performance.now();
const handle = await openDatabase(kind === 'postgres' ? { databaseUrl, poolSize: 2 } : { pgliteDir });
await handle.migrate();
const { token } = await loadAccounts(handle.db, count, (line) => console.error(line));
console.error(`loaded ${count} accounts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

/** Scenarios: label, URL, and the statement finding the page's ids (for EXPLAIN). */
const pattern = (q: string) => `('%' || search_fold('${q}') || '%')`;
const fold = (q: string) => `u.search_text like ${pattern(q)}`;
/** A fragment with more than 1 000 matches: the filter the trigram index cannot serve (ADR 0018). */
const common = (q: string) => `(u.search_text || '') like ${pattern(q)}`;
const scenarios: [string, string, string][] = [
  [
    'allusers, name fragment "nuñez" (accented), by created',
    '/api/admin/allusers?q=nu%C3%B1ez',
    `select u.id from users u where ${common('nuñez')} order by u.created_at desc, u.id desc limit 20`,
  ],
  [
    'allusers, e-mail fragment "gomez12345"',
    '/api/admin/allusers?q=gomez12345',
    `select u.id from users u where ${fold('gomez12345')} order by u.created_at desc, u.id desc limit 20`,
  ],
  [
    'allusers, no search, by created',
    '/api/admin/allusers',
    'select u.id from users u where true order by u.created_at desc, u.id desc limit 20',
  ],
  [
    'allusers, no search, by name, page 50',
    '/api/admin/allusers?sort=name&order=asc&page=50',
    'select u.id from users u where true order by u.name asc, u.id asc limit 20 offset 980',
  ],
  [
    'allpartners, no search, by last sign-in',
    '/api/admin/allpartners?sort=lastSignInAt',
    "select u.id from users u where u.type = 'partner' order by u.last_sign_in_at desc nulls last, u.id desc limit 20",
  ],
  [
    'count of "nuñez" (capped at 1 001)',
    '',
    `select count(*) from (select 1 from users u where ${fold('nuñez')} limit 1001) c`,
  ],
];

let plan = '';
if (kind === 'postgres') {
  const plans: string[] = [];
  for (const [label, , text] of scenarios) {
    const explain = (await handle.db.execute(
      sql.raw(`explain (analyze, buffers, costs off) ${text}`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    plans.push(`-- ${label}\n${explain.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  plan = plans.join('\n\n');
}
await handle.close();

const child = fork(
  path.resolve(here, '..', 'search', 'server.ts'),
  [
    ...(kind === 'postgres' ? ['--database-url', databaseUrl] : ['--pglite-dir', pgliteDir]),
    '--pool-size',
    '10',
  ],
  { execArgv: ['--import', 'tsx'], env: { ...process.env, NODE_ENV: 'production' } },
);
const ready = await new Promise<ReadyMessage>((resolve, reject) => {
  child.once('message', (m) => resolve(m as ReadyMessage));
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${ready.appPort}`;
const cookie = `__Host-buscagym_session=${token}`;

const rows: string[] = [];
for (const [label, url] of scenarios) {
  if (!url) continue;
  const check = await fetch(`${base}${url}`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  const { total, totalIsEstimate } = (await check.json()) as { total: number; totalIsEstimate: boolean };
  await autocannon({
    url: `${base}${url}`,
    connections: Number(values.connections),
    duration: 2,
    headers: { cookie },
  });
  const r = await autocannon({
    url: `${base}${url}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { cookie },
  });
  const shown = `${total.toLocaleString('en')}${totalIsEstimate ? '+' : ''}`;
  rows.push(
    `| ${label} | ${shown} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx + r.errors} |`,
  );
  console.error(rows[rows.length - 1]);
}
child.kill('SIGTERM');

console.log(
  `\n### ${kind}, ${count.toLocaleString('en')} accounts, ${values.connections} connections, ${values.duration} s\n`,
);
console.log('| request | total | req/s | p50 ms | p99 ms | max ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
if (plan) console.log(`\nPlans (PostgreSQL, EXPLAIN ANALYZE):\n\n\`\`\`\n${plan}\n\`\`\``);
