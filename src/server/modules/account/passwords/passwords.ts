/**
 * Password reset, password change and account deletion (SPEC §4, §5, §7; ADR 0005;
 * OWASP ASVS 2.5, 3.3.3, 8.3.2).
 *
 * Reset step 1 answers an opaque request id and does the same work whether or not the e-mail has an
 * account: for an unknown (or locked) e-mail a decoy request is stored whose code was never sent, so
 * step 2 fails alike, tries included (no user enumeration). The code is valid 15 minutes for 5 tries.
 * At most 3 codes per mailbox and hour are mailed (ADR 0010); beyond that a decoy is stored too, so
 * the codes already mailed stay valid.
 * Change and reset end every other session of the account.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { RESET_CODE_LENGTH, RESET_MAX_TRIES, RESET_TTL_MS } from '../../../../shared/constants/account';
import type { DeleteAccountBody, PasswordUpdateBody } from '../../../../shared/contract/account';
import { accountFieldMessages, accountMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import { inTransaction } from '../../../db/transaction';
import type { SessionUser } from '../../../plugins/session';
import { deleteSessionsOfUser } from '../queries/sessions';
import { newOpaqueToken, newTypedCode, normalizeTypedCode, sameDigest, sha256Hex } from '../../../secrets';
import { webLink, type AccountContext } from '../context';
import { resetMail } from '../mail/mail-templates';
import { hashPassword } from '../credentials/password-hash';
import { passwordProblem } from '../credentials/password-policy';
import { claimMail } from '../mail/mail-quota';
import { checkPassword } from '../sign-in/sign-in-throttle';
import { clearAccountThrottles } from '../queries/throttle';
import {
  consumeToken,
  deleteExpiredTokens,
  insertToken,
  retireTokens,
  spendResetTry,
} from '../queries/tokens';
import { supersedeRegistrations } from '../queries/registrations';
import {
  deleteAccount as deleteAccountRow,
  findUserByEmail,
  findUserById,
  isEmailLocked,
  updateAccount,
} from '../queries/users';
import { activateWithNewestRegistration } from '../sign-in/waiting-accounts';

/** Every transaction here only writes to the database: safe to run again (../../db/transaction). */
const idempotent = { idempotent: true } as const;

/** Expired tokens are deleted this long after expiry (kept a while for support questions). */
const TOKEN_RETENTION_MS = 24 * 60 * 60_000;

const validation = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** Refuses a new password that breaks the server rule. @throws AppError VALIDATION (`fields.newPassword`) */
function assertAcceptable(newPassword: string): void {
  const problem = passwordProblem(newPassword);
  if (problem) throw validation('newPassword', problem);
}

/**
 * Reset step 1: stores a reset request and, when `email` has an account that is not on the blocklist
 * and its mailbox is under the hourly cap (./mail-quota.ts), mails its code (earlier requests of the
 * account then stop working). Otherwise stores a decoy request. Always answers a fresh request id.
 */
export async function requestReset(ctx: AccountContext, email: string): Promise<string> {
  const now = new Date();
  const account = await findUserByEmail(ctx.db, email);
  const locked = await isEmailLocked(ctx.db, email);
  const allowed = await claimMail(ctx, email, now);
  const target = account && !locked && allowed ? account : undefined;
  const code = newTypedCode(RESET_CODE_LENGTH);
  const id = randomUUID();
  await inTransaction(
    ctx.db,
    async (tx) => {
      await retireTokens(tx, target?.id ?? randomUUID(), 'reset', now);
      await insertToken(tx, {
        id,
        userId: target?.id ?? null,
        kind: 'reset',
        tokenHash: sha256Hex(target ? code : newOpaqueToken()),
        now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      });
    },
    idempotent,
  );
  await deleteExpiredTokens(ctx.db, new Date(now.getTime() - TOKEN_RETENTION_MS));
  if (target) {
    const link = webLink(ctx.config, `/resetpassword?request=${id}`);
    ctx.mailer.sendLater(() => resetMail(target, code, link));
  }
  return id;
}

/**
 * Reset step 2: sets the new password when the code of request `body.userId` is right. Also
 * activates an account waiting for activation (the mailbox is proven) with the name, type and
 * location of its newest registration (ADR 0021) and closes its registrations, lifts a sign-in lock
 * and ends every session but `current` (when it is the same account's).
 * @throws AppError VALIDATION: the new password's rule (`newPassword`), a wrong code
 *   (`secretToken`, {@link accountMessages.resetCodeInvalid}), an unknown, used, expired or exhausted
 *   request (`secretToken`, {@link accountMessages.resetCodeExpired})
 */
