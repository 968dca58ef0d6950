/**
 * `npm run bench:admin`: p50/p99 of the administrators' account lists (ADR 0018) over many accounts
 * (default 1 000 000) on PostgreSQL (database `bench_admin`, created afresh) or PGlite
 * (`bench/.data/pglite-admin`), and the plans PostgreSQL uses. The app runs in a child process
 * (bench/search/server.ts) and autocannon here, as in the sales benchmark. Reported, never asserted
 * (docs/architecture.md §6). Target: p99 ≤ 100 ms on PostgreSQL.
 *
 * Options (`--help`; bench/lib/api-bench.ts): `--db postgres|pglite` (default postgres), `--database
 * bench_admin`, `--accounts 1000000`, `--duration 10` (s per scenario), `--connections 4`.
 * @module
 */
import { sql } from 'drizzle-orm';
import { measure, openFreshDatabase, parseBenchArgs, startAppServer } from '../lib/api-bench';
import { loadAccounts } from './load';

const target = parseBenchArgs({
  name: 'admin',
  summary: "p50/p99 of the administrators' account lists over many accounts (ADR 0018).",
  size: { option: 'accounts', default: 1_000_000, what: 'accounts to load' },
});
const { kind, count } = target;
const t0 = performance.now();
const handle = await openFreshDatabase(target);
const { token } = await loadAccounts(handle.db, count, (line) => console.error(line));
console.error(`loaded ${count} accounts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

/** Scenarios: label, URL, and the statement finding the page's ids (for EXPLAIN). */
const pattern = (q: string) => `('%' || search_fold('${q}') || '%')`;
const fold = (q: string) => `u.search_text like ${pattern(q)}`;
/** A fragment with more than 1 000 matches: the filter the trigram index cannot serve (ADR 0018). */
const common = (q: string) => `(u.search_text || '') like ${pattern(q)}`;
/** The state filters as the app writes them (admin/queries/state.ts `stateFilterSql`). */
const locked = 'exists (select 1 from locked_emails le where le.email = lower(u.email))';
const throttled = `lower(u.email) in (select jsonb_array_elements_text('[]'::jsonb))`;
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
    'allusers, state locked (1 000), by created',
    '/api/admin/allusers?state=locked',
    `select u.id from users u where ${locked} order by u.created_at desc, u.id desc limit 20`,
  ],
  [
    'allusers, state pending (1 %), by created',
    '/api/admin/allusers?state=pending',
    `select u.id from users u where not u.active and not ${locked} order by u.created_at desc, u.id desc limit 20`,
  ],
  [
    'allusers, state throttled (none), by created',
    '/api/admin/allusers?state=throttled',
    `select u.id from users u where u.active and not ${locked} and ${throttled}
      order by u.created_at desc, u.id desc limit 20`,
  ],
  [
    'allpartners, state active, by name',
    '/api/admin/allpartners?state=active&sort=name&order=asc',
    `select u.id from users u where u.type = 'partner' and u.active and not ${locked} and not ${throttled}
      order by u.name asc, u.id asc limit 20`,
  ],
  [
    'count of state pending (capped at 1 001)',
    '',
    `select count(*) from (select 1 from users u where not u.active and not ${locked} limit 1001) c`,
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

const server = await startAppServer(target);
const headers = { cookie: `__Host-buscagym_session=${token}` };

const rows: string[] = [];
for (const [label, url] of scenarios) {
  if (!url) continue;
  const { body, result: r } = await measure(target, label, `${server.base}${url}`, headers);
  const { total, totalIsEstimate } = body as { total: number; totalIsEstimate: boolean };
  const shown = `${total.toLocaleString('en')}${totalIsEstimate ? '+' : ''}`;
  rows.push(
    `| ${label} | ${shown} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx + r.errors} |`,
  );
  console.error(rows[rows.length - 1]);
}
server.stop();

console.log(
  `\n### ${kind}, ${count.toLocaleString('en')} accounts, ${target.connections} connections, ${target.duration} s\n`,
);
console.log('| request | total | req/s | p50 ms | p99 ms | max ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
if (plan) console.log(`\nPlans (PostgreSQL, EXPLAIN ANALYZE):\n\n\`\`\`\n${plan}\n\`\`\``);
