/**
 * The account state of ADR 0018 as one SQL expression over `users u`, so that lists, the detail and the
 * benchmark agree: `locked` (the e-mail is on the administrators' blocklist) wins over everything,
 * then `pending` (never activated), then `throttled` (failed sign-ins hold it now; ADR 0010), else
 * `active`. `deleted` never comes from `users`: a deleted account only has its tombstone.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LiveAccountState } from '../../../../shared/constants/admin';
import { throttledNowSql, ATTACK_RULE } from '../../account/index';

/** `exists` the lock of `u`'s e-mail (an SQL boolean). */
export const lockedSql: SQL = sql`exists (select 1 from locked_emails le where le.email = lower(u.email))`;

/** The state code of `users u` at `now` (an SQL text). */
export const accountStateSql = (now: Date): SQL => sql`(case
  when ${lockedSql} then 'locked'
  when not u.active then 'pending'
  when ${throttledNowSql(sql`lower(u.email)`, now, ATTACK_RULE)} then 'throttled'
  else 'active' end)`;

/**
 * The filter of one live account state on `users u` (ADR 0018), the same cases as
 * {@link accountStateSql} but written for the planner: the lock as `exists` / `not exists` (a semi- or
 * anti-join against the small `locked_emails`), and "throttled now" as membership in `throttled`, the
 * lower-case e-mails that `listThrottledAccounts` answers at the same instant (one JSON parameter,
 * probed through `users_email_lower_uq`), instead of two `exists` per row joined by `or`, which no
 * index serves. A rare state is then found from its few rows, a common one by walking the sort index.
 */
export function stateFilterSql(state: LiveAccountState, throttled: readonly string[]): SQL {
  const isThrottled = sql`lower(u.email) in (select jsonb_array_elements_text(${JSON.stringify(throttled)}::jsonb))`;
  switch (state) {
    case 'locked':
      return lockedSql;
    case 'pending':
      return sql`not u.active and not ${lockedSql}`;
    case 'throttled':
      return sql`u.active and not ${lockedSql} and ${isThrottled}`;
    case 'active':
      return sql`u.active and not ${lockedSql} and not ${isThrottled}`;
  }
}
