/**
 * SQL of the list of deleted accounts (`GET /api/admin/allusers?state=deleted`; ADR 0018): their
 * tombstones (`account_tombstones`, written by trigger when a `users` row is deleted), which keep the
 * id, type and instants of creation and deletion and nothing personal. Knows nothing of HTTP.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, type SortOrder } from '../../../../shared/constants/admin';
import type { UserType } from '../../../../shared/contract/users';
import type { Database } from '../../../db/client';
import type { TombstoneRow } from './accounts';
import { rows, isoSql } from '../../../db/sql';

/** Filters and order of the list of tombstones (by creation: nothing else is left to sort on). */
export interface TombstoneWhere {
  type?: UserType | undefined;
  order: SortOrder;
  limit: number;
  offset: number;
}

const filterOf = (where: Pick<TombstoneWhere, 'type'>): SQL =>
  where.type ? sql`t.type = ${where.type}` : sql`true`;

/** The number of tombstones of `where.type` (every type without), exact up to {@link ADMIN_COUNT_CAP}. */
export async function countTombstones(db: Database, where: Pick<TombstoneWhere, 'type'>): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from account_tombstones t where ${filterOf(where)}
          limit ${ADMIN_COUNT_CAP + 1}) c`,
  );
  return row?.n ?? 0;
}

/** One page of tombstones by creation (then id) in `where.order`. */
export function selectTombstonePage(db: Database, where: TombstoneWhere): Promise<TombstoneRow[]> {
  const dir = sql.raw(where.order === 'asc' ? 'asc' : 'desc');
  return rows<TombstoneRow>(
    db,
    sql`select t.user_id as id, t.type, ${isoSql(sql`t.created_at`)} as "createdAt",
               ${isoSql(sql`t.deleted_at`)} as "deletedAt"
          from account_tombstones t where ${filterOf(where)}
         order by t.created_at ${dir}, t.user_id ${dir} limit ${where.limit} offset ${where.offset}`,
  );
}
