/**
 * The trial balance as the ledger grows (ADR 0042; target: 1,000,000 entries in ≤ 1 s on PostgreSQL):
 * a fresh PostgreSQL database is filled with order-paid entries shaped as the live ones (the provider
 * debited the gross; one of `--partners` partners credited his gross and debited the commission; the
 * commission account credited: 4 lines each), in steps up to `--entries`; at each step the
 * administrators' trial balance (`trialBalance`, the route's own function, which reads the running sums
 * `ledger_balances`) and the same sums taken from the lines themselves each run `--runs` times, and
 * their median and slowest times are printed, with whether both give the same answer.
 *
 *   npm run bench:trial-balance -- --entries 1000000 --steps 100000,300000,1000000
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (database `crash_ledger_trial`, dropped and created, dropped at
 * the end). Reported, never asserted (docs/architecture.md §6).
 * @module
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectTrialBalance, trialBalance } from '../../src/server/modules/ledger/index';
import { dropDatabase, freshDatabase } from '../crash/database';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '100000,300000,1000000' },
    partners: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/crash_ledger_trial' },
  },
});
const log = (msg: string): void => console.error(`[trial-balance] ${msg}`);
const url = values.url ?? '';
const handle = await freshDatabase(url);
const { db } = handle;
const partners = Number(values.partners);

await db.execute(sql`insert into ledger_accounts (code, kind, partner_id)
  select 'partner:' || gen_random_uuid(), 'partner', null::uuid from generate_series(1, ${partners})
  union all values ('provider:manual', 'provider', null::uuid), ('commission', 'commission', null::uuid)`);

/** Appends entries `from`…`to` (1-based), 50,000 per transaction. */
async function fill(from: number, to: number): Promise<void> {
  for (let start = from; start <= to; start += 50_000) {
    const end = Math.min(to, start + 49_999);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_entries (event_key, kind, occurred_at)
        select 'order:bench-' || i || ':paid', 'order_paid', now() - make_interval(secs => i)
          from generate_series(${start}::int, ${end}::int) i`);
      await tx.execute(sql`insert into ledger_lines (entry_id, line_no, account_id, role, currency, amount, occurred_at)
        select e.id, l.n, case l.n when 1 then pv.id when 4 then cm.id else pa.id end,
               case l.n when 1 then 'receipt' when 2 then 'sale' else 'commission' end, 'ARS',
               case l.n when 1 then g.gross when 2 then -g.gross when 3 then g.fee else -g.fee end, e.occurred_at
          from ledger_entries e
          cross join lateral (select 100000 + (e.id % 9000) * 100 as gross, (100000 + (e.id % 9000) * 100) / 10 as fee) g
          cross join generate_series(1, 4) l(n)
          join ledger_accounts pv on pv.code = 'provider:manual'
          join ledger_accounts cm on cm.code = 'commission'
          join lateral (select id from ledger_accounts where kind = 'partner' order by id
                         offset (e.id % ${partners}) limit 1) pa on true
         where e.id between ${start} and ${end}`);
    });
    log(`${end} entries`);
  }
  await db.execute(sql`vacuum analyze ledger_lines`);
  await db.execute(sql`vacuum analyze ledger_entries`);
}

/** Runs `work` `runs` + 1 times (the first warms the cache). @returns the median and slowest ms */
async function timed(work: () => Promise<unknown>): Promise<{ median: number; slowest: number }> {
  const times: number[] = [];
  for (let run = 0; run < Number(values.runs) + 1; run += 1) {
    const started = performance.now();
    await work();
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, slowest: times.at(-1) ?? 0 };
}

const rows: string[] = [];
let filled = 0;
for (const step of (values.steps ?? '').split(',').map(Number)) {
  await fill(filled + 1, step);
  filled = step;
  const answer = await trialBalance(db);
  const same =
    JSON.stringify(await selectTrialBalance(db, 'lines')) === JSON.stringify(await selectTrialBalance(db));
  const route = await timed(() => trialBalance(db));
  const lines = await timed(() => selectTrialBalance(db, 'lines'));
  const ms = (t: { median: number; slowest: number }) => `${t.median.toFixed(0)} / ${t.slowest.toFixed(0)}`;
  rows.push(
    `| ${step.toLocaleString('en')} | ${(step * 4).toLocaleString('en')} | ${ms(route)} | ${ms(lines)} | ${answer.balanced && answer.entries === step} | ${same} |`,
  );
  log(rows.at(-1) ?? '');
}
await handle.close();
await dropDatabase(url);
console.log(
  [
    '| entries | lines | trial balance (running sums), median / slowest ms | summed from the lines, median / slowest ms | balanced | same answer |',
    '| ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n'),
);
