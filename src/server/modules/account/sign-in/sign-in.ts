/**
 * Sign-in rules (SPEC §4 "Login"; ADR 0005, 0010, 0021; OWASP ASVS 2.2.1, 3.2.1): password sign-in
 * with one answer for a wrong e-mail and a wrong password (and the same argon2 work for both), a soft
 * lockout after 5 failures for 15 minutes per account and source (./sign-in-throttle.ts, ADR 0010),
 * no session for an inactive account; and Google sign-in,
 * which finds, links or creates the account. Starting the session is the route's job.
 * @module
 */
import { NAME_MAX_LENGTH } from '../../../../shared/constants/account';
import type { LoginBody } from '../../../../shared/contract/account';
import { accountMessages, loginMessages } from '../../../../shared/messages';
import { inTransaction } from '../../../db/transaction';
import { namedLocale } from '../../../plugins/locale';
import type { AccountContext } from '../context';
import { AccountError } from '../errors';
import type { GoogleIdentity } from './google';
import { checkPassword } from './sign-in-throttle';
import { supersedeRegistrations } from '../queries/registrations';
import {
  findIdentityUser,
  findUserByEmail,
  findUserById,
  insertAccount,
  isEmailLocked,
  linkIdentity,
  type AccountRow,
} from '../queries/users';
import { activateWithNewestRegistration, waitingAsRegistered } from './waiting-accounts';
import { isUniqueViolation } from '../../../db/sql-state';

/**
 * Password sign-in from `source` (the client address key, `./source-address.ts`). An account waiting
 * for activation is checked against the password of its newest registration (ADR 0021): the right one
 * is told the account is inactive (SPEC §4), any other gets the same 401 as a wrong password.
 * @returns the active account to start a session for
 * @throws AccountError UNAUTHORIZED (same for unknown e-mail and wrong password); with the right
 *   password only: FORBIDDEN for an e-mail on the blocklist, FORBIDDEN `active: false`
 *   ({@link loginMessages.inactive}) for an inactive account; TOO_MANY_REQUESTS when this source is
 *   locked for the account or for every account (ADR 0010)
 */
export async function signIn(ctx: AccountContext, body: LoginBody, source: string): Promise<AccountRow> {
  const account = await waitingAsRegistered(ctx.db, await findUserByEmail(ctx.db, body.username));
  const badCredentials = () =>
    new AccountError('UNAUTHORIZED', accountMessages.badCredentials, { login: false });
  const row = await checkPassword(ctx, body.username, source, account, body.password, badCredentials);
  if (await isEmailLocked(ctx.db, body.username)) {
    throw new AccountError('FORBIDDEN', accountMessages.emailLocked, { login: false });
  }
  if (!row.active) {
    throw new AccountError('FORBIDDEN', loginMessages.inactive, { login: false, active: false });
  }
  return row;
}

/** Name of a new Google account: the token's name, else the e-mail's local part; at most 100 characters. */
function googleName(identity: GoogleIdentity): string {
  const name = identity.name ?? identity.email.split('@')[0] ?? identity.email;
  return name.slice(0, NAME_MAX_LENGTH);
}

/**
 * Google sign-in with a verified identity: the account linked to the Google `sub`, else the account
 * of the verified e-mail (then linked), else a new active `user` account without a password.
 *
 * An inactive account found by e-mail is activated (Google proved the mailbox) and its password is
 * cleared: it was set by whoever registered the address without proving it (pre-hijacking defence).
 * @throws AccountError FORBIDDEN when the e-mail is locked
 */
export async function googleSignIn(ctx: AccountContext, identity: GoogleIdentity): Promise<AccountRow> {
  if (await isEmailLocked(ctx.db, identity.email)) {
    throw new AccountError('FORBIDDEN', accountMessages.emailLocked, { login: false });
  }
  const linkedId = await findIdentityUser(ctx.db, 'google', identity.subject);
  const linked = linkedId ? await findUserById(ctx.db, linkedId) : undefined;
  if (linked) return linked.active ? linked : activateFromGoogle(ctx, linked);

  const existing = await findUserByEmail(ctx.db, identity.email);
  if (existing) {
    await linkIdentity(ctx.db, 'google', identity.subject, existing.id);
    return existing.active ? existing : activateFromGoogle(ctx, existing);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        name: googleName(identity),
        email: identity.email,
        passwordHash: null,
        type: 'user',
        active: true,
        // Signing up with Google is a registration: its language becomes the account's (ADR 0055).
        locale: namedLocale() ?? undefined,
      });
      await linkIdentity(tx, 'google', identity.subject, account.id);
      return account;
    });
  } catch (error) {
    // A concurrent sign-in created it first: use that one.
    const raced = isUniqueViolation(error) ? await findUserByEmail(ctx.db, identity.email) : undefined;
    if (!raced) throw error;
    await linkIdentity(ctx.db, 'google', identity.subject, raced.id);
    return raced;
  }
}

/**
 * Activates an account waiting for activation because Google proved its mailbox: no password (the
 * ones its registrations chose were set by whoever registered, unproven), the name, type and location
 * of its newest registration (ADR 0021), every registration closed.
 * @returns the account as it is now
 */
async function activateFromGoogle(ctx: AccountContext, account: AccountRow): Promise<AccountRow> {
  const now = new Date();
  const activated = await inTransaction(
    ctx.db,
    async (tx) => {
      const change = await activateWithNewestRegistration(tx, account, null);
      await supersedeRegistrations(tx, account.id, now);
      return change;
    },
    { idempotent: true },
  );
  ctx.log.info({ userId: account.id }, 'inactive account activated by Google sign-in');
  return { ...account, ...activated, active: true };
}
