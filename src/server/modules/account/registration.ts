/**
 * Registration and e-mail activation (SPEC §4 "Registration", §7; issue "Accounts" §2): the server
 * password rule, the blocklist, one account per e-mail, an activation link valid 48 h and usable once,
 * and a resend that answers alike whether or not the account exists.
 *
 * No account enumeration (OWASP ASVS 5.0 6.3.8; ADR 0010): a registration with the e-mail of an
 * existing account answers exactly like a new one; the mailbox gets the activation link again (account
 * waiting for activation) or a notice with links to sign in and to reset the password (any other
 * account). Every path hashes the password, claims a mail slot and queues one mail after the answer.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { ACTIVATION_RESEND_INTERVAL_MS, ACTIVATION_TTL_MS } from '../../../shared/constants/account';
import type { RegisterBody, ResendActivationBody } from '../../../shared/contract/account';
import { idSchema } from '../../../shared/contract/common';
import { accountMessages, passwordMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { newOpaqueToken, sha256Hex } from '../../secrets';
import { webLink, type AccountContext } from './context';
import { AccountError } from './errors';
import { claimMail } from './mail-quota';
import { activationMail, registerExistingMail } from './mail-templates';
import { hashPassword } from './password-hash';
import { passwordProblem } from './password-policy';
import {
  consumeToken,
  findActivationToken,
  insertToken,
  lastTokenIssuedAt,
  retireTokens,
} from './queries/tokens';
import {
  findUserByEmail,
  findUserById,
  insertAccount,
  isEmailLocked,
  isUniqueViolation,
  updateAccount,
  type AccountRow,
} from './queries/users';

/**
 * Stores a new activation token for `userId` (older ones stop working), or with `userId` null a decoy
 * that no link carries (registration with a taken e-mail: the same database work as a real one,
 * ADR 0010; deleted with the expired tokens).
 * @returns the secret token for the link (only its hash is stored)
 */
async function issueActivation(db: Database, userId: string | null, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await retireTokens(db, userId ?? randomUUID(), 'activation', now);
  await insertToken(db, {
    userId,
    kind: 'activation',
    tokenHash: sha256Hex(token),
    now,
    expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
  });
  return token;
}

/** Mails the activation link `${PUBLIC_URL}/activation/{userId}/{secretToken}` (SPEC §2 route). */
function mailActivation(ctx: AccountContext, account: AccountRow, token: string): void {
  ctx.mailer.sendLater(() =>
    activationMail(account, webLink(ctx.config, `/activation/${account.id}/${token}`)),
  );
}

/** True for an account still waiting for its activation (registered with a password, never activated). */
const isPending = (account: AccountRow): boolean => !account.active && !!account.passwordHash;

/**
 * Answers a registration with the e-mail of `existing`, which is not changed: a pending account gets a
 * new activation link, any other the notice "someone tried to register" (both within the mailbox cap).
 * Otherwise a decoy activation token is stored, so that every path writes alike (ADR 0010) and the
 * links already mailed stay valid.
 */
async function registerExisting(ctx: AccountContext, existing: AccountRow, now: Date): Promise<void> {
  const allowed = await claimMail(ctx, existing.email.toLowerCase(), now);
  ctx.log.info(
    { userId: existing.id, mailed: allowed },
    'registration with the e-mail of an existing account',
  );
  const activate = allowed && isPending(existing);
  const token = await ctx.db.transaction((tx) => issueActivation(tx, activate ? existing.id : null, now));
  if (!allowed) return;
  if (activate) return mailActivation(ctx, existing, token);
  const links = { login: webLink(ctx.config, '/login'), reset: webLink(ctx.config, '/resetpassword') };
  ctx.mailer.sendLater(() => registerExistingMail(existing, links));
}

/**
 * `POST /api/service/register`: creates an inactive account (a partner also gets its partner profile)
 * and mails its activation link; for an e-mail that already has an account, see
 * {@link registerExisting}. The caller answers the same `created: true` in every case.
 * @throws AppError VALIDATION (`fields.password`) for a common password; AccountError FORBIDDEN
 *   (`created: false`) for an e-mail on the administrators' blocklist
 */
