/**
 * The worker of `settle-credit-visits` (ADR 0045 "No-show"; scheduled in plugins/jobs): runs
 * ./no-shows and logs what it settled. Needs `app.jobs` (plugins/jobs), registered before.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { QUEUES } from '../../../plugins/jobs';
import { settleNoShows } from './no-shows';

/** Makes `app`'s job queue run `settle-credit-visits` on `db`, at `now()`. */
export function workSettleCreditVisits(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  app.jobs.work(QUEUES.settleCreditVisits.name, async () => {
    const run = await settleNoShows(db, now());
    if (run.bookings + run.visits > 0) app.log.info(run, 'credit bookings and visits settled as no-shows');
  });
}
