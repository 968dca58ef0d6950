/**
 * The renewal phase of the crash test (ADR 0017; docs/architecture.md §5): partners subscribe to a paid
 * plan through the real HTTP API (no kills), then, round after round, every active subscription's
 * period is moved into the past by SQL — the simulated clock of tests/api/money-model's `Renew` — and
 * `renew-plans` jobs are queued into the server's pg-boss until no active subscription is due, while
 * the caller's `chaos` SIGKILLs and restarts the server under the job. The job's queue has
 * `retryLimit` 0 and `expireInSeconds` 300: a run killed mid-way stays `active` and is never retried,
 * so the phase queues new ones, as the job's cron would every 5 minutes. What it did is kept for
 * ./check-renewals.
 *
 * Providers: the demo provider (the card `DEMO_RENEWAL_DECLINE_LAST4` makes renewals decline) and
 * Stripe (the local fake; the first month is a PaymentIntent confirmed at the fake and its signed
 * webhook delivered, the declining partners' Customer then has `declineOffSession`). MercadoPago charges
 * its plans by itself (preapprovals, subscriptions/mercadopago-renewal): not run here.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { partners } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { JOBS_SCHEMA, QUEUES, type JobQueue } from '../../src/server/plugins/jobs';
import { DEMO_RENEWAL_DECLINE_LAST4 } from '../../src/shared/constants/plans';
import { demoPayUrl } from '../../tests/api/commerce/helpers';
import type { StripeFake } from '../../tests/fakes/stripe-fake';
import { persist, redeliver } from './http';
import { accounts, cookiesOf } from './members';

/** The plan every partner of the phase pays (`standar`, ARS 14 999 a month in the seeded plans). */
export const PLAN = 'standar';
/** The demo card whose renewals succeed. */
const GOOD_CARD = '4242';

/** A partner of the phase: its account, session cookie, and whether its card declines renewals. */
export interface PlanPartner {
  userId: string;
  cookie: string;
  declining: boolean;
}

/**
 * Creates `n` partner accounts (on the free plan) with signed-in sessions; `declineShare` of them
 * (spread evenly: partner i declines when ⌊(i+1)·share⌋ > ⌊i·share⌋) will pay with a card whose
 * renewals decline.
 */
export async function planPartners(
  handle: DatabaseHandle,
  n: number,
  declineShare: number,
): Promise<PlanPartner[]> {
  const ids = await accounts(handle, 'partner', n);
  if (ids.length > 0)
    await handle.db
      .insert(partners)
      .values(ids.map((userId, i) => ({ userId, name: `Dueña ${i}`, planCode: 'free' })));
  const cookies = await cookiesOf(handle, ids);
  return ids.map((userId, i) => ({
    userId,
    cookie: cookies[i] ?? '',
    declining: Math.floor((i + 1) * declineShare) > Math.floor(i * declineShare),
  }));
}

/**
 * Partner `p` checks out one month of {@link PLAN} (`POST /api/partner/subscription/checkout/{id}`,
 * src/shared/contract/subscriptions.ts, with an `Idempotency-Key`) and pays it: the demo form with its
 * card, or Stripe's confirmation at the fake and the signed webhook (then, for a declining partner, the
 * fake declines the saved card's off-session charges). No kills run meanwhile.
 * @returns the plan order's id
 * @throws Error when the checkout or the payment is refused or never answered
 */
export async function subscribe(baseUrl: string, p: PlanPartner, stripe?: StripeFake): Promise<string> {
  const checkout = await persist(
    baseUrl,
    p.cookie,
    'POST',
    `/api/partner/subscription/checkout/${p.userId}`,
    { plan: PLAN },
    { 'idempotency-key': randomUUID() },
  );
  if (!checkout || checkout.status >= 400)
    throw new Error(`plan checkout of ${p.userId}: ${checkout?.status} ${JSON.stringify(checkout?.json)}`);
  const orderId = (checkout.json.order as { _id: string })._id;
  if (stripe) {
    const payment = checkout.json.payment as { clientSecret?: string } | null;
    const intentId = (payment?.clientSecret ?? '').split('_secret_')[0] ?? '';
    const event = stripe.confirm(intentId, 'succeed');
    const delivered = await redeliver(() => stripe.deliver(`${baseUrl}/api/payments/stripe/webhook`, event));
    if (!delivered) throw new Error(`the webhook of plan order ${orderId} was never acknowledged`);
    if (p.declining) stripe.declineOffSession(String(stripe.intent(intentId)?.customer));
    return orderId;
  }
  const paid = await persist(baseUrl, p.cookie, 'POST', demoPayUrl(orderId), {
    cardLast4: p.declining ? DEMO_RENEWAL_DECLINE_LAST4 : GOOD_CARD,
  });
  const status = (paid?.json.order as { status?: string } | undefined)?.status;
  if (status !== 'paid') throw new Error(`plan order ${orderId} not paid: ${paid?.status} ${status}`);
  return orderId;
}

/** Active subscriptions whose period ended (the renewal job's work left). */
export async function dueSubscriptions(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from plan_subscriptions where status = 'active' and current_period_end <= now()`,
  );
  return row?.n ?? 0;
}

/** Options of {@link renewalRounds}. */
export interface RenewalRoundsOptions {
  handle: DatabaseHandle;
  /** A queue of the same pg-boss (the bench's app, built without workers). */
  jobs: JobQueue;
  rounds: number;
  /** A round still due after this long is given up (the verdict then counts the missing months). */
  roundTimeoutMs: number;
  log: (msg: string) => void;
}

/** What {@link renewalRounds} did. */
export interface RenewalRounds {
  /** Each round's period end, ms since the epoch (its renewal key is `renewal-<it>`). */
  periodEnds: number[];
  /** `renew-plans` jobs queued. */
  jobsQueued: number;
  /** Rounds given up with subscriptions still due. */
  timedOut: number;
}

/** `renew-plans` jobs waiting to be taken. */
async function waitingJobs(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job
         where name = ${QUEUES.renewPlans.name} and state = 'created'`,
  );
  return row?.n ?? 0;
}

/**
 * Runs the rounds (see module doc). Each round moves the period of every active, renewed subscription
 * to end a minute ago (a subscription left due by a round given up keeps its period, so its pending
 * renewal keeps its key), then queues a `renew-plans` job whenever none is waiting, every 500 ms, until
 * no active subscription is due.
 */
export async function renewalRounds(o: RenewalRoundsOptions): Promise<RenewalRounds> {
  const result: RenewalRounds = { periodEnds: [], jobsQueued: 0, timedOut: 0 };
  for (let round = 0; round < o.rounds; round += 1) {
    const end = new Date(Date.now() - 60_000);
    await o.handle.db.execute(
      sql`update plan_subscriptions
             set current_period_start = ${end.toISOString()}::timestamptz - interval '1 month',
                 current_period_end = ${end.toISOString()}::timestamptz
           where status = 'active' and current_period_end > now()`,
    );
    result.periodEnds.push(end.getTime());
    const deadline = Date.now() + o.roundTimeoutMs;
    while ((await dueSubscriptions(o.handle)) > 0) {
      if (Date.now() > deadline) {
        result.timedOut += 1;
        break;
      }
      if ((await waitingJobs(o.handle)) === 0) {
        await o.jobs.send(QUEUES.renewPlans.name, {});
        result.jobsQueued += 1;
      }
      await sleep(500);
    }
    o.log(`renewal round ${round + 1}/${o.rounds}: ${await dueSubscriptions(o.handle)} still due`);
  }
  return result;
}
