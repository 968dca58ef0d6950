/**
 * Who may call the administration routes (SPEC §1 administrator; docs/architecture.md §4; ADR 0018, 0019):
 * accounts of type `admin` whose session verified the second factor (TOTP, RFC 6238; OWASP ASVS 2.8).
 * A visitor gets 401 before anything else (`app.sessions.guard` in `onRequest`); a member or a partner
 * gets 403 `FORBIDDEN` from {@link adminOnly} (`preHandler`), after the request was validated: the
 * answer to bad input is the same 400 for everyone, and nothing is read before the role is known. An
 * administrator whose session has not verified its second factor yet gets 403 `SECOND_FACTOR_REQUIRED`.
 *
 * {@link actsAsAdmin} is THE rule of an administrator's privileges: every place that lets an
 * administrator do more than a member (these routes, reading any profile, any partner's sales,
 * clients, gyms and subscription, verifying any pass) asks it, so none forgets the second factor.
 * The second-factor calls themselves (`/api/admin/mfa*`) only need the account type
 * ({@link adminAccountOnly}). Payouts and locks also need the factor verified within
 * {@link ADMIN_REAUTH_WINDOW_MS} ({@link adminReauthenticated}; OWASP ASVS 3.7.1).
 * @module
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_REAUTH_WINDOW_MS } from '../../shared/constants/admin';
import { errorResponses } from '../../shared/contract/common';
import { adminMessages, mfaMessages } from '../../shared/messages';
import { AppError } from '../app-error';
import type { SessionUser } from '../plugins/session';

/**
 * Whether `session` holds an administrator's privileges: false for a member or a partner (the caller
 * refuses or goes on as for them), true for an administrator whose second factor is verified.
 * @throws AppError SECOND_FACTOR_REQUIRED ({@link mfaMessages.secondFactorRequired}) for an
 *   administrator's session before its second factor (ADR 0019)
 */
export function actsAsAdmin(session: SessionUser): boolean {
  if (session.type !== 'admin') return false;
  if (!session.secondFactorAt) throw new AppError('SECOND_FACTOR_REQUIRED', mfaMessages.secondFactorRequired);
  return true;
}

/**
 * The rule of the administration calls: `session` is an administrator's, second factor verified.
 * @throws AppError FORBIDDEN ({@link adminMessages.adminsOnly}) for anyone else; SECOND_FACTOR_REQUIRED
 *   as {@link actsAsAdmin}
 */
export function assertAdmin(session: SessionUser): void {
  if (!actsAsAdmin(session)) throw new AppError('FORBIDDEN', adminMessages.adminsOnly);
}

/**
 * The rule of the second-factor calls: `session` is an administrator's, verified or not.
 * @throws AppError FORBIDDEN ({@link adminMessages.adminsOnly}) otherwise
 */
export function assertAdminAccount(session: SessionUser): void {
  if (session.type !== 'admin') throw new AppError('FORBIDDEN', adminMessages.adminsOnly);
}

/**
 * The rule of payouts and locks: {@link assertAdmin}, and the second factor verified at most
 * {@link ADMIN_REAUTH_WINDOW_MS} before `now` (re-authentication before a sensitive action, OWASP
 * ASVS 3.7.1).
 * @throws AppError as {@link assertAdmin}; REAUTHENTICATION_REQUIRED
 *   ({@link mfaMessages.reauthenticationRequired}) when the verification is older
 */
export function assertRecentSecondFactor(session: SessionUser, now: Date = new Date()): void {
  assertAdmin(session);
  const at = session.secondFactorAt?.getTime() ?? 0;
  if (now.getTime() - at > ADMIN_REAUTH_WINDOW_MS)
    throw new AppError('REAUTHENTICATION_REQUIRED', mfaMessages.reauthenticationRequired);
}

/** A `preHandler` that refuses every session but an administrator's with its second factor (module doc). */
export const adminOnly =
  (app: FastifyInstance): preHandlerAsyncHookHandler =>
  async (request) => {
    assertAdmin(await app.sessions.require(request));
  };

/** A `preHandler` for the second-factor calls: administrators' sessions, before or after the factor. */
export const adminAccountOnly =
  (app: FastifyInstance): preHandlerAsyncHookHandler =>
  async (request) => {
    assertAdminAccount(await app.sessions.require(request));
  };

/** A `preHandler` for payouts and locks: {@link assertRecentSecondFactor} (replaces {@link adminOnly}). */
export const adminReauthenticated =
  (app: FastifyInstance): preHandlerAsyncHookHandler =>
  async (request) => {
    assertRecentSecondFactor(await app.sessions.require(request));
  };

/** The sentence the OpenAPI descriptions of payouts and locks add (re-authentication). */
export const REAUTH_NOTE =
  ` Needs the second factor verified within the last ${ADMIN_REAUTH_WINDOW_MS / 60_000} minutes ` +
  '(`POST /api/admin/mfa/verify`), else 403 `REAUTHENTICATION_REQUIRED`.';

/** The OpenAPI tag of every administration route. */
export const adminTags = ['admin'];

/**
 * The refusals every administration route documents: 400 bad input, 401 not signed in, 403 not an
 * administrator or second factor missing (docs/architecture.md §4).
 */
export const adminRefusals = errorResponses(400, 401, 403);
