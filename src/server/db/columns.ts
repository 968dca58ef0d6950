/**
 * Column builders shared by the schema files: instants are `timestamptz` (ARCHITECTURE §7: store
 * instants, show them in the gym's zone) and money is `numeric(12,2)` in ARS (ARCHITECTURE §3 "money").
 * @module
 */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column named `name` (an instant; drivers give it as a `Date`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A `numeric(12,2)` column named `name`: an amount in ARS, exact to the centavo (read as a string). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
