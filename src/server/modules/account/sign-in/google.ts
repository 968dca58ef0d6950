/**
 * Verification of Google ID tokens (docs/architecture.md §3 "Google sign-in"; ADR 0005; Google
 * Identity "Verify the Google ID token on your server side"): signature against Google's JWKS
 * (GOOGLE_JWKS_URL, cached by `jose`), `aud` = GOOGLE_CLIENT_ID, `iss` = accounts.google.com (with or
 * without https://), `exp` in the future, `email_verified` true. Nothing the browser decoded (`data`)
 * is trusted.
 * @module
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { accountMessages } from '../../../../shared/messages';
import type { Config } from '../../../config';
import { AccountError } from '../errors';

/** Issuers Google uses in ID tokens. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Clock skew tolerated on `exp`/`iat`/`nbf`, seconds. */
const CLOCK_TOLERANCE_S = 5;

/** The identity a verified token proves. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  /** Verified e-mail, lower-case. */
  email: string;
  /** Display name, when the token has one. */
  name: string | undefined;
}

/** Verifies ID tokens; undefined when Google sign-in is off (no GOOGLE_CLIENT_ID). */
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const invalid = () => new AccountError('UNAUTHORIZED', accountMessages.googleInvalid, { login: false });

/** Reads the identity out of verified claims. @throws AccountError UNAUTHORIZED when claims are missing or unverified */
export function identityOf(payload: JWTPayload): GoogleIdentity {
  const { sub, email, name } = payload as JWTPayload & {
    email?: unknown;
    name?: unknown;
    email_verified?: unknown;
  };
  const verified = (payload as { email_verified?: unknown }).email_verified;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@')) throw invalid();
  if (verified !== true && verified !== 'true') {
    throw new AccountError('UNAUTHORIZED', accountMessages.googleEmailUnverified, { login: false });
  }
  return {
    subject: sub,
    email: email.trim().toLowerCase(),
    name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
  };
}

/**
 * Creates the verifier for `google` settings, or undefined when no client id is set. The JWKS is
 * fetched on first use and cached (refetched when an unknown `kid` appears, at most every 30 s).
 */
export function createGoogleVerifier(google: Config['google']): GoogleVerifier | undefined {
  const clientId = google.clientId;
  if (!clientId) return undefined;
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof AccountError) throw error;
      if (error instanceof errors.JOSEError) throw invalid();
      throw error;
    }
  };
}
