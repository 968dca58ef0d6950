/**
 * Where catalogue data came from (ADR 0025 "Import"): a name, its licence, the attribution line the
 * licence requires (shown on the gym page and on "Fuentes de datos") and a link. One row per source;
 * `gyms.source_id` references it. Imports nothing from the other schema files.
 * @module
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';

/** A data source of the catalogue (ADR 0025). */
export const dataSources = pgTable('data_sources', {
  id: uuidKey(),
  name: text('name').notNull().unique(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  url: text('url'),
  ...timestamps(),
});
