/**
 * The administrators' second factor (ADR 0019; OWASP ASVS 2.8 one-time verifiers, 2.6 look-up secrets,
 * 3.7.1 re-authentication): TOTP (RFC 6238) set up at the first sign-in by scanning a QR code, ten
 * single-use recovery codes, and verification after every sign-in and before payouts and locks.
 *
 * - A session starts with `second_factor_at` null; {@link confirmSetup} and {@link verifySecondFactor}
 *   set it to now. `modules/admin-guard.ts` refuses every administrator privilege until then.
 * - A code is accepted once: its RFC 6238 time step must be later than the last accepted one
 *   (`claimStep`, one conditional UPDATE, so two requests with one code admit one).
 * - Wrong codes are throttled per account with the sign-in throttle's counter (ADR 0010): the pair
 *   (account e-mail, {@link SECOND_FACTOR_SOURCE}) admits {@link MFA_MAX_FAILURES} attempts within
 *   {@link MFA_LOCK_MS}, then refuses codes for that long (429), from every address. A right code
 *   clears it. The account then also shows as `throttled` in the administrators' lists.
 * @module
 */
import { MFA_LOCK_MS, MFA_MAX_FAILURES } from '../../../../shared/constants/mfa';
import type {
  MfaConfirmBody,
  MfaConfirmResponse,
  MfaSetupResponse,
  MfaStatusResponse,
  MfaVerifyBody,
  MfaVerifyResponse,
  SecondFactorStep,
} from '../../../../shared/contract/admin-mfa';
import { accountMessages, mfaMessages } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import type { SessionUser } from '../../../plugins/session';
import { markSecondFactor } from '../queries/sessions';
import { admitAttempt, clearPair, type LockoutRule } from '../queries/throttle';
import { findUserById } from '../queries/users';
import {
  claimStep,
  confirmAuthenticator,
  countRecoveryCodesLeft,
  findAuthenticator,
  replaceRecoveryCodes,
  spendRecoveryCode,
  startAuthenticator,
  type AuthenticatorRow,
} from './mfa-queries';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './mfa-totp';

/**
 * The `source` of the sign-in throttle's (e-mail, source) pairs that counts wrong second-factor codes.
 * Client sources are IP addresses or IPv6 /64 prefixes (`account/source-address.ts`), never this.
 */
export const SECOND_FACTOR_SOURCE = 'second-factor';

/** {@link MFA_MAX_FAILURES} wrong codes within {@link MFA_LOCK_MS} → codes refused for {@link MFA_LOCK_MS}. */
export const MFA_RULE: LockoutRule = { maxFailures: MFA_MAX_FAILURES, lockMs: MFA_LOCK_MS };

/** The e-mail of the session's account (lower-case, as stored). @throws AppError UNAUTHORIZED when gone */
async function emailOf(db: Database, session: SessionUser): Promise<string> {
  const account = await findUserById(db, session.userId);
  if (!account) throw new AppError('UNAUTHORIZED', accountMessages.sessionRequired);
  return account.email.toLowerCase();
}

/**
 * Runs `check` as one throttled code attempt of account `email` (module doc): counted before the check,
 * forgotten when `check` succeeds.
 * @param check - answers the result, or the refusal of a wrong code (returned, not thrown)
 * @throws AppError TOO_MANY_REQUESTS ({@link mfaMessages.tooManyCodes}) while the account is refused
 *   codes or when this wrong code reaches the limit; otherwise the refusal `check` returned
 */
async function throttled<T>(
  db: Database,
  email: string,
  now: Date,
  check: () => Promise<T | AppError>,
): Promise<T> {
  const tooMany = (until: Date) =>
    new AppError('TOO_MANY_REQUESTS', mfaMessages.tooManyCodes(until.getTime() - now.getTime()));
  const admission = await admitAttempt(db, email, SECOND_FACTOR_SOURCE, now, MFA_RULE);
  if (!admission.admitted) throw tooMany(admission.lockedUntil);
  const outcome = await check();
  if (!(outcome instanceof AppError)) {
    await clearPair(db, email, SECOND_FACTOR_SOURCE);
    return outcome;
  }
  if (admission.lockedUntil) throw tooMany(admission.lockedUntil);
  throw outcome;
}

const wrongCode = (): AppError => new AppError('UNAUTHORIZED', mfaMessages.wrongCode);
const sessionGone = (): AppError => new AppError('UNAUTHORIZED', accountMessages.sessionRequired);

/** The confirmed authenticator of `userId`. @throws AppError CONFLICT ({@link mfaMessages.notConfigured}) */
async function confirmedAuthenticator(db: Database, userId: string): Promise<AuthenticatorRow> {
  const authenticator = await findAuthenticator(db, userId);
  if (!authenticator?.confirmedAt) throw new AppError('CONFLICT', mfaMessages.notConfigured);
  return authenticator;
}

/**
 * What an administrator's sign-in asks next: `verify` when the account has a confirmed authenticator,
 * `setup` otherwise (the login answers' `secondFactor`).
 */
