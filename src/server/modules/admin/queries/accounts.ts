/**
 * SQL of the administrators' account lists and account detail (ADR 0018). A page is found on `users`
 * alone (filter, order, limit, offset: an index walk on the sort key, or the trigram index
 * `users_search_trgm` for a search), then its rows get their state and, for partners, plan, gyms and
 * balance. The count stops at {@link ADMIN_COUNT_CAP} + 1 rows, so a million accounts never cost a
 * full count. Every statement runs as a named prepared statement on PostgreSQL (ADR 0014).
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AccountSortKey, LiveAccountState, SortOrder } from '../../../../shared/constants/admin';
import { ADMIN_COUNT_CAP } from '../../../../shared/constants/admin';
import type { UserType } from '../../../../shared/contract/users';
import type { Database } from '../../../db/client';
import { accountStateSql, stateFilterSql } from './state';
import { foldedContains, rows, isoSql } from '../../../db/sql';
import { DEFAULT_CURRENCY, type Currency } from '../../../../shared/domain/currency';
import { currencyOfCountrySql, partnerDueSql } from '../../sales/index';

/** A partner's own currency, its country's (`pa`: its `partners` row; ADR 0053): its balance's. */
const OWN_CURRENCY = sql`coalesce(${currencyOfCountrySql(sql`pa.country`)}, ${DEFAULT_CURRENCY}::text)`;

/**
 * Filters and order of a list; `q` is a pattern of {@link foldPattern}; with `state`, `throttled` holds
 * the lower-case e-mails throttled by failed sign-ins now (see `stateFilterSql`).
 */
export interface AccountListWhere {
  q?: string | undefined;
  type?: UserType | undefined;
  state?: LiveAccountState | undefined;
  throttled?: readonly string[] | undefined;
  sort: AccountSortKey;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** An account row of a list (instants as text from the database). */
export interface AccountListRow {
  id: string;
  name: string;
  email: string;
  type: UserType;
  state: 'pending' | 'active' | 'locked' | 'throttled';
  createdAt: string;
  lastSignInAt: string | null;
}

/** A partner row: the account plus plan, gyms and balance (text, in `currency`, the partner's own). */
export interface PartnerListRow extends AccountListRow {
  plan: string;
  gyms: number;
  balance: string;
  currency: Currency;
}

/** The filtering part of {@link AccountListWhere}. */
type AccountFilter = Pick<AccountListWhere, 'q' | 'type' | 'state' | 'throttled'>;

/** Sort expressions (whitelist: nothing from the request reaches the SQL text but these). */
const SORT_COLUMNS: Record<AccountSortKey, SQL> = {
  createdAt: sql`u.created_at`,
  name: sql`u.name`,
  email: sql`lower(u.email)`,
  lastSignInAt: sql`u.last_sign_in_at`,
};

/** `order by` of a list; a missing last sign-in counts as the oldest (index `users_last_sign_in_idx`). */
function orderBy(where: Pick<AccountListWhere, 'sort' | 'order'>): SQL {
  const dir = where.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const nulls =
    where.sort === 'lastSignInAt' ? sql.raw(where.order === 'asc' ? ' nulls first' : ' nulls last') : sql``;
  return sql`${SORT_COLUMNS[where.sort]} ${dir}${nulls}, u.id ${dir}`;
}

/**
 * `%<q>%` folded and escaped (backslash, LIKE's default escape) as a scalar subquery, computed once per
 * execution (an init plan). For small tables; the account lists use {@link foldPattern}.
 */
export const containsPattern = (q: string): SQL => sql`(select ${foldedContains(q)})`;

/**
 * `%<q>%` folded and escaped, computed by the database (unaccent lives there) and then sent to the list
 * statements as a plain parameter: the planner of a custom plan sees the pattern itself and estimates its
 * matches, and no plan evaluates the folding again for every row it reads (ADR 0018).
 */
export async function foldPattern(db: Database, q: string): Promise<string> {
  const [row] = await rows<{ p: string }>(db, sql`select ${foldedContains(q)} as p`);
  return row?.p ?? '%';
}

/**
 * The filter of a list on `users u`. With `common` (the search matches more than the count cap), the
 * search is written so that the trigram index cannot serve it: the page is then found by walking the
 * sort key's index and filtering, which stops after a few pages' worth of rows when matches are dense,
 * instead of reading and sorting every match (ADR 0018). Rare fragments read the trigram index.
 */
function filterOf(where: AccountFilter, common = false): SQL {
  const parts: SQL[] = [sql`true`];
  if (where.type) parts.push(sql`u.type = ${where.type}`);
  if (where.state) parts.push(stateFilterSql(where.state, where.throttled ?? []));
  if (where.q) {
    const column = common ? sql`(u.search_text || '')` : sql`u.search_text`;
    parts.push(sql`${column} like ${where.q}`);
  }
  return sql.join(parts, sql` and `);
}

/** The number of matching accounts, exact up to {@link ADMIN_COUNT_CAP}, else the cap + 1. */
export async function countAccounts(db: Database, where: AccountFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from users u where ${filterOf(where)}
          limit ${ADMIN_COUNT_CAP + 1}) c`,
  );
  return row?.n ?? 0;
}

const ACCOUNT_COLUMNS = (
  now: Date,
): SQL => sql`u.id, u.name, u.email, u.type, ${accountStateSql(now)} as state,
  ${isoSql(sql`u.created_at`)} as "createdAt", ${isoSql(sql`u.last_sign_in_at`)} as "lastSignInAt"`;

/**
 * One page of accounts (see module doc); `common` when the search matched more than the count cap
 * ({@link countAccounts}).
 */
export function selectAccountPage(
  db: Database,
  where: AccountListWhere,
  now: Date,
  common = false,
): Promise<AccountListRow[]> {
  return rows<AccountListRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS(now)}
          from (select u.id from users u where ${filterOf(where, common)}
                 order by ${orderBy(where)} limit ${where.limit} offset ${where.offset}) p
          join users u on u.id = p.id
         order by ${orderBy(where)}`,
  );
}

