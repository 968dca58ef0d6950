/**
 * The ledger's history on a real database from before it (ADR 0042 decision 10): the product at
 * `--baseline` (a commit before the ledger, in a git worktree beside this one) runs on a fresh
 * PostgreSQL database, seeds the demo catalogue as `npm start` does, and members buy with the demo
 * provider (bench/crash/shopper), an administrator and the partner refund a share of the paid orders,
 * fully or in part (bench/crash/refunder), and the administrator records a payout. Then this checkout's
 * migrations run on that database (0044 creates the ledger, 0045 posts the history) and the printout
 * gives the entries per kind, the trial balance and, per partner, the ledger's balance beside net sales
 * minus payouts.
 *
 *   npm run bench:ledger-backfill -- --baseline 91f92b9 --purchases 60
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (database `crash_ledger_history`, dropped and created, dropped at
 * the end). Reported, never asserted (docs/architecture.md §6).
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { rows } from '../../src/server/db/sql';
import { selectTrialBalance } from '../../src/server/modules/ledger/index';
import { toCentavos } from '../../src/shared/domain/money';
import { GYM_A, GYM_B, insertShop, SWIM, YOGA } from '../../tests/api/commerce/helpers';
import { dropDatabase } from '../crash/database';
import { accounts, cookiesOf } from '../crash/members';
import { refundPhase } from '../crash/refunder';
import { crashServer, placeholderWeb } from '../crash/server';
import { purchase } from '../crash/shopper';
import { mulberry32 } from '../search/prng';
import { baselineTree } from './baseline';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '91f92b9' },
    purchases: { type: 'string', default: '60' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/crash_ledger_history' },
  },
});
const log = (msg: string): void => console.error(`[backfill] ${msg}`);
const url = values.url ?? '';

await dropDatabase(url);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
});
await admin.connect();
await admin.query(`create database "${new URL(url).pathname.slice(1)}"`);
await admin.end();

// 1. The earlier product: it migrates (up to its last migration) and seeds the demo catalogue on start.
const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-backfill-'));
const webDir = await placeholderWeb(dataDir);
const port = 3283;
const server = crashServer(
  port,
  {
    WEB_DIST_DIR: webDir,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED: 'true',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER: 'manual',
  },
  baselineTree(values.baseline ?? ''),
);
log('starting the baseline product (migrations up to its last, demo seed)');
await server.start();
const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
const { partnerA, partnerB } = await insertShop(handle);
await handle.db.execute(
  sql`update partners set cbu = '2850590940090418135201' where user_id = ${partnerA}::uuid`,
);
const cookies = await cookiesOf(handle, await accounts(handle, 'user', 4));
const [adminCookie = ''] = await cookiesOf(handle, await accounts(handle, 'admin', 1), true);
const [partnerCookie = ''] = await cookiesOf(handle, [partnerA]);

// 2. History: purchases, refunds, a payout.
const random = mulberry32(11);
let next = 0;
const total = Number(values.purchases);
await Promise.all(
  cookies.map(async (cookie) => {
    while (next < total) {
      next += 1;
      await purchase({ baseUrl: server.baseUrl, cookie, products: [GYM_A, GYM_B, SWIM, YOGA], random });
    }
  }),
);
const paid = await rows<{ id: string; total: string; partner: boolean }>(
  handle.db,
  sql`select o.id, o.total::text as total,
             exists (select 1 from sales s where s.order_id = o.id and s.partner_id = ${partnerA}::uuid) as partner
        from orders o where o.status = 'paid' and o.provider = 'manual' and exists (select 1 from sales s where s.order_id = o.id)`,
);
const sent = await refundPhase({
  baseUrl: server.baseUrl,
  adminCookie,
  partnerCookie,
  candidates: paid.map((o) => ({
    orderId: o.id,
    totalCentavos: toCentavos(o.total),
    partnerLines: o.partner,
  })),
  share: 0.4,
  workers: 2,
  random,
});
const payout = await fetch(`${server.baseUrl}/api/admin/payouts`, {
  method: 'POST',
  headers: {
    cookie: adminCookie,
    'content-type': 'application/json',
    'idempotency-key': 'bench-payout-history-1',
  },
  body: JSON.stringify({
    partnerId: partnerA,
    amount: { $numberDecimal: '1000.00' },
    paidAt: new Date().toISOString().slice(0, 10),
    reference: 'TRF-BENCH-1',
  }),
});
log(
  `${paid.length} paid orders, ${sent.length} refund requests, payout ${payout.status} ${payout.ok ? '' : await payout.text()}`,
);
await server.kill();

// 3. This checkout's migrations: 0044 (the ledger) and 0045 (the history).
const started = performance.now();
await handle.migrate();
const migrateMs = performance.now() - started;
const kinds = await rows<{ kind: string; entries: number }>(
  handle.db,
  sql`select kind, count(*)::int as entries from ledger_entries group by kind order by kind`,
);
const trial = await selectTrialBalance(handle.db);
const fromLines = await selectTrialBalance(handle.db, 'lines');
const history = await rows<{ orders: number; demo: number; refunds: number }>(
  handle.db,
  sql`select (select count(*)::int from orders where paid_at is not null) as orders,
             (select count(*)::int from orders o where paid_at is not null
                 and not exists (select 1 from sales s where s.order_id = o.id)) as demo,
             (select count(*)::int from refunds where status in ('succeeded', 'pending')) as refunds`,
);
const partners = [];
for (const partner of [partnerA, partnerB]) {
  const [due] = await rows<{ ledger: string; tables: string }>(
    handle.db,
    sql`select (select -coalesce(sum(l.amount), 0) from ledger_lines l join ledger_accounts a on a.id = l.account_id
                 where a.code = 'partner:' || ${partner}::text)::text as ledger,
               (((select coalesce(sum(net), 0) from sales where partner_id = ${partner}::uuid)
                - (select coalesce(sum(amount), 0) from payouts where partner_id = ${partner}::uuid)) * 100)::bigint::text as tables`,
  );
  partners.push(`| ${partner === partnerA ? 'A' : 'B'} | ${due?.ledger} | ${due?.tables} |`);
}
await handle.close();
await dropDatabase(url);
await rm(dataDir, { recursive: true, force: true });
const sum = trial.accounts.reduce((s, a) => s + a.balance, 0);
console.log(`Paid orders ${history[0]?.orders} (${history[0]?.demo} of them the demo seed's, without sales), refunds that took effect ${history[0]?.refunds}; migrations 0044–0045 in ${migrateMs.toFixed(0)} ms.

| entry kind | entries |
| --- | ---: |
${kinds.map((k) => `| ${k.kind} | ${k.entries} |`).join('\n')}

Trial balance: ${trial.entries} entries, ${trial.accounts.length} accounts, sum of balances ${sum} centavos; from the lines: the same answer ${JSON.stringify(fromLines) === JSON.stringify(trial)}.

| partner | owed by the ledger (centavos) | net sales − payouts (centavos) |
| --- | ---: | ---: |
${partners.join('\n')}`);
