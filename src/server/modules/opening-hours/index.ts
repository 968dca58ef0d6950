/**
 * Opening hours as one Fastify plugin (ADR 0025 "Opening hours"): the `open-week` job, which pg-boss runs
 * every hour (`OPEN_WEEK_CRON`) to move every gym's `open_week` to the 7 days from the current hour.
 * Needs `app.jobs` (plugins/jobs), registered before it.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { refreshAllOpenWeeks } from './refresh';

/** Options of {@link openingHoursPlugin}. */
export interface OpeningHoursPluginOptions {
  db: Database;
  /** The clock (tests fix it). */
  now: () => Date;
}

/** Registers the `open-week` job handler (see module doc). */
export const openingHoursPlugin = fp<OpeningHoursPluginOptions>(
  async (app: FastifyInstance, { db, now }) => {
    app.jobs.work(QUEUES.openWeek.name, async () => {
      const written = await refreshAllOpenWeeks(db, now());
      if (written > 0) app.log.info({ written }, 'open weeks moved to the current hour');
    });
  },
  { name: 'buscagym-opening-hours', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);

// The module's public functions and types, for other modules (docs/architecture.md §2).
export {
  hasOpenFilter,
  OPEN_WEEK_COLUMN,
  openFilterClauses,
  openFilterKey,
  openFilterOf,
  type OpenFilter,
} from './catalogue';
export { openingDetailOf } from './detail';
export { evaluatorFor, openIntervals } from './evaluate';
export { openingHoursToStore } from './partner';
export { refreshOpenWeeks } from './refresh';
export { openStateOf } from './state';
export { checkOpeningHours } from './syntax';
export { minuteOfWeek, openWeekText, windowStart } from './week';
