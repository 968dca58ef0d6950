/**
 * Crash test of payments (ARCHITECTURE §5): SIGKILL the real server at random moments while members
 * buy — `--checkouts` purchases with the demo (`manual`) provider and as many with Stripe (the local
 * fake, webhooks signed as Stripe signs them, 20 % of them lost) — then restart it, run the
 * reconciler, wait for the receipt jobs, and check that no sale was lost, orphaned or doubled and no
 * receipt lost (./check).
 *
 *   npm run bench:crash -- --checkouts 200 --providers manual,stripe
 *
 * Options: `--database-url` (default postgres://postgres@127.0.0.1:5432/crashtest; the database is
 * dropped and created, and its name must start with `crash`), `--shoppers 4` (members buying at once),
 * `--kill-every 1500` (mean ms between kills, uniform in [0.3, 1.7] × it), `--seed 7`.
 * Output: a markdown table on stdout and `bench/results/crash.json` (git-ignored).
 * @module
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { reconcilePendingOrders } from '../../src/server/modules/orders/reconcile';
import { insertSession } from '../../src/server/plugins/session-store';
import { newOpaqueToken, sha256Hex } from '../../src/server/secrets';
import { RECONCILE_AFTER_MS } from '../../src/shared/constants/commerce';
import { GYM_A, GYM_B, insertShop, SWIM, YOGA } from '../../tests/api/commerce/helpers';
import { startStripeFake, type StripeFake } from '../../tests/fakes/stripe-fake';
import { mulberry32 } from '../search/prng';
import { receiptsPending, verdict, type Verdict } from './check';
import { crashServer } from './server';
import { purchase, type Outcome } from './shopper';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/crashtest' },
    checkouts: { type: 'string', default: '200' },
    providers: { type: 'string', default: 'manual,stripe' },
    shoppers: { type: 'string', default: '4' },
    'kill-every': { type: 'string', default: '1500' },
    seed: { type: 'string', default: '7' },
    port: { type: 'string', default: '3290' },
  },
});
const log = (msg: string): void => console.error(`[crash] ${msg}`);

async function freshDatabase(url: string): Promise<DatabaseHandle> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!name.startsWith('crash'))
    throw new Error(`refusing to drop "${name}": the name must start with "crash"`);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await handle.migrate();
  return handle;
}

/** Creates `n` members with sessions. @returns their cookies */
async function members(handle: DatabaseHandle, n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [row] = await handle.db
      .insert(users)
      .values({ name: `Socia ${i}`, email: `crash${i}@example.com`, type: 'user', active: true })
      .returning({ id: users.id });
    const token = newOpaqueToken();
    const now = new Date();
    await insertSession(handle.db, {
      id: sha256Hex(token),
      userId: row?.id ?? '',
      now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    cookies.push(`buscagym_session=${token}`);
  }
  return cookies;
}

interface RunReport {
  provider: string;
  checkouts: number;
  kills: number;
  clientOutcomes: Record<Outcome, number>;
  reconciled: { paid: number; failed: number; cancelled: number };
  verdict: Verdict;
  seconds: number;
}

async function runOnce(provider: 'manual' | 'stripe', seed: number): Promise<RunReport> {
  const started = Date.now();
  const url = values['database-url'] ?? '';
  const handle = await freshDatabase(url);
  await insertShop(handle);
  const shoppers = Number(values.shoppers);
  const cookies = await members(handle, shoppers);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-crash-'));
  const fake: StripeFake | undefined =
    provider === 'stripe' ? await startStripeFake({ apiKey: 'sk_test_crash' }) : undefined;
  const stripeEnv: Record<string, string> = fake
    ? {
        STRIPE_SECRET_KEY: 'sk_test_crash',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
      }
    : {};
  // The crash test needs no web app: a placeholder build dated in the future keeps `server.ts` from
  // building one at every restart (its staleness check compares modification times).
  const webDir = path.join(dataDir, 'web');
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>crash test</title>');
  const future = new Date('2100-01-01T00:00:00Z');
  await utimes(path.join(webDir, 'index.html'), future, future);
  const env = {
    WEB_DIST_DIR: webDir,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    ...stripeEnv,
  };
  const server = crashServer(Number(values.port), env);
  await server.start();

  const random = mulberry32(seed);
  const products = [GYM_A, GYM_B, SWIM, YOGA];
  const total = Number(values.checkouts);
  const outcomes: Record<Outcome, number> = { paid: 0, failed: 0, pending: 0, gaveUp: 0 };
  let next = 0;
  let done = false;
  let kills = 0;
  const killer = (async () => {
    const mean = Number(values['kill-every']);
    while (!done) {
      await sleep(mean * (0.3 + 1.4 * random()));
      if (done) break;
      await server.kill();
      kills += 1;
      await server.start();
    }
  })();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < total) {
        next += 1;
        const outcome = await purchase({
          baseUrl: server.baseUrl,
          cookie,
          products,
          random,
          ...(fake ? { stripe: { fake, lostWebhookShare: 0.2 } } : {}),
        });
        outcomes[outcome] += 1;
      }
    }),
  );
  done = true;
  await killer;
  await server.start();
  log(`${provider}: ${total} purchases, ${kills} kills; reconciling`);

  // The reconciler as the server's cron would run it 3 minutes later (no waiting in a benchmark).
  const config = loadConfig({ ...process.env, ...env, JOBS_WORKERS: 'false' });
  const app = await buildApp({ config, db: handle });
  await app.ready();
  const report = await reconcilePendingOrders(app.orders, new Date(Date.now() + RECONCILE_AFTER_MS + 1000));
  const end = Date.now() + 240_000;
  while ((await receiptsPending(handle.db)) > 0 && Date.now() < end) await sleep(1000);
  await server.kill(); // its outbox files are complete once receipt_sent_at is stamped
  const result = await verdict(handle.db, path.join(dataDir, 'outbox'), fake);
  await app.close();
  await handle.close();
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
  return {
    provider,
    checkouts: total,
    kills,
    clientOutcomes: outcomes,
    reconciled: { paid: report.paid, failed: report.failed, cancelled: report.cancelled },
    verdict: result,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

const reports: RunReport[] = [];
for (const provider of (values.providers ?? '').split(',') as ('manual' | 'stripe')[])
  reports.push(await runOnce(provider, Number(values.seed)));
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/crash.json', JSON.stringify(reports, null, 2));
const keys = [
  'paidWithoutSales',
  'paidWithoutPasses',
  'salesWithoutPaidOrder',
  'doubledSales',
  'receiptsNotSent',
  'receiptsMissingFromOutbox',
  'moneyWithoutOrder',
] as const;
console.log(
  '| provider | purchases | kills | orders by status | sales | reconciled (paid/failed/cancelled) | ' +
    keys.join(' | ') +
    ' | s |',
);
console.log('|---|---:|---:|---|---:|---|' + keys.map(() => '---:').join('|') + '|---:|');
for (const r of reports)
  console.log(
    `| ${r.provider} | ${r.checkouts} | ${r.kills} | ${Object.entries(r.verdict.ordersByStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} | ${r.verdict.sales} | ` +
      `${r.reconciled.paid}/${r.reconciled.failed}/${r.reconciled.cancelled} | ${keys.map((k) => r.verdict[k]).join(' | ')} | ${r.seconds} |`,
  );
const bad = reports.some((r) => keys.some((k) => r.verdict[k] !== 0));
process.exit(bad ? 1 : 0);