export async function register(ctx: AccountContext, body: RegisterBody): Promise<void> {
  const problem = passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION', problem, { password: problem });
  if (await isEmailLocked(ctx.db, body.username)) {
    throw new AccountError('FORBIDDEN', accountMessages.emailLocked, { created: false });
  }
  // Hashed before the lookup so that new and existing e-mails cost the same (ADR 0010).
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const existing = await findUserByEmail(ctx.db, body.username);
  if (existing) return registerExisting(ctx, existing, now);

  let created: { account: AccountRow; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        name: body.name,
        email: body.username,
        passwordHash,
        type: body.type,
        active: false,
        latitude: body.latitude,
        longitude: body.longitude,
      });
      return { account, token: await issueActivation(tx, account.id, now) };
    });
  } catch (error) {
    // A concurrent registration of the same e-mail won: answer as for an existing account.
    const raced = isUniqueViolation(error) ? await findUserByEmail(ctx.db, body.username) : undefined;
    if (!raced) throw error;
    return registerExisting(ctx, raced, now);
  }
  if (await claimMail(ctx, body.username, now)) mailActivation(ctx, created.account, created.token);
}

/**
 * Activates the account of an activation link (once).
 * @returns the Spanish success text ({@link passwordMessages.activated})
 * @throws AccountError NOT_FOUND `invalid` (unknown user or token), CONFLICT `used` (used, or the
 *   account is already active), VALIDATION `expired` (older than 48 h), FORBIDDEN for an e-mail on
 *   the blocklist; each with `activated: false`
 */
export async function activate(ctx: AccountContext, userId: string, secretToken: string): Promise<string> {
  const fail = (code: 'NOT_FOUND' | 'CONFLICT' | 'VALIDATION', reason: 'invalid' | 'used' | 'expired') => {
    const message = {
      invalid: accountMessages.activationInvalid,
      used: accountMessages.activationUsed,
      expired: accountMessages.activationExpired,
    }[reason];
    return new AccountError(code, message, { activated: false, reason });
  };
  if (!idSchema.safeParse(userId).success || secretToken.length < 6) throw fail('NOT_FOUND', 'invalid');
  const token = await findActivationToken(ctx.db, userId, sha256Hex(secretToken));
  if (!token) throw fail('NOT_FOUND', 'invalid');
  const account = await findUserById(ctx.db, userId);
  if (!account) throw fail('NOT_FOUND', 'invalid');
  const now = new Date();
  if (token.usedAt || account.active) throw fail('CONFLICT', 'used');
  if (token.expiresAt <= now) throw fail('VALIDATION', 'expired');
  if (await isEmailLocked(ctx.db, account.email.toLowerCase())) {
    throw new AccountError('FORBIDDEN', accountMessages.emailLocked, { activated: false });
  }

  const won = await ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, token.id, now))) return false;
    await updateAccount(tx, userId, { active: true });
    await retireTokens(tx, userId, 'activation', now);
    return true;
  });
  if (!won) throw fail('CONFLICT', 'used');
  ctx.log.info({ userId }, 'account activated');
  return passwordMessages.activated;
}

/**
 * Mails a new activation link when the account (by id or e-mail) exists, is inactive, its e-mail is
 * not locked, no link went out in the last minute and its mailbox is under the hourly cap
 * (./mail-quota.ts). Answers nothing either way (no enumeration). A skipped mail leaves the links
 * already sent valid.
 */
export async function resendActivation(ctx: AccountContext, body: ResendActivationBody): Promise<void> {
  const account = body.userId
    ? await findUserById(ctx.db, body.userId)
    : await findUserByEmail(ctx.db, body.username ?? '');
  if (!account || !isPending(account)) return;
  const email = account.email.toLowerCase();
  if (await isEmailLocked(ctx.db, email)) return;
  const now = new Date();
  const last = await lastTokenIssuedAt(ctx.db, account.id, 'activation');
  if (last && now.getTime() - last.getTime() < ACTIVATION_RESEND_INTERVAL_MS) return;
  if (!(await claimMail(ctx, email, now))) return;
  mailActivation(ctx, account, await ctx.db.transaction((tx) => issueActivation(tx, account.id, now)));
}
