/**
 * HTTP routes of the administrators' second factor (ADR 0019; RFC 6238 TOTP; OWASP ASVS 2.8), mounted
 * under `/api/admin/mfa`. Administrators' sessions only, before and after the second factor: 401 for a
 * visitor (before validation), 400 for bad input, then 403 for a member or a partner (./guard.ts,
 * {@link adminAccountOnly}). Schemas come from `src/shared/contract/admin-mfa.ts`; rules live in ./mfa.ts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_REAUTH_WINDOW_MS } from '../../../../shared/constants/admin';
import { MFA_LOCK_MS, MFA_MAX_FAILURES, RECOVERY_CODE_COUNT } from '../../../../shared/constants/mfa';
import {
  mfaConfirmBodySchema,
  mfaConfirmResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyBodySchema,
  mfaVerifyResponseSchema,
} from '../../../../shared/contract/admin-mfa';
import { errorResponses } from '../../../../shared/contract/common';
import type { Database } from '../../../db/client';
import { adminSessionRoutes } from '../../session-routes';
import { adminAccountOnly } from '../../admin-guard';
import { confirmSetup, mfaStatus, startSetup, verifySecondFactor } from './mfa';

/** Options of {@link mfaRoutes}. */
export interface MfaRoutesOptions {
  db: Database;
}

const throttleNote =
  `Wrong codes count per account: after ${MFA_MAX_FAILURES} within ${MFA_LOCK_MS / 60_000} minutes, codes ` +
  `are refused for ${MFA_LOCK_MS / 60_000} minutes (429); a right code resets the count.`;

/** Registers the second-factor routes (prefix given by the caller: `/api/admin/mfa`). */
export const mfaRoutes: FastifyPluginAsync<MfaRoutesOptions> = async (fastify, { db }) => {
  const route = adminSessionRoutes(fastify, adminAccountOnly);

  route.get(
    '/',
    {
      summary: "The administrator's second factor: configured, verified in this session, recovery codes left",
      description:
        'Allowed before the second factor is verified. `verifiedAt` is null until this session verifies a ' +
        'code; every other administration call answers 403 `SECOND_FACTOR_REQUIRED` until then.',
      response: { 200: mfaStatusResponseSchema },
    },
    async (request, session) => mfaStatus(db, session),
  );

  route.post(
    '/setup',
    {
      summary: 'Starts setting up an authenticator app (TOTP, RFC 6238): a new secret and its QR URI',
      description:
        'Creates (or replaces, when not confirmed yet) the account’s authenticator with a new 160-bit ' +
        'secret. Draw `otpauthUri` as a QR code; SHA-1, 6 digits, 30 s. Then `POST /setup/confirm` with ' +
        'the code the app shows. 409 when an authenticator is already confirmed.',
      response: { 200: mfaSetupResponseSchema, ...errorResponses(409) },
    },
    async (request, session) => startSetup(db, session),
  );

  route.post(
    '/setup/confirm',
    {
      summary: 'Confirms the authenticator with its first code; answers the recovery codes once',
      description:
        `A right code confirms the authenticator, gives ${RECOVERY_CODE_COUNT} single-use recovery codes ` +
        '(shown only now; stored hashed) and verifies this session’s second factor. 401 `UNAUTHORIZED` for ' +
        `a wrong code; 409 when there is nothing to confirm. ${throttleNote}`,
      body: mfaConfirmBodySchema,
      response: { 200: mfaConfirmResponseSchema, ...errorResponses(409, 429) },
    },
    async (request, session) => confirmSetup(db, session, request.body),
  );

  route.post(
    '/verify',
    {
      summary:
        'Verifies the second factor: a code of the app or a recovery code (after sign-in, or to re-authenticate)',
      description:
        'Exactly one of `code` (6 digits) and `recoveryCode` (`XXXX-XXXX`). Sets this session’s second factor ' +
        `to now: the administration calls open, and payouts and locks accept it for ${ADMIN_REAUTH_WINDOW_MS / 60_000} ` +
        'minutes. A code is ' +
        'accepted once (RFC 6238 §5.2): the same code again is a 401, as a wrong code, and a recovery code ' +
        `already used. 409 when no authenticator is configured. ${throttleNote}`,
      body: mfaVerifyBodySchema,
      response: { 200: mfaVerifyResponseSchema, ...errorResponses(409, 429) },
    },
    async (request, session) => verifySecondFactor(db, session, request.body),
  );
};
