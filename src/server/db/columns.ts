/**
 * Column builders shared by the schema files: instants are `timestamptz` (docs/architecture.md §7: store
 * instants, show them in the gym's zone) and money is `numeric(12,2)` in ARS (docs/architecture.md §3 "money").
 * @module
 */
import { customType, numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column named `name` (an instant; drivers give it as a `Date`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The `id uuid primary key default gen_random_uuid()` column of an entity's table (docs/architecture.md §3 "ids"). */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** `created_at timestamptz not null default now()`: when the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`: when the row last changed (each writer sets it). */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** {@link createdAt} and {@link updatedAt}, spread into a table's columns (`...timestamps()`). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A `numeric(12,2)` column named `name`: an amount in ARS, exact to the centavo (read as a string). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A `numeric(5,2)` column named `name`: a percentage, exact to the hundredth (read as a string). */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** A `numeric(10,7)` column named `name`: a latitude or longitude in degrees (WGS 84), about 1 cm apart. */
export const degrees = (name: string) => numeric(name, { precision: 10, scale: 7 });

/**
 * `value` as the text a `numeric` column ({@link money}, {@link percent}, {@link degrees}) is written
 * with: the driver reads and writes numerics as text, exact. `undefined` (a field not given) stays so.
 */
export const numericText = <V extends number | undefined>(value: V) =>
  (value === undefined ? undefined : String(value)) as V extends number ? string : string | undefined;

/** What PostgreSQL does to a referencing row when the referenced row goes (SQL:2016 referential action). */
export type OnDelete = 'cascade' | 'restrict' | 'set null' | 'no action' | 'set default';

/**
 * A `uuid not null` column named `name` that references `target` (a foreign key), with what happens to
 * this row when the referenced one is deleted.
 */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  uuid(name).notNull().references(target, { onDelete });

/**
 * A nullable `uuid` column named `name` that references `target` (a foreign key) and is set to null when
 * the referenced row is deleted: the row stays, only the link goes (`on delete set null`).
 */
export const optionalRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/**
 * A UTC minute-of-week set (`int4multirange`; minute 0 = Monday 00:00 UTC, 10 080 minutes a week), how the
 * catalogue stores when a gym is open (ADR 0025 "Opening hours"). Written and read as PostgreSQL's text
 * form, e.g. `{[480,1320),[1920,2760)}`.
 */
export const minuteOfWeekSet = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});
