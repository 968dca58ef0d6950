/**
 * The catalogue's counters, kept exact by the database's triggers (migrations 0003, 0011, 0022, 0052): read
 * by the catalogue to answer totals, invalidate cached counts and answer `ETag`s (ADR 0014, ADR 0052).
 *
 * Import note: this file imports `services` from `schema.ts`, which imports nothing back.
 * @module
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Active gyms per country (`gyms.country`, lower case; ADR 0052), kept exact by the triggers of migration
 * `0052`: the total of a country's list without a name search (a row may be missing for a country with no
 * gym).
 */
export const catalogueCountryStats = pgTable('catalogue_country_stats', {
  country: text('country').primaryKey(),
  activeGyms: integer('active_gyms').notNull().default(0),
});

/**
 * Active gyms offering each service, per country (ADR 0052), by the rule of `service_stats` (links a plan
 * holds are not counted), kept exact by the triggers of migration `0052`.
 */
export const serviceCountryStats = pgTable(
  'service_country_stats',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    activeGyms: integer('active_gyms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.country] })],
);
