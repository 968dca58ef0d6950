/**
 * Checkout throughput with the ledger against today's without it (ADR 0042 "Consequences"), measured
 * side by side in one run: the product at `--baseline` (a commit before the ledger, checked out in a
 * git worktree beside this one) and this checkout, each a real server process
 * (`src/server/server.ts`, bench/crash/server) on its own fresh PostgreSQL database, each loaded in
 * turn by the same members buying with the demo provider (cart of 1–3 products, checkout with an
 * `Idempotency-Key`, demo payment: bench/crash/shopper). Rounds alternate before/after so both see the
 * same machine, and each starts once both servers' queued work (receipt mails) is done; the ratio is of
 * the medians of paid orders per second.
 *
 *   npm run bench:ledger -- --baseline 91f92b9 --rounds 4 --purchases 120 --shoppers 8
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (databases `crash_ledger_before` / `crash_ledger_after`, dropped
 * and created). Reported, never asserted (docs/architecture.md §6).
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { insertShop, GYM_A, GYM_B, SWIM, YOGA } from '../../tests/api/commerce/helpers';
import { dropDatabase, freshDatabase } from '../crash/database';
import { accounts, cookiesOf } from '../crash/members';
import { crashServer, placeholderWeb, type CrashServer } from '../crash/server';
import { purchase } from '../crash/shopper';
import { mulberry32 } from '../search/prng';
import { baselineTree } from './baseline';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '91f92b9' },
    rounds: { type: 'string', default: '4' },
    purchases: { type: 'string', default: '120' },
    shoppers: { type: 'string', default: '8' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const log = (msg: string): void => console.error(`[ledger] ${msg}`);

/** One side: its database, shop, members and server. */
async function side(name: 'before' | 'after', cwd: string, port: number) {
  const url = `${values.server}/crash_ledger_${name}`;
  const handle = await freshDatabase(url);
  await insertShop(handle);
  const cookies = await cookiesOf(handle, await accounts(handle, 'user', Number(values.shoppers)));
  const dataDir = await mkdtemp(path.join(tmpdir(), `buscagym-ledger-${name}-`));
  const webDir = await placeholderWeb(dataDir);
  const server: CrashServer = crashServer(
    port,
    {
      WEB_DIST_DIR: webDir,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'manual',
      LOAD_MAX_DB_WAITING: '0',
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    cwd,
  );
  await server.start();
  return { name, handle, cookies, server, url, dataDir };
}

/** `total` purchases by the side's members at once. @returns paid orders per second */
async function round(s: Awaited<ReturnType<typeof side>>, total: number, seed: number): Promise<number> {
  const random = mulberry32(seed);
  const products = [GYM_A, GYM_B, SWIM, YOGA];
  let next = 0;
  let paid = 0;
  const started = performance.now();
  await Promise.all(
    s.cookies.map(async (cookie) => {
      while (next < total) {
        next += 1;
        if ((await purchase({ baseUrl: s.server.baseUrl, cookie, products, random })) === 'paid') paid += 1;
      }
    }),
  );
  return paid / ((performance.now() - started) / 1000);
}

/**
 * Waits until neither side's server has queued work left (pg-boss jobs due now: receipts, notices), so
 * that one side's round does not pay for the mail the other side's round left behind, then 1 s more.
 * @returns the time waited (ms); gives up after 60 s
 */
async function quiet(all: Awaited<ReturnType<typeof side>>[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    let due = 0;
    for (const s of all) {
      const [row] = await rows<{ n: number }>(
        s.handle.db,
        sql`select count(*)::int as n from pgboss.job
             where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      due += row?.n ?? 0;
    }
    if (due === 0 || performance.now() - started > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return performance.now() - started;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const cwdBefore = baselineTree(values.baseline ?? '');
const beforeSide = await side('before', cwdBefore, 3281);
const afterSide = await side('after', process.cwd(), 3282);
const sides = [beforeSide, afterSide];
const results: Record<string, number[]> = { before: [], after: [] };
const perRound = Number(values.purchases);
for (const s of sides) await round(s, Math.ceil(perRound / 4), 99); // warm-up
for (let r = 0; r < Number(values.rounds); r += 1)
  for (const s of r % 2 ? [...sides].reverse() : sides) {
    const waited = await quiet(sides);
    const rate = await round(s, perRound, 1000 + r);
    results[s.name]?.push(rate);
    log(
      `round ${r + 1} ${s.name}: ${rate.toFixed(1)} paid orders/s (after ${(waited / 1000).toFixed(1)} s of quiet)`,
    );
  }
const [ledgerEntries] = await rows<{ n: number }>(
  afterSide.handle.db,
  sql`select count(*)::int as n from ledger_entries`,
);
for (const s of sides) {
  await s.server.kill();
  await s.handle.close();
  await dropDatabase(s.url);
  await rm(s.dataDir, { recursive: true, force: true });
}
const before = median(results.before ?? []);
const after = median(results.after ?? []);
console.log(`| side | rounds (paid orders/s) | median |
| --- | --- | ---: |
| before (${values.baseline}, no ledger) | ${(results.before ?? []).map((x) => x.toFixed(1)).join(', ')} | ${before.toFixed(1)} |
| after (ledger) | ${(results.after ?? []).map((x) => x.toFixed(1)).join(', ')} | ${after.toFixed(1)} |

Ratio after / before: **${((after / before) * 100).toFixed(1)} %**; ledger entries written by the after side: ${ledgerEntries?.n ?? 0}.`);