async function resetPassword(
  ctx: AccountContext,
  body: PasswordUpdateBody,
  current: SessionUser | null,
): Promise<string> {
  assertAcceptable(body.newPassword);
  const expired = () => validation('secretToken', accountMessages.resetCodeExpired);
  const now = new Date();
  const request = await spendResetTry(ctx.db, body.userId, now, RESET_MAX_TRIES);
  if (!request) throw expired();
  const given = sha256Hex(normalizeTypedCode(body.secretToken ?? ''));
  if (!request.userId || !sameDigest(given, request.tokenHash)) {
    throw request.tries >= RESET_MAX_TRIES
      ? expired()
      : validation('secretToken', accountMessages.resetCodeInvalid);
  }
  const account = await findUserById(ctx.db, request.userId);
  if (!account) throw expired();
  const passwordHash = await hashPassword(body.newPassword);
  const keep = current?.userId === account.id ? current.sessionId : undefined;
  const done = await inTransaction(
    ctx.db,
    async (tx) => {
      if (!(await consumeToken(tx, request.id, now))) return false;
      if (account.active) await updateAccount(tx, account.id, { passwordHash });
      else await activateWithNewestRegistration(tx, account, passwordHash);
      await supersedeRegistrations(tx, account.id, now);
      await retireTokens(tx, account.id, 'reset', now);
      await deleteSessionsOfUser(tx, account.id, keep);
      await clearAccountThrottles(tx, account.email.toLowerCase());
      return true;
    },
    idempotent,
  );
  if (!done) throw expired();
  ctx.log.info({ userId: account.id }, 'password reset');
  return accountMessages.passwordReset;
}

/**
 * The signed-in account of `session` for a call that checks its password: it must be account `userId`
 * and have a password.
 * @throws AppError FORBIDDEN when `userId` is not the session's, UNAUTHORIZED when the account is gone,
 *   VALIDATION (`password`) for an account without a password
 */
async function ownAccountWithPassword(ctx: AccountContext, session: SessionUser, userId: string) {
  if (session.userId !== userId) throw new AppError('FORBIDDEN', accountMessages.forbidden);
  const account = await findUserById(ctx.db, session.userId);
  if (!account) throw new AppError('UNAUTHORIZED', accountMessages.sessionRequired);
  if (!account.passwordHash) throw validation('password', accountMessages.noPassword);
  return account;
}

/**
 * A call of `POST /api/service/updatepassword` with the caller's session (null: none) and client address
 * key `source` (`./source-address.ts`); the Spanish message string of the answer.
 */
type PasswordUpdate = (
  ctx: AccountContext,
  body: PasswordUpdateBody,
  session: SessionUser | null,
  source: string,
) => Promise<string>;

/**
 * Change with the session and the current password (checked as a sign-in from `source`, ADR 0010);
 * ends every other session.
 * @throws AppError UNAUTHORIZED without a session, FORBIDDEN when `userId` is not the session's,
 *   VALIDATION for the new password's rule, a new password equal to the current one, an account
 *   without a password, or a wrong current password (which counts towards the lockout);
 *   AccountError TOO_MANY_REQUESTS when locked
 */
const changePassword: PasswordUpdate = async (ctx, body, session, source) => {
  if (!session) throw new AppError('UNAUTHORIZED', accountMessages.sessionRequired);
  const account = await ownAccountWithPassword(ctx, session, body.userId);
  assertAcceptable(body.newPassword);
  if (body.newPassword === body.password) throw validation('newPassword', accountFieldMessages.passwordSame);
  const email = account.email.toLowerCase();
  await checkPassword(ctx, email, source, account, body.password ?? '', () =>
    validation('password', accountMessages.wrongCurrentPassword),
  );
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(
    ctx.db,
    async (tx) => {
      await updateAccount(tx, account.id, { passwordHash });
      await deleteSessionsOfUser(tx, account.id, session.sessionId);
    },
    idempotent,
  );
  ctx.log.info({ userId: account.id }, 'password changed');
  return accountMessages.passwordChanged;
};

/**
 * `POST /api/service/updatepassword`: reset when `secretToken` is given, change otherwise.
 * @param source - the client address key (`./source-address.ts`) the current password is counted against
 * @returns the Spanish message string of the answer
 */
export const updatePassword: PasswordUpdate = (ctx, body, session, source) =>
  body.secretToken !== undefined
    ? resetPassword(ctx, body, session)
    : changePassword(ctx, body, session, source);

/**
 * Deletes the signed-in account after checking its password (as a sign-in from `source`, ADR 0010):
 * the user row goes, and with it (cascade)
 * its sessions, tokens, linked identities and partner profile; its gyms are unpublished (kept for sales).
 * @throws AppError FORBIDDEN when `userId` is not the session's, VALIDATION for a wrong password or an
 *   account without one; AccountError TOO_MANY_REQUESTS when locked
 */
export async function deleteAccount(
  ctx: AccountContext,
  body: DeleteAccountBody,
  session: SessionUser,
  source: string,
): Promise<string> {
  const account = await ownAccountWithPassword(ctx, session, body.userId);
  const email = account.email.toLowerCase();
  await checkPassword(ctx, email, source, account, body.password, () =>
    validation('password', accountMessages.wrongPassword),
  );
  await inTransaction(
    ctx.db,
    async (tx) => {
      await deleteAccountRow(tx, account.id);
      await clearAccountThrottles(tx, email, { accountWide: true });
    },
    idempotent,
  );
  ctx.log.info({ userId: account.id }, 'account deleted');
  return accountMessages.accountDeleted;
}
