/**
 * Background jobs on PostgreSQL with pg-boss (docs/architecture.md §3 "background work"; ADR 0008): the job
 * table is the transactional outbox. A job is inserted with {@link JobQueue.sendInTransaction} in the
 * same transaction as the business change (an order paid → its receipt mail), so it exists exactly
 * when that change committed and survives a crash right after the commit; workers in any API process
 * pick it up (`FOR UPDATE SKIP LOCKED`), retry with back-off, and an active job whose process died is
 * retried after it expires. pg-boss runs over the app's own connection ({@link DatabaseHandle.query}),
 * so it works on PGlite and on a PostgreSQL pool alike.
 *
 * Decorates the root instance with `jobs`. Workers start when the app is ready and stop, waiting for
 * running jobs, when it closes.
 * @module
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { CLASS_HORIZON_CRON } from '../../shared/constants/classes';
import { CREDIT_RENEWAL_CRON, SETTLE_CREDIT_VISITS_CRON } from '../../shared/constants/credits';
import { PLAN_RENEWAL_CRON } from '../../shared/constants/plans';
import { REVIEW_INVITES_CRON, REVIEW_PRIOR_CRON } from '../../shared/constants/reviews';
import { OPEN_WEEK_CRON } from '../../shared/constants/opening-hours';
import { PAYMENT_ACCOUNTS_REFRESH_CRON } from '../../shared/constants/commerce';
import { PASS_EXPIRY_PUSH_CRON } from '../../shared/constants/push';
import { RECONCILIATION_CRON } from '../../shared/constants/reconciliation';
import type { DatabaseHandle, Tx } from '../db/client';
import { executeOnTransaction } from '../db/raw-statement';
import { QUEUES, type QueueName } from './job-queues';

export { QUEUES, type QueueName } from './job-queues';

/** Queues run on a schedule (cron, UTC), by pg-boss's scheduler in whichever process holds its lock. */
const SCHEDULES: Partial<Record<QueueName, string>> = {
  'reconcile-payments': '* * * * *',
  'resume-refunds': '* * * * *',
  'renew-plans': PLAN_RENEWAL_CRON,
  'renew-credits': CREDIT_RENEWAL_CRON,
  'extend-class-horizon': CLASS_HORIZON_CRON,
  'review-invites': REVIEW_INVITES_CRON,
  'review-prior': REVIEW_PRIOR_CRON,
  'open-week': OPEN_WEEK_CRON,
  'refresh-payment-accounts': PAYMENT_ACCOUNTS_REFRESH_CRON,
  'pass-expiry-push': PASS_EXPIRY_PUSH_CRON,
  'reconcile-providers': RECONCILIATION_CRON,
  'settle-credit-visits': SETTLE_CREDIT_VISITS_CRON,
};

/** Jobs a worker takes per poll. */
const JOB_BATCH_SIZE = 20;

/** Handles one job's data, idempotently; a throw makes pg-boss retry its batch per the queue's policy. */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** The job queue, available as `app.jobs`. */
export interface JobQueue {
  /** Inserts a job inside `tx`: it is queued if and only if `tx` commits (transactional outbox). */
  sendInTransaction(tx: Tx, queue: QueueName, data: Record<string, unknown>): Promise<void>;
  /** Queues a job now (outside any transaction). */
  send(queue: QueueName, data: Record<string, unknown>): Promise<void>;
  /** Sets the handler of a queue; workers start polling when the app is ready (if workers are enabled). */
  work(queue: QueueName, handler: JobHandler): void;
  /** Resolves when no job of `queue` is waiting, retrying or running (tests, scripts). */
  drained(queue: QueueName, timeoutMs?: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Options of {@link jobsPlugin}. */
export interface JobsPluginOptions {
  handle: DatabaseHandle;
  /** Poll for jobs in this process (default true); false queues jobs for other processes only. */
  workers?: boolean;
  /** Seconds between polls of each queue (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Schedules that differ from {@link SCHEDULES} (configuration: the review invitations). */
  schedules?: Partial<Record<QueueName, string>>;
}

/** Schema that holds pg-boss's tables. */
export const JOBS_SCHEMA = 'pgboss';

/** Milliseconds between looks at pg-boss's queries and handlers while the app closes. */
const CLOSE_POLL_MS = 25;
/** Longest wait for them (ms), after pg-boss's own 10 s for running jobs. */
const CLOSE_IDLE_LIMIT_MS = 5_000;

const transactionDb = (tx: Tx): PgBoss.Db => ({
  executeSql: async (text, values) => executeOnTransaction(tx, text, values ?? []),
});

/** Registers `app.jobs` (see module doc). */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, { handle, workers = true, pollingIntervalSeconds = 1, schedules = {} }) => {
    // pg-boss 10's stop() neither waits for a fetch in flight (its batch then runs after stop) nor
    // awaits the complete/fail write that follows a batch: both can reach the pool after the caller
    // closed it, as unhandled rejections. Counting its queries and our handlers lets onClose wait.
    let busy = 0;
    const counted = async <T>(work: () => Promise<T>): Promise<T> => {
      busy += 1;
      try {
        return await work();
      } finally {
        busy -= 1;
      }
    };
    const boss = new PgBoss({
      db: { executeSql: (text, values) => counted(() => handle.query(text, values)) },
      schema: JOBS_SCHEMA,
      // One process at a time runs maintenance (which retries expired jobs) and cron; a minute is
      // pg-boss's scheduling grain.
      maintenanceIntervalSeconds: 30,
      schedule: workers,
      supervise: workers,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const queue of Object.values(QUEUES)) {
      const { name, ...policy } = queue;
      await boss.createQueue(name, { name, ...policy });
    }

    const handlers = new Map<QueueName, JobHandler>();
    const policyOf = (queue: QueueName) => Object.values(QUEUES).find((q) => q.name === queue);

    const jobs: JobQueue = {
      sendInTransaction: async (tx, queue, data) => {
        await boss.send(queue, data, { db: transactionDb(tx) });
      },
      send: async (queue, data) => {
        await boss.send(queue, data);
      },
      work: (queue, handler) => {
        if (!policyOf(queue)) throw new Error(`Unknown queue ${queue}`);
        handlers.set(queue, handler);
      },
      drained: async (queue, timeoutMs = 15_000) => {
        const end = Date.now() + timeoutMs;
        while (Date.now() < end) {
          const { rows } = await handle.query(
            `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
            [queue],
          );
          if ((rows[0] as { n: number }).n === 0) return true;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return false;
      },
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      if (!workers) return;
      for (const [queue, cron] of Object.entries({ ...SCHEDULES, ...schedules }))
        await boss.schedule(queue, cron);
      for (const [queue, handler] of handlers) {
        // pg-boss waits a polling interval after every fetch, so jobs are taken in batches; they run
        // one after another, and a failure fails (and retries) the batch: handlers must be idempotent.
        await boss.work(queue, { pollingIntervalSeconds, batchSize: JOB_BATCH_SIZE }, (batch) =>
          counted(async () => {
            for (const job of batch) await handler(job.data as Record<string, unknown>);
          }),
        );
      }
    });
    app.addHook('onClose', async () => {
      // Running jobs finish (up to 10 s); the database is closed by the caller afterwards.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      // Idle twice in a row: a batch's completion write starts a microtask after its handler ends.
      const end = Date.now() + CLOSE_IDLE_LIMIT_MS;
      for (let idle = 0; idle < 2 && Date.now() < end;) {
        idle = busy === 0 ? idle + 1 : 0;
        await sleep(CLOSE_POLL_MS);
      }
    });
  },
  { name: 'buscagym-jobs', fastify: '5.x' },
);
