/**
 * The catalogue's counters, kept exact by the database's triggers (migrations 0003, 0011, 0022): read by
 * the catalogue to invalidate cached counts and to answer `ETag`s (ADR 0014).
 *
 * Import note: this file imports `services` from `schema.ts`, which imports nothing back.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { services } from './schema';

/**
 * Catalogue-wide figures, one row (`id` = 1), kept exact by the triggers of migration
 * `0003_catalogue_stats_triggers`: `activeGyms` is the number of gyms with `gym_active`, and `version`
 * grows whenever a write could change which gyms a search finds (a gym added, removed, renamed,
 * (de)activated, or a service linked or unlinked). Readers use `version` to invalidate cached counts.
 * `contentVersion` grows with every statement that writes `gyms`, `gym_services` or `services` at all
 * (migration `0011_catalogue_content_version`): the public catalogue answers' `ETag` (ADR 0014).
 */
export const catalogueStats = pgTable(
  'catalogue_stats',
  {
    id: smallint('id').primaryKey().default(1),
    activeGyms: integer('active_gyms').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_stats_singleton_ck', sql`${t.id} = 1`)],
);

/**
 * Number of active gyms offering each service, kept exact by the same triggers (a row may be missing
 * or zero for a service no active gym offers). A link a lapsed plan holds (`gym_services.plan_held_at`,
 * ADR 0017) is out of the catalogue and not counted (migration 0022).
 */
export const serviceStats = pgTable('service_stats', {
  serviceId: uuid('service_id')
    .primaryKey()
    .references(() => services.id, { onDelete: 'cascade' }),
  activeGyms: integer('active_gyms').notNull().default(0),
});
