/**
 * Locking and unlocking accounts (SPEC §1 "locked accounts", §7 `GET /api/admin/lockaccounts`; ADR 0018).
 * A lock puts the e-mail on the administrators' blocklist (`locked_emails`), which sign-in (password and
 * Google), registration, reset and account mail already consult (ADR 0005, 0010); in the same transaction
 * it ends every session of the account, unpublishes a partner's published gyms and writes the audit
 * entry. An unlock reverses it. Administrators cannot be locked, oneself included (403). Refusals throw
 * before anything is written, and the transaction rolls back whatever came before: no audit entry.
 * @module
 */
import type {
  LockBody,
  Lock,
  LockListQuery,
  LockListResponse,
  LockResponse,
  UnlockResponse,
} from '../../../../shared/contract/admin';
import { accountMessages, adminMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import type { SessionUser } from '../../../plugins/session';
import { iso, offsetOf, pageFields } from '../../paging';
import { insertAuditEntry, type NewAuditEntry } from '../../audit/index';
import {
  deleteLock,
  findLock,
  holdGymsOfOwner,
  insertLock,
  releaseGymsOfOwner,
  selectLockPage,
  type LockRow,
} from '../queries/locks';
import { toThrottled } from './throttled';
import {
  findUserByEmail,
  findUserById,
  deleteSessionsOfUser,
  listThrottledAccounts,
  ATTACK_RULE,
} from '../../account/index';
import { lockPartnerByUserId } from '../../partners/index';

const toLock = (row: LockRow): Lock => ({
  email: row.email,
  reason: row.reason,
  createdAt: iso(row.createdAt),
  createdBy:
    row.createdById && row.createdByEmail ? { _id: row.createdById, email: row.createdByEmail } : null,
  account:
    row.accountId && row.accountName && row.accountType
      ? { _id: row.accountId, name: row.accountName, type: row.accountType }
      : null,
});

/** A lock change as the audit records it: the e-mail, its account if any, the state before and after. */
interface LockChange extends Pick<NewAuditEntry, 'before' | 'after'> {
  account: { id: string } | undefined;
  email: string;
}

/**
 * Locks the account `body.userId`, or the e-mail `body.email` (with or without an account), for
 * `body.reason`, as administrator `session`.
 * @throws AppError NOT_FOUND for an unknown `userId`; FORBIDDEN ({@link adminMessages.lockAdmin}) for an
 *   administrator's account, the caller's own included; CONFLICT ({@link adminMessages.alreadyLocked})
 *   when the e-mail is locked already
 */
export async function lockAccount(db: Database, session: SessionUser, body: LockBody): Promise<LockResponse> {
  return db.transaction(async (tx) => {
    const account = body.userId
      ? await findUserById(tx, body.userId)
      : await findUserByEmail(tx, body.email ?? '');
    if (body.userId && !account) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
    if (account?.type === 'admin') throw new AppError('FORBIDDEN', adminMessages.lockAdmin);
    const email = (account?.email ?? body.email ?? '').toLowerCase();
    if (!(await insertLock(tx, { email, reason: body.reason, createdBy: session.userId })))
      throw new AppError('CONFLICT', adminMessages.alreadyLocked);
    let gymsHeld: string[] = [];
    let sessionsEnded = 0;
    if (account) {
      // The partner row lock orders this with the plan job and the gym writes (ADR 0017).
      if (account.type === 'partner') await lockPartnerByUserId(tx, account.id);
      gymsHeld = await holdGymsOfOwner(tx, account.id);
      sessionsEnded = await deleteSessionsOfUser(tx, account.id);
    }
    await auditLockChange(tx, session, 'account.lock', {
      account,
      email,
      before: { email, locked: false, activeSessions: sessionsEnded, publishedGyms: gymsHeld },
      after: { email, locked: true, reason: body.reason, activeSessions: 0, lockHeldGyms: gymsHeld },
    });
    const lock = await findLock(tx, email);
    if (!lock) throw new Error('lock not found after insert');
    return { lock: toLock(lock), sessionsEnded, gymsHeld: gymsHeld.length };
  });
}

/**
 * Writes the audit entry of a lock change of `change.email` by administrator `session`: about
 * `change.account` when the e-mail has one, about the e-mail itself otherwise.
 */
function auditLockChange(
  tx: Database,
  session: SessionUser,
  action: 'account.lock' | 'account.unlock',
  { account, email, ...change }: LockChange,
): Promise<void> {
  return insertAuditEntry(tx, {
    actorId: session.userId,
    action,
    targetType: account ? 'account' : 'email',
    targetId: account?.id ?? email,
    ...change,
  });
}
/**
 * Unlocks `email` (lower-case) as administrator `session`: it may register and sign in again, and the
 * gyms its lock held are published again while the partner's plan allows (ADR 0018).
 * @throws AppError NOT_FOUND ({@link adminMessages.notLocked}) when the e-mail is not locked
 */
export async function unlockAccount(
  db: Database,
  session: SessionUser,
  email: string,
): Promise<UnlockResponse> {
  return db.transaction(async (tx) => {
    const lock = await findLock(tx, email);
    if (!lock || !(await deleteLock(tx, email))) throw new AppError('NOT_FOUND', adminMessages.notLocked);
    const account = await findUserByEmail(tx, email);
    let released = { published: 0, planHeld: 0 };
    if (account) {
      if (account.type === 'partner') await lockPartnerByUserId(tx, account.id);
      released = await releaseGymsOfOwner(tx, account.id);
    }
    await auditLockChange(tx, session, 'account.unlock', {
      account,
      email,
      before: {
        email,
        locked: true,
        reason: lock.reason,
        lockedAt: iso(lock.createdAt),
        lockedBy: lock.createdById,
      },
      after: { email, locked: false, gymsPublished: released.published, gymsPlanHeld: released.planHeld },
    });
    return { email, gymsPublished: released.published, gymsPlanHeld: released.planHeld };
  });
}

/** One page of locks (newest first) and the accounts throttled by failed sign-ins now. */
export async function listLocks(
  db: Database,
  query: LockListQuery,
  now: Date = new Date(),
): Promise<LockListResponse> {
  const [page, throttled] = await Promise.all([
    selectLockPage(db, { q: query.q || undefined, limit: query.limit, offset: offsetOf(query) }),
    listThrottledAccounts(db, now, ATTACK_RULE),
  ]);
  return {
    lockAccounts: page.rows.map(toLock),
    ...pageFields(page.total, query),
    throttled: throttled.map(toThrottled),
  };
}
