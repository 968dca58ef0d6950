/**
 * Crash test of payments and refunds (docs/architecture.md §5; ADR 0027, 0028): SIGKILL the real server at
 * random moments while members buy — `--checkouts` purchases per provider: the demo (`manual`)
 * provider, Stripe (the local fake, webhooks signed as Stripe signs them, 20 % of them lost) and
 * MercadoPago (the local fake: the member pays the preference on its page, its signed notification is
 * lost 20 % of the times, half of the members come back to the return page) — then restart it, run the
 * reconciler, wait for the receipt jobs, and check that no sale was lost, orphaned or doubled, no
 * receipt lost and no money taken without its paid order or the reverse (./check). Then the refund
 * phase (./refunder): an administrator and a partner refund a share of the paid orders, in full and in
 * part, under the same kills, retrying each request with its `Idempotency-Key`; the `resume-refunds`
 * job runs once more and ./check-refunds compares, per order, the provider's refunds with ours. Then
 * the renewal phase (./renewal-phase; demo and Stripe, not MercadoPago, which charges its plans by
 * itself): partners pay a plan's first month, and round after round their periods end and the
 * `renew-plans` job runs under the same kills; ./check-renewals checks each month was made once, paid
 * once, booked once, and charged once at the provider.
 *
 *   npm run bench:crash -- --checkouts 200 --providers manual,stripe,mercadopago
 *
 * Options: `--database-url` (default postgres://postgres@127.0.0.1:5432/crashtest; the database is
 * dropped and created, and its name must start with `crash`; dropped again at the end), `--shoppers 4`
 * (members buying at once, and refunds in flight at once), `--kill-every 1500` (mean ms between kills,
 * uniform in [0.3, 1.7] × it), `--refund-kill-every 500` (the same during the refund phase, whose
 * requests are fewer and quicker), `--refund-share 0.5` (of the paid orders), `--double-pay 0.05`
 * (MercadoPago: share of the members who pay their preference a second time, in another tab; the
 * verdict's `chargedTwice` counts the orders whose money MercadoPago then holds twice),
 * `--lost-refund-answers 0.2` (Stripe, MercadoPago: share of refund answers lost after the provider
 * refunded, ./lossy), `--plan-partners 20` (0: no renewal phase), `--renewal-decline-share 0.2` (of them
 * with a card whose renewals decline), `--renewal-rounds 10`, `--renewal-kill-every 800`,
 * `--renewal-round-timeout 600000` (ms a round may take before it is given up), `--seed 7`.
 * Output: markdown tables on stdout and `bench/results/crash.json` (git-ignored); exit 1 when a
 * figure that must be 0 is not.
 * @module
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { reconcilePendingOrders } from '../../src/server/modules/orders/settlement/reconcile';
import { resumeRequestedRefunds } from '../../src/server/modules/refunds/service';
import { runReconciliation } from '../../src/server/modules/reconciliation/index';
import { RECONCILIATION_GRACE_MS } from '../../src/shared/constants/reconciliation';
import { ledgerVerdict } from './check-ledger';
import { RECONCILE_AFTER_MS } from '../../src/shared/constants/commerce';
import { toCentavos } from '../../src/shared/domain/money';
import { GYM_A, GYM_B, insertShop, SWIM, YOGA } from '../../tests/api/commerce/helpers';
import { accounts, cookiesOf } from './members';
import { mulberry32 } from '../search/prng';
import { receiptsPending, verdict } from './check';
import { refundVerdict } from './check-refunds';
import { dropDatabase, freshDatabase } from './database';
import { CRASH_PROVIDERS, setUpProvider, type CrashProvider } from './providers';
import { askAgain, refundPhase, type RefundCandidate } from './refunder';
import { failed, tables, type RunReport } from './report';
import { renewalPhase } from './renewal-phase';
import { chaos, compiledServerArgs, crashServer, placeholderWeb } from './server';
import { purchase, type Outcome } from './shopper';
import { rows } from '../../src/server/db/sql';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/crashtest' },
    checkouts: { type: 'string', default: '200' },
    providers: { type: 'string', default: CRASH_PROVIDERS.join(',') },
    shoppers: { type: 'string', default: '4' },
    'kill-every': { type: 'string', default: '1500' },
    'refund-share': { type: 'string', default: '0.5' },
    'double-pay': { type: 'string', default: '0.05' },
    'lost-refund-answers': { type: 'string', default: '0.2' },
    'refund-kill-every': { type: 'string', default: '500' },
    'plan-partners': { type: 'string', default: '20' },
    'renewal-decline-share': { type: 'string', default: '0.2' },
    'renewal-rounds': { type: 'string', default: '10' },
    'renewal-kill-every': { type: 'string', default: '800' },
    'renewal-round-timeout': { type: 'string', default: '600000' },
    seed: { type: 'string', default: '7' },
    port: { type: 'string', default: '3290' },
  },
});
const log = (msg: string): void => console.error(`[crash] ${msg}`);

/** The paid orders, with whether partner A sold a line of each. */
async function candidates(handle: DatabaseHandle, partnerA: string): Promise<RefundCandidate[]> {
  const found = await rows<{ id: string; total: string; partner: boolean }>(
    handle.db,
    sql`select o.id, o.total::text as total,
        exists (select 1 from sales s where s.order_id = o.id and s.partner_id = ${partnerA}) as partner
      from orders o where o.status = 'paid' order by o.created_at`,
  );
  return found.map((o) => ({ orderId: o.id, totalCentavos: toCentavos(o.total), partnerLines: o.partner }));
}

