/**
 * `npm run bench:sales`: p50/p99 of the partner's sales calls for a partner with many sales (default
 * 100 000), on PostgreSQL (database `bench_sales`, created afresh) or PGlite (`bench/.data/pglite-sales`),
 * and the plan PostgreSQL uses for the figures. The app runs in a child process (bench/search/server.ts)
 * and autocannon here, as in the search benchmark. Reported, never asserted (docs/architecture.md §6).
 *
 * Options (`--help`; bench/lib/api-bench.ts): `--db postgres|pglite` (default postgres), `--database
 * bench_sales`, `--sales 100000`, `--other-sales 0` (a second partner's sales), `--catalogue 0` (other
 * gyms), `--duration 10` (s per scenario), `--connections 4`.
 * @module
 */
import { format, subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { measure, openFreshDatabase, parseBenchArgs, startAppServer } from '../lib/api-bench';
import { loadSales } from './load';

const target = parseBenchArgs({
  name: 'sales',
  summary: "p50/p99 of the partner's sales calls for a partner with many sales (ADR 0015).",
  size: { option: 'sales', default: 100_000, what: 'sales to load' },
  extras: [
    { option: 'other-sales', default: 0, what: "another partner's sales" },
    { option: 'catalogue', default: 0, what: 'other gyms in the catalogue' },
  ],
});
const { kind, count } = target;
const otherSales = target.extras['other-sales'] ?? 0;
const catalogue = target.extras.catalogue ?? 0;
const t0 = performance.now();
const handle = await openFreshDatabase(target);
const { partnerId, token } = await loadSales(handle.db, { sales: count, otherSales, catalogue });
console.error(
  `loaded ${count} sales (${otherSales} of another partner, ${catalogue} other gyms) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const today = new Date();
const day = (d: Date) => format(d, 'yyyy-MM-dd');
const year = `from=${day(subDays(today, 364))}&to=${day(today)}`;
const scenarios: [string, string][] = [
  ['allsales, default range (30 days)', `/api/partner/sales/allsales/${partnerId}`],
  ['allsales, one year', `/api/partner/sales/allsales/${partnerId}?${year}`],
  ['allsales, one year, one gym', ''],
  ['sales list, one year, page 1', `/api/partner/sales/${partnerId}?${year}`],
  ['sales list, one year, page 200', `/api/partner/sales/${partnerId}?${year}&page=200`],
];
const [gym] = (
  (await handle.db.execute(
    sql`select id from gyms where owner_id = ${partnerId}::uuid order by name limit 1`,
  )) as unknown as {
    rows: { id: string }[];
  }
).rows;
scenarios[2] = [
  scenarios[2]?.[0] ?? '',
  `/api/partner/sales/allsales/${partnerId}?${year}&gym=${gym?.id ?? ''}`,
];

let plan = '';
if (kind === 'postgres') {
  // The figures' statements over one year, as the service sends them (ANALYZE, BUFFERS).
  const from = day(subDays(today, 364));
  const to = day(today);
  const statements = [
    `select d.gym_id, d.product_kind, d.gym_service_id, d.product_name, sum(d.gross), sum(d.commission),
            sum(d.net), sum(d.sales), sum(d.units)
       from sales_daily d join gyms g on g.id = d.gym_id
      where d.partner_id = '${partnerId}' and d.day between '${from}' and '${to}'
      group by grouping sets ((), (d.gym_id), (d.gym_id, d.product_kind, d.gym_service_id, d.product_name))`,
    `select count(*) from (select s.buyer_id from sales s
      where s.partner_id = '${partnerId}' and s.created_at >= '${from}'::date and s.created_at < now()
        and s.buyer_id is not null group by s.buyer_id) b`,
  ];
  const plans: string[] = [];
  for (const text of statements) {
    const explain = (await handle.db.execute(
      sql.raw(`explain (analyze, buffers, costs off) ${text}`),
    )) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    plans.push(explain.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  plan = plans.join('\n\n');
}
await handle.close();

const server = await startAppServer(target);
const headers = { cookie: `__Host-buscagym_session=${token}` };

const rows: string[] = [];
for (const [label, url] of scenarios) {
  const { result: r } = await measure(target, label, `${server.base}${url}`, headers);
  rows.push(
    `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx + r.errors} |`,
  );
  console.error(rows[rows.length - 1]);
}
server.stop();

const beside = [
  otherSales ? `${otherSales.toLocaleString('en')} of another partner` : '',
  catalogue ? `${catalogue.toLocaleString('en')} other gyms` : '',
].filter(Boolean);
console.log(
  `\n### ${kind}, ${count.toLocaleString('en')} sales${beside.length ? ` (${beside.join(', ')})` : ''}, ${target.connections} connections, ${target.duration} s\n`,
);
console.log('| request | req/s | p50 ms | p99 ms | max ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
if (plan) console.log(`\nPlan of the figures over one year (PostgreSQL):\n\n\`\`\`\n${plan}\n\`\`\``);
