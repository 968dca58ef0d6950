/**
 * The account state of ADR 0018 as one SQL expression over `users u`, so that lists, the detail and the
 * benchmark agree: `locked` (the e-mail is on the administrators' blocklist) wins over everything,
 * then `pending` (never activated), then `throttled` (failed sign-ins hold it now; ADR 0010), else
 * `active`. `deleted` never comes from `users`: a deleted account only has its tombstone.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import { ATTACK_RULE } from '../../account/sign-in-throttle';
import { throttledNowSql } from '../../account/queries/throttle';

/** `exists` the lock of `u`'s e-mail (an SQL boolean). */
export const lockedSql: SQL = sql`exists (select 1 from locked_emails le where le.email = lower(u.email))`;

/** The state code of `users u` at `now` (an SQL text). */
export const accountStateSql = (now: Date): SQL => sql`(case
  when ${lockedSql} then 'locked'
  when not u.active then 'pending'
  when ${throttledNowSql(sql`lower(u.email)`, now, ATTACK_RULE)} then 'throttled'
  else 'active' end)`;

/** An instant column as ISO 8601 text in UTC (`null` stays null), the same from both drivers. */
export const isoSql = (column: SQL): SQL => sql`to_json(${column})#>>'{}'`;