async function runOnce(provider: CrashProvider, seed: number): Promise<RunReport> {
  const started = Date.now();
  const url = values['database-url'] ?? '';
  const handle = await freshDatabase(url);
  const { partnerA } = await insertShop(handle);
  const shoppers = Number(values.shoppers);
  const cookies = await cookiesOf(handle, await accounts(handle, 'user', shoppers));
  const [adminCookie = ''] = await cookiesOf(handle, await accounts(handle, 'admin', 1), true);
  const [partnerCookie = ''] = await cookiesOf(handle, [partnerA]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-crash-'));
  const setup = await setUpProvider(provider, {
    lostRefundShare: Number(values['lost-refund-answers']),
    random: mulberry32(seed + 1),
  });
  const webDir = await placeholderWeb(dataDir); // no web app is built at every restart
  const port = Number(values.port);
  const env = {
    WEB_DIST_DIR: webDir,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...setup.env,
  };
  const server = crashServer(port, env, process.cwd(), 180_000, serverArgs);
  await server.start();

  const random = mulberry32(seed);
  const products = [GYM_A, GYM_B, SWIM, YOGA];
  const total = Number(values.checkouts);
  const meanKillMs = Number(values['kill-every']);
  const outcomes: Record<Outcome, number> = { paid: 0, failed: 0, pending: 0, gaveUp: 0 };
  let next = 0;
  const stopKilling = chaos(server, random, meanKillMs);
  const lost = { lostWebhookShare: 0.2 };
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < total) {
        next += 1;
        const outcome = await purchase({
          baseUrl: server.baseUrl,
          cookie,
          products,
          random,
          ...(setup.stripe ? { stripe: { fake: setup.stripe, ...lost } } : {}),
          ...(setup.mercadopago
            ? {
                mercadopago: {
                  fake: setup.mercadopago,
                  ...lost,
                  doublePayShare: Number(values['double-pay']),
                },
              }
            : {}),
        });
        outcomes[outcome] += 1;
      }
    }),
  );
  const kills = await stopKilling();
  log(`${provider}: ${total} purchases, ${kills} kills; reconciling`);

  // The reconciler as the server's cron would run it 3 minutes later (no waiting in a benchmark).
  const config = loadConfig({ ...process.env, ...env, JOBS_WORKERS: 'false' });
  const app = await buildApp({ config, db: handle });
  await app.ready();
  const report = await reconcilePendingOrders(app.orders, new Date(Date.now() + RECONCILE_AFTER_MS + 1000));
  // The daily reconciliation with the provider (ADR 0044), as if run after its grace.
  const later = () => new Date(Date.now() + RECONCILIATION_GRACE_MS + 60_000);
  const recon = await runReconciliation(app.orders, { now: later() });
  log(
    `${provider}: reconciliation read ${recon.movements} movements, found ${recon.found}, returned ${recon.returned}`,
  );
  const end = Date.now() + 240_000;
  while ((await receiptsPending(handle.db)) > 0 && Date.now() < end) await sleep(1000);
  await server.kill(); // its outbox files are complete once receipt_sent_at is stamped
  const result = await verdict(handle.db, path.join(dataDir, 'outbox'), setup);

  await server.start();
  const stopRefundKills = chaos(server, random, Number(values['refund-kill-every']));
  const refunding = {
    baseUrl: server.baseUrl,
    adminCookie,
    partnerCookie,
    candidates: await candidates(handle, partnerA),
    share: Number(values['refund-share']),
    workers: shoppers,
    random,
  };
  const firstAnswers = await refundPhase(refunding);
  const refundKills = await stopRefundKills();
  const sent = await askAgain(refunding, firstAnswers);
  log(`${provider}: ${sent.length} refund requests, ${refundKills} kills; resuming refunds`);
  // The resume-refunds job once more, for every refund still `requested` (a kill between its steps, an
  // answer lost), the provider being heard again.
  setup.healRefundAnswers();
  const resumed = await resumeRequestedRefunds(app.orders, 0, 10_000);
  const partners = Number(values['plan-partners']);
  const renewal =
    provider === 'mercadopago' || partners === 0
      ? null
      : await renewalPhase({
          server,
          handle,
          app,
          setup,
          random,
          partners,
          declineShare: Number(values['renewal-decline-share']),
          rounds: Number(values['renewal-rounds']),
          killEveryMs: Number(values['renewal-kill-every']),
          roundTimeoutMs: Number(values['renewal-round-timeout']),
          log,
        });
  await server.kill();
  const reconAfter = await runReconciliation(app.orders, { now: later() });
  const refunds = await refundVerdict(handle.db, setup, sent);
  const ledger = await ledgerVerdict(handle.db, setup);
  await app.close();
  await handle.close();
  await setup.close();
  await dropDatabase(url);
  await rm(dataDir, { recursive: true, force: true });
  return {
    provider,
    checkouts: total,
    kills,
    clientOutcomes: outcomes,
    reconciled: { paid: report.paid, failed: report.failed, cancelled: report.cancelled },
    verdict: result,
    refundKills,
    lostRefundAnswers: setup.lostRefundAnswers(),
    resumed,
    refunds,
    // A run counts the second payments it finds returned, by itself or before: the later run sees them all.
    reconciliation: {
      found: recon.found + reconAfter.found,
      returned: Math.max(recon.returned, reconAfter.returned),
    },
    ledger,
    renewal,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

const serverArgs = await compiledServerArgs();
const reports: RunReport[] = [];
for (const provider of (values.providers ?? '').split(',') as CrashProvider[]) {
  if (!CRASH_PROVIDERS.includes(provider)) throw new Error(`unknown provider "${provider}"`);
  reports.push(await runOnce(provider, Number(values.seed)));
  console.error(tables(reports.slice(-1))); // a long run shows each provider's tables when it ends
}
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/crash.json', JSON.stringify(reports, null, 2));
console.log(tables(reports));
process.exit(failed(reports) ? 1 : 0);
