/**
 * The administrators' account calls (SPEC §1, §7 `GET /api/admin/allusers`, `/allpartners`,
 * `/userId/{id}`; ADR 0018): paged, searchable, sortable lists of accounts and partners with their state,
 * and one account in full. Health data is never read here (Ley 25.326 art. 7: sensitive data only for the
 * member and the gyms the member shares it with, ADR 0016).
 * @module
 */
import type {
  AccountListQuery,
  AccountListResponse,
  AdminAccount,
  AdminAccountDetail,
  PartnerListQuery,
  PartnerListResponse,
} from '../../../../shared/contract/admin';
import { ADMIN_COUNT_CAP } from '../../../../shared/constants/admin';
import { toDecimal } from '../../../../shared/domain/decimal';
import { accountMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { iso, isoOrNull, offsetOf, pageFields } from '../../paging';
import {
  type AccountListRow,
  countAccounts,
  foldPattern,
  selectAccountDetail,
  selectAccountPage,
  selectPartnerPage,
  selectTombstone,
} from '../queries/accounts';
import { countTombstones, selectTombstonePage } from '../queries/tombstones';
import { toThrottled } from './throttled';
import { listThrottledAccounts, ATTACK_RULE } from '../../account/index';

const toAccount = (row: AccountListRow): AdminAccount => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  type: row.type,
  state: row.state,
  createdAt: iso(row.createdAt),
  lastSignInAt: isoOrNull(row.lastSignInAt),
});

/**
 * The filters of a list of live accounts. The "throttled now" e-mails are read first, at `now`, only
 * when the state filter needs them (`active`, `throttled`; `stateFilterSql`).
 */
const whereOf = async (
  db: Database,
  query: PartnerListQuery & { type?: AccountListQuery['type'] },
  now: Date,
) => ({
  q: query.q ? await foldPattern(db, query.q) : undefined,
  type: query.type,
  state: query.state,
  throttled:
    query.state === 'active' || query.state === 'throttled'
      ? (await listThrottledAccounts(db, now, ATTACK_RULE)).map((t) => t.email)
      : undefined,
  sort: query.sort,
  order: query.order,
  limit: query.limit,
  offset: offsetOf(query),
});

/**
 * One page of deleted accounts (`state=deleted`): their tombstones, by creation in `query.order`, with
 * no name, e-mail nor sign-in; a search matches none of them.
 */
async function listDeletedAccounts(db: Database, query: AccountListQuery): Promise<AccountListResponse> {
  if (query.q) return { users: [], ...pageFields(0, query, true) };
  const where = { type: query.type, order: query.order, limit: query.limit, offset: offsetOf(query) };
  const [total, page] = await Promise.all([countTombstones(db, where), selectTombstonePage(db, where)]);
  return {
    users: page.map((tomb) => ({
      _id: tomb.id,
      name: null,
      email: null,
      type: tomb.type,
      state: 'deleted' as const,
      createdAt: iso(tomb.createdAt),
      lastSignInAt: null,
    })),
    ...pageFields(total, query, true),
  };
}

/**
 * One page of accounts (every type, or `query.type`; one state, or `query.state`) matching `query`.
 * Call as an administrator.
 */
export async function listAccounts(
  db: Database,
  query: AccountListQuery,
  now: Date = new Date(),
): Promise<AccountListResponse> {
  if (query.state === 'deleted') return listDeletedAccounts(db, query);
  const where = await whereOf(db, { ...query, state: query.state }, now);
  const total = await countAccounts(db, where);
  const page = await selectAccountPage(db, where, now, total > ADMIN_COUNT_CAP);
  return { users: page.map(toAccount), ...pageFields(total, query, true) };
}

/** One page of partners matching `query`, with plan, gyms and balance due. Call as an administrator. */
export async function listPartners(
  db: Database,
  query: PartnerListQuery,
  now: Date = new Date(),
): Promise<PartnerListResponse> {
  const where = { ...(await whereOf(db, query, now)), type: 'partner' as const };
  const total = await countAccounts(db, where);
  const page = await selectPartnerPage(db, where, now, total > ADMIN_COUNT_CAP);
  return {
    partners: page.map((row) => ({
      ...toAccount(row),
      plan: row.plan,
      gyms: row.gyms,
      balance: toDecimal(row.balance),
      currency: row.currency,
    })),
    ...pageFields(total, query, true),
  };
}

/**
 * Account `id` in full for administration; a deleted account answers its tombstone (state `deleted`, no
 * name nor e-mail). Call as an administrator.
 * @throws AppError NOT_FOUND ({@link accountMessages.userNotFound}) for an id that never was an account
 */
export async function readAccountForAdmin(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<AdminAccountDetail> {
  const row = await selectAccountDetail(db, id, now);
  if (!row) {
    const tomb = await selectTombstone(db, id);
    if (!tomb) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
    return {
      _id: tomb.id,
      name: null,
      email: null,
      type: tomb.type,
      state: 'deleted',
      active: false,
      createdAt: iso(tomb.createdAt),
      updatedAt: null,
      lastSignInAt: null,
      deletedAt: iso(tomb.deletedAt),
      activeSessions: 0,
      lock: null,
      throttle: null,
      partner: null,
      member: null,
    };
  }
  const throttle =
    row.state === 'throttled'
      ? (await listThrottledAccounts(db, now, ATTACK_RULE)).find((t) => t.email === row.email.toLowerCase())
      : undefined;
  return {
    ...toAccount(row),
    active: row.active,
    updatedAt: iso(row.updatedAt),
    deletedAt: null,
    activeSessions: row.activeSessions,
    lock:
      row.lockCreatedAt === null
        ? null
        : {
            email: row.email.toLowerCase(),
            reason: row.lockReason,
            createdAt: iso(row.lockCreatedAt),
            createdBy: row.lockById && row.lockByEmail ? { _id: row.lockById, email: row.lockByEmail } : null,
          },
    throttle: throttle ? toThrottled(throttle) : null,
    partner:
      row.plan === null
        ? null
        : {
            plan: row.plan,
            gyms: row.gyms,
            publishedGyms: row.publishedGyms,
            lockHeldGyms: row.lockHeldGyms,
            balance: toDecimal(row.balance ?? '0.00'),
            currency: row.currency,
          },
    member:
      row.type === 'user'
        ? { marketingOptIn: row.marketingOptIn ?? false, marketingOptInAt: isoOrNull(row.marketingOptInAt) }
        : null,
  };
}