export async function secondFactorStep(db: Database, userId: string): Promise<SecondFactorStep> {
  return (await findAuthenticator(db, userId))?.confirmedAt ? 'verify' : 'setup';
}

/** `GET /api/admin/mfa`: whether the account has a confirmed authenticator, this session's verification, codes left. */
export async function mfaStatus(db: Database, session: SessionUser): Promise<MfaStatusResponse> {
  const authenticator = await findAuthenticator(db, session.userId);
  const configured = !!authenticator?.confirmedAt;
  return {
    configured,
    verifiedAt: session.secondFactorAt?.toISOString() ?? null,
    recoveryCodesLeft: configured ? await countRecoveryCodesLeft(db, session.userId) : 0,
  };
}

/**
 * `POST /api/admin/mfa/setup`: a new secret (160 bits, RFC 4226 §4) stored as the account's unconfirmed
 * authenticator (replacing an unconfirmed one), with its `otpauth://` URI for the QR code.
 * @throws AppError CONFLICT ({@link mfaMessages.alreadyConfigured}) when one is already confirmed
 */
export async function startSetup(
  db: Database,
  session: SessionUser,
  now: Date = new Date(),
): Promise<MfaSetupResponse> {
  const email = await emailOf(db, session);
  const secret = newTotpSecret();
  if (!(await startAuthenticator(db, session.userId, secret, now)))
    throw new AppError('CONFLICT', mfaMessages.alreadyConfigured);
  return { secret, otpauthUri: otpauthUri(secret, email) };
}

/**
 * `POST /api/admin/mfa/setup/confirm`: the first right code confirms the authenticator; in the same
 * transaction the account gets {@link newRecoveryCodes} (stored hashed, any older ones dropped) and the
 * session its second factor. The codes are answered this once.
 * @throws AppError CONFLICT ({@link mfaMessages.nothingToConfirm}) without an unconfirmed authenticator;
 *   UNAUTHORIZED ({@link mfaMessages.wrongCode}) for a wrong code; TOO_MANY_REQUESTS as the throttle
 */
export async function confirmSetup(
  db: Database,
  session: SessionUser,
  body: MfaConfirmBody,
  now: Date = new Date(),
): Promise<MfaConfirmResponse> {
  const authenticator = await findAuthenticator(db, session.userId);
  if (!authenticator || authenticator.confirmedAt)
    throw new AppError('CONFLICT', mfaMessages.nothingToConfirm);
  const email = await emailOf(db, session);
  return throttled(db, email, now, async () => {
    const step = matchingStep(authenticator.secret, body.code, now);
    if (step === null) return wrongCode();
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      if (!(await confirmAuthenticator(tx, session.userId, authenticator.secret, step, now)))
        throw new AppError('CONFLICT', mfaMessages.nothingToConfirm);
      const hashes = recoveryCodes.map((code) => recoveryCodeHash(session.userId, code));
      await replaceRecoveryCodes(tx, session.userId, hashes, now);
      if (!(await markSecondFactor(tx, session.sessionId, now))) throw sessionGone();
    });
    return { recoveryCodes, verifiedAt: now.toISOString() };
  });
}

/**
 * `POST /api/admin/mfa/verify`: a code of the authenticator app (a time step later than the last one
 * accepted) or an unused recovery code (spent now) sets the session's second factor to `now`, after
 * sign-in or to re-authenticate.
 * @throws AppError CONFLICT ({@link mfaMessages.notConfigured}) without a confirmed authenticator;
 *   UNAUTHORIZED ({@link mfaMessages.wrongCode}, {@link mfaMessages.reusedCode},
 *   {@link mfaMessages.wrongRecoveryCode}); TOO_MANY_REQUESTS as the throttle
 */
export async function verifySecondFactor(
  db: Database,
  session: SessionUser,
  body: MfaVerifyBody,
  now: Date = new Date(),
): Promise<MfaVerifyResponse> {
  const authenticator = await confirmedAuthenticator(db, session.userId);
  const email = await emailOf(db, session);
  return throttled(db, email, now, async () => {
    let refusal: AppError | undefined;
    await db.transaction(async (tx) => {
      if ('code' in body) {
        const step = matchingStep(authenticator.secret, body.code, now);
        if (step === null) refusal = wrongCode();
        else if (!(await claimStep(tx, session.userId, step)))
          refusal = new AppError('UNAUTHORIZED', mfaMessages.reusedCode);
      } else {
        const hash = recoveryCodeHash(session.userId, body.recoveryCode);
        if (!(await spendRecoveryCode(tx, session.userId, hash, now)))
          refusal = new AppError('UNAUTHORIZED', mfaMessages.wrongRecoveryCode);
      }
      if (!refusal && !(await markSecondFactor(tx, session.sessionId, now))) throw sessionGone();
    });
    if (refusal) return refusal;
    return {
      verifiedAt: now.toISOString(),
      recoveryCodesLeft: await countRecoveryCodesLeft(db, session.userId),
    };
  });
}