/** One page of partners with plan, number of gyms and balance due (see {@link selectAccountPage}). */
export function selectPartnerPage(
  db: Database,
  where: AccountListWhere,
  now: Date,
  common = false,
): Promise<PartnerListRow[]> {
  return rows<PartnerListRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS(now)}, coalesce(pa.plan_code, 'free') as plan,
               (select count(*)::int from gyms g where g.owner_id = u.id) as gyms,
               ${partnerDueSql(sql`u.id`, OWN_CURRENCY)} as balance, ${OWN_CURRENCY} as currency
          from (select u.id from users u where ${filterOf({ ...where, type: 'partner' }, common)}
                 order by ${orderBy(where)} limit ${where.limit} offset ${where.offset}) p
          join users u on u.id = p.id
          left join partners pa on pa.user_id = u.id
         order by ${orderBy(where)}`,
  );
}

/** Everything the administrators' detail shows of an existing account. */
export interface AccountDetailRow extends AccountListRow {
  active: boolean;
  updatedAt: string;
  activeSessions: number;
  lockReason: string | null;
  lockCreatedAt: string | null;
  lockById: string | null;
  lockByEmail: string | null;
  plan: string | null;
  gyms: number;
  publishedGyms: number;
  lockHeldGyms: number;
  balance: string | null;
  currency: Currency;
  marketingOptIn: boolean | null;
  marketingOptInAt: string | null;
}

/** The account `id` for the detail, or undefined. Never reads health data. */
export async function selectAccountDetail(
  db: Database,
  id: string,
  now: Date,
): Promise<AccountDetailRow | undefined> {
  const [row] = await rows<AccountDetailRow>(
    db,
    sql`select ${ACCOUNT_COLUMNS(now)}, u.active, ${isoSql(sql`u.updated_at`)} as "updatedAt",
               (select count(*)::int from sessions s where s.user_id = u.id and s.expires_at > ${now.toISOString()}::timestamptz)
                 as "activeSessions",
               le.reason as "lockReason", ${isoSql(sql`le.created_at`)} as "lockCreatedAt",
               le.created_by as "lockById", lb.email as "lockByEmail",
               pa.plan_code as plan,
               (select count(*)::int from gyms g where g.owner_id = u.id) as gyms,
               (select count(*)::int from gyms g where g.owner_id = u.id and g.gym_active) as "publishedGyms",
               (select count(*)::int from gyms g where g.owner_id = u.id and g.lock_held_at is not null)
                 as "lockHeldGyms",
               case when pa.user_id is null then null else ${partnerDueSql(sql`u.id`, OWN_CURRENCY)} end as balance,
               ${OWN_CURRENCY} as currency,
               mp.marketing_opt_in as "marketingOptIn", ${isoSql(sql`mp.marketing_opt_in_at`)} as "marketingOptInAt"
          from users u
          left join locked_emails le on le.email = lower(u.email)
          left join users lb on lb.id = le.created_by
          left join partners pa on pa.user_id = u.id
          left join member_profiles mp on mp.user_id = u.id
         where u.id = ${id}::uuid`,
  );
  return row;
}

/** The tombstone of a deleted account. */
export interface TombstoneRow {
  id: string;
  type: UserType;
  createdAt: string;
  deletedAt: string;
}

/** The tombstone of account `id`, or undefined. */
export async function selectTombstone(db: Database, id: string): Promise<TombstoneRow | undefined> {
  const [row] = await rows<TombstoneRow>(
    db,
    sql`select user_id as id, type, ${isoSql(sql`created_at`)} as "createdAt", ${isoSql(sql`deleted_at`)} as "deletedAt"
          from account_tombstones where user_id = ${id}::uuid`,
  );
  return row;
}
