/**
 * SQL of the marketing list (`GET /api/service/allusers`; ADR 0018): members (type `user`) whose profile
 * has `marketing_opt_in` on, active and not locked, newest opt-in first (partial index
 * `member_profiles_marketing_idx`). Opting out takes a member off at once: the list is read live.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { lockedSql } from './state';
import { rows, isoSql } from '../../../db/sql';

/** A member of the list. */
export interface MarketingRow {
  id: string;
  name: string;
  email: string;
  optInAt: string;
}

const FROM = sql`from member_profiles mp join users u on u.id = mp.user_id
  where mp.marketing_opt_in and u.type = 'user' and u.active and not ${lockedSql}`;
const COLUMNS = sql`u.id, u.name, u.email, ${isoSql(sql`mp.marketing_opt_in_at`)} as "optInAt"`;

/** One page of the list and how many are on it. */
export async function selectMarketingPage(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ rows: MarketingRow[]; total: number }> {
  const [list, [count]] = await Promise.all([
    rows<MarketingRow>(
      db,
      sql`select ${COLUMNS} ${FROM}
           order by mp.marketing_opt_in_at desc, mp.user_id desc limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM}`),
  ]);
  return { rows: list, total: count?.n ?? 0 };
}

/**
 * The `limit` members after `after` (the last row of the previous batch) in the list's order: the CSV
 * export reads the whole list in keyset batches.
 */
export function selectMarketingBatch(
  db: Database,
  after: { optInAt: string; id: string } | undefined,
  limit: number,
): Promise<MarketingRow[]> {
  const keyset: SQL = after
    ? sql` and (mp.marketing_opt_in_at, mp.user_id) < (${after.optInAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rows<MarketingRow>(
    db,
    sql`select ${COLUMNS} ${FROM}${keyset}
         order by mp.marketing_opt_in_at desc, mp.user_id desc limit ${limit}`,
  );
}
