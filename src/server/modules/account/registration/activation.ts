/**
 * Activation from a mailed link (SPEC §2 `/activation/{userId}/{secretToken}`, §5 "Activation";
 * ADR 0021): the registration whose link is used is the one that counts. Using an open link sets on
 * the account exactly what that registration asked for (password, name, type, location) and closes
 * every other registration of the account. A link that does not activate answers the true state it
 * is in, each with its own status and text ({@link activationLinkMessages}).
 * @module
 */
import type { ActivationFailureReason } from '../../../../shared/contract/account';
import { idSchema } from '../../../../shared/contract/common';
import { activationLinkMessages, passwordMessages } from '../../../../shared/messages';
import type { ErrorCode } from '../../../app-error';
import { inTransaction } from '../../../db/transaction';
import { sha256Hex } from '../../../secrets';
import type { AccountContext } from '../context';
import { AccountError } from '../errors';
import {
  findRegistrationByLink,
  lockRegistration,
  markRegistrationUsed,
  supersedeRegistrations,
  type RegistrationRow,
} from '../queries/registrations';
import { activateAccount, isEmailLocked, lockUser, type AccountRow } from '../queries/users';

/** Wire code (and so status) of each refusal: 404, 400, 422, 409, 410, 403. */
const CODE_OF: Record<ActivationFailureReason, ErrorCode> = {
  invalid: 'NOT_FOUND',
  expired: 'VALIDATION',
  superseded: 'SUPERSEDED',
  used: 'CONFLICT',
  deleted: 'GONE',
  locked: 'FORBIDDEN',
};

/** The refusal for `reason`: its code, its text, and the body flags `activated: false` and `reason`. */
export const activationRefusal = (reason: ActivationFailureReason): AccountError =>
  new AccountError(CODE_OF[reason], activationLinkMessages[reason], { activated: false, reason });

/**
 * The state a link is in for its account at `now`, in the order a person needs to hear it: the
 * account is gone, or already active (whatever link this is); then this link was replaced or used,
 * has lapsed, or never carried a registration (a decoy).
 * @returns `open` when the link can activate the account
 */
export function linkState(
  account: Pick<AccountRow, 'active'> | undefined,
  link: Pick<RegistrationRow, 'usedAt' | 'supersededAt' | 'expiresAt' | 'details'>,
  now: Date,
): Exclude<ActivationFailureReason, 'locked'> | 'open' {
  if (!account) return 'deleted';
  if (account.active) return 'used';
  if (link.usedAt || link.supersededAt) return 'superseded';
  if (link.expiresAt <= now) return 'expired';
  if (!link.details) return 'invalid';
  return 'open';
}

/**
 * `GET /api/service/activation/{userId}/{secretToken}`: activates the account with the registration
 * of the link, once. The account row and the link's row are locked while the state is read and
 * changed, so concurrent activations (or a registration and an activation) are applied one at a
 * time; the work is retried once when the database abandons it under contention.
 * @returns the Spanish success text ({@link passwordMessages.activated}, SPEC §2)
 * @throws AccountError (body `activated: false`, `reason`): `invalid` 404 for a malformed or unknown
 *   link, `expired` 400, `superseded` 422, `used` 409 (account active), `deleted` 410 (account deleted),
 *   `locked` 403 (e-mail on the blocklist); see {@link activationRefusal}
 */
export async function activate(ctx: AccountContext, userId: string, secretToken: string): Promise<string> {
  if (!idSchema.safeParse(userId).success || secretToken.length < 6) throw activationRefusal('invalid');
  const link = await findRegistrationByLink(ctx.db, userId, sha256Hex(secretToken));
  if (!link) throw activationRefusal('invalid');
  const now = new Date();
  const outcome = await inTransaction(
    ctx.db,
    async (tx): Promise<ActivationFailureReason | 'activated'> => {
      const account = await lockUser(tx, userId);
      const row = (await lockRegistration(tx, link.id)) ?? link;
      const state = linkState(account, row, now);
      if (state !== 'open' || !account || !row.details) return state === 'open' ? 'invalid' : state;
      if (await isEmailLocked(tx, account.email.toLowerCase())) return 'locked';
      await markRegistrationUsed(tx, row.id, now);
      const { passwordHash, name, type, latitude, longitude } = row.details;
      await activateAccount(tx, userId, { passwordHash, name, type, latitude, longitude });
      await supersedeRegistrations(tx, userId, now, row.id);
      return 'activated';
    },
    {
      idempotent: true,
      onRetry: (code) => ctx.log.warn({ code }, 'activation retried after the database gave up'),
    },
  );
  if (outcome !== 'activated') {
    ctx.log.info({ userId, reason: outcome }, 'activation link refused');
    throw activationRefusal(outcome);
  }
  ctx.log.info({ userId }, 'account activated');
  return passwordMessages.activated;
}
