/**
 * Password checks guarded against online guessing without letting anyone lock the owner out
 * (ADR 0010; OWASP ASVS 5.0 6.3.1, 6.3.5; OWASP Authentication Cheat Sheet "account lockout"):
 *  - per account e-mail AND source (`./source-address.ts`): 5 failures within 15 min refuse that
 *    source for that account for 15 min (the constants of ADR 0005 and 0010, the Spanish message
 *    {@link accountMessages.locked}); the owner signing in from anywhere else is not affected;
 *  - per source across accounts: 20 failures within 15 min refuse every password check from it for
 *    15 min ({@link accountMessages.rateLimited}, which names no account);
 *  - per account from every source: 100 failures within 24 h mean an attack; then a source gets one
 *    failure per 15 min (none more if it already failed) and the owner is mailed once per episode.
 * Unknown e-mails go through the very same steps (and one argon2 verification), so answers and timing
 * do not tell whether an account exists.
 * @module
 */
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_ATTACK_WINDOW_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_SOURCE_MAX_FAILURES,
  LOGIN_UNDER_ATTACK_MAX_FAILURES,
} from '../../../../shared/constants/account';
import { accountMessages } from '../../../../shared/messages';
import { webLink, type AccountContext } from '../context';
import { AccountError } from '../errors';
import { attackAlertMail } from '../mail/mail-templates';
import { verifyPassword } from '../credentials/password-hash';
import {
  admitAttempt,
  clearPair,
  deleteStaleThrottles,
  isUnderAttack,
  recordAccountFailure,
  recordSourceFailure,
  sourceLockedUntil,
  type AttackRule,
  type LockoutRule,
} from '../queries/throttle';
import { isEmailLocked, type AccountRow } from '../queries/users';

/** Per (account, source): 5 failures → 15 minutes. */
export const PAIR_RULE: LockoutRule = { maxFailures: LOGIN_MAX_FAILURES, lockMs: LOGIN_LOCK_MS };
/** Per (account, source) while the account is under attack: 1 failure → 15 minutes. */
export const PAIR_UNDER_ATTACK_RULE: LockoutRule = {
  maxFailures: LOGIN_UNDER_ATTACK_MAX_FAILURES,
  lockMs: LOGIN_LOCK_MS,
};
/** Per source, any account: 20 failures → 15 minutes. */
export const SOURCE_RULE: LockoutRule = { maxFailures: LOGIN_SOURCE_MAX_FAILURES, lockMs: LOGIN_LOCK_MS };
/** Per account, any source: 100 failures within 24 h. */
export const ATTACK_RULE: AttackRule = { failures: LOGIN_ATTACK_FAILURES, windowMs: LOGIN_ATTACK_WINDOW_MS };

/** Stale counters are swept at most this often per process (ms); rows live a day after their last failure. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** The refusal of a locked (account, source) pair: 429, `login: false`, with the minutes left. */
export function lockedError(until: Date, now: Date): AccountError {
  return new AccountError('TOO_MANY_REQUESTS', accountMessages.locked(until.getTime() - now.getTime()), {
    login: false,
  });
}

/** The refusal of a locked source: 429, `login: false`, "too many attempts from your connection". */
function sourceLockedError(until: Date, now: Date): AccountError {
  return new AccountError('TOO_MANY_REQUESTS', accountMessages.rateLimited(until.getTime() - now.getTime()), {
    login: false,
  });
}

/**
 * Checks `password` for the account of `email` (lower-case) from `source`, under the three counters
 * of the module doc. `account` is undefined for an unknown e-mail (a dummy hash is verified instead).
 * @returns the account when the password is right (the pair's failures are then forgotten)
 * @throws AccountError TOO_MANY_REQUESTS when the source or the pair is locked (before or by this
 *   failure); `onWrong()` for a wrong password otherwise
 */
export async function checkPassword(
  ctx: AccountContext,
  email: string,
  source: string,
  account: AccountRow | undefined,
  password: string,
  onWrong: () => Error,
): Promise<AccountRow> {
  const now = new Date();
  const sourceUntil = await sourceLockedUntil(ctx.db, source, now);
  if (sourceUntil) throw sourceLockedError(sourceUntil, now);
  const underAttack = await isUnderAttack(ctx.db, email, now, ATTACK_RULE);
  const admission = await admitAttempt(
    ctx.db,
    email,
    source,
    now,
    underAttack ? PAIR_UNDER_ATTACK_RULE : PAIR_RULE,
  );
  if (!admission.admitted) throw lockedError(admission.lockedUntil, now);

  const right = await verifyPassword(account?.passwordHash, password);
  if (right && account) {
    await clearPair(ctx.db, email, source);
    return account;
  }
  await recordSourceFailure(ctx.db, source, now, SOURCE_RULE);
  if (await recordAccountFailure(ctx.db, email, now, ATTACK_RULE)) await alertOwner(ctx, email, account);
  await sweep(ctx, now);
  if (admission.lockedUntil) {
    ctx.log.warn(
      { failures: admission.failures, underAttack },
      'sign-in locked for one source after failures',
    );
    throw lockedError(admission.lockedUntil, now);
  }
  throw onWrong();
}

/** Mails the owner that someone is trying to sign in (once per episode; not for unknown or blocklisted e-mails). */
async function alertOwner(
  ctx: AccountContext,
  email: string,
  account: AccountRow | undefined,
): Promise<void> {
  ctx.log.warn({ userId: account?.id }, 'account under attack: failed sign-ins crossed the ceiling');
  if (!account || (await isEmailLocked(ctx.db, email))) return;
  const link = webLink(ctx.config, '/resetpassword');
  ctx.mailer.sendLater(() => attackAlertMail(account, link));
}

/** Deletes counters idle for a day, at most once a minute per process. */
async function sweep(ctx: AccountContext, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  await deleteStaleThrottles(ctx.db, new Date(now.getTime() - LOGIN_ATTACK_WINDOW_MS));
}
