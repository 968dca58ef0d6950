/**
 * The crash test's renewal phase end to end (ADR 0017): the plan partners subscribe and pay their first
 * month without kills (./renewer `subscribe`), the renewal rounds run while `chaos` SIGKILLs the server
 * (./renewer `renewalRounds`), then — kills stopped — the renewal job runs once more from the bench
 * and the reconciler as its cron would 3 minutes later, so that every renewal left pending settles;
 * ./check-renewals reads the verdict.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/server/db/client';
import { reconcilePendingOrders } from '../../src/server/modules/orders/settlement/reconcile';
import { renewPlans, type RenewalReport } from '../../src/server/modules/subscriptions/index';
import { RECONCILE_AFTER_MS } from '../../src/shared/constants/commerce';
import { renewalVerdict, type RenewalVerdict } from './check-renewals';
import type { ProviderSetup } from './providers';
import { planPartners, renewalRounds, subscribe } from './renewer';
import { chaos, type CrashServer } from './server';

/** Options of {@link renewalPhase}. */
export interface RenewalPhaseOptions {
  server: CrashServer;
  handle: DatabaseHandle;
  /** The bench's app on the same database, built without job workers. */
  app: FastifyInstance;
  setup: ProviderSetup;
  random: () => number;
  partners: number;
  /** Share of the partners whose card declines renewals. */
  declineShare: number;
  rounds: number;
  /** Mean ms between kills (uniform in [0.3, 1.7] × it, ./server `chaos`). */
  killEveryMs: number;
  roundTimeoutMs: number;
  log: (msg: string) => void;
}

/** What the phase did and found. */
export interface RenewalPhaseReport {
  kills: number;
  jobsQueued: number;
  /** Rounds given up with subscriptions still due. */
  timedOut: number;
  /** The bench's last run of the renewal job, after the kills. */
  lastRun: RenewalReport;
  /** What the reconciler settled after it. */
  reconciled: { paid: number; failed: number; cancelled: number };
  verdict: RenewalVerdict;
  seconds: number;
}

/** Runs the phase (see module doc) on a running server; leaves it running. */
export async function renewalPhase(o: RenewalPhaseOptions): Promise<RenewalPhaseReport> {
  const started = Date.now();
  const partners = await planPartners(o.handle, o.partners, o.declineShare);
  for (const p of partners) await subscribe(o.server.baseUrl, p, o.setup.stripe);
  o.log(`${o.setup.provider}: ${partners.length} plan partners subscribed; renewal rounds under kills`);
  const stopKilling = chaos(o.server, o.random, o.killEveryMs);
  const done = await renewalRounds({
    handle: o.handle,
    jobs: o.app.jobs,
    rounds: o.rounds,
    roundTimeoutMs: o.roundTimeoutMs,
    log: o.log,
  });
  const kills = await stopKilling();
  const lastRun = await renewPlans(o.app.orders);
  const reconciled = await reconcilePendingOrders(
    o.app.orders,
    new Date(Date.now() + RECONCILE_AFTER_MS + 1000),
  );
  o.log(`${o.setup.provider}: ${o.rounds} renewal rounds, ${kills} kills, ${done.jobsQueued} jobs queued`);
  return {
    kills,
    jobsQueued: done.jobsQueued,
    timedOut: done.timedOut,
    lastRun,
    reconciled: { paid: reconciled.paid, failed: reconciled.failed, cancelled: reconciled.cancelled },
    verdict: await renewalVerdict(o.handle.db, o.setup, partners, done),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
