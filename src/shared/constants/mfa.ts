/**
 * Constants of the administrators' second factor (ADR 0019): TOTP as RFC 6238 defines it with the
 * parameters every authenticator app reads from an `otpauth://` URI (SHA-1, 6 digits, 30 s), single-use
 * recovery codes, and the throttle of wrong codes. Shared by server and web. Durations in milliseconds
 * unless the name says otherwise.
 * @module
 */

/** Name shown by the authenticator app (the `issuer` of the `otpauth://` URI and its label prefix). */
export const TOTP_ISSUER = 'BuscaGym';
/** HMAC of the codes (RFC 6238 §1.2 allows SHA-1, SHA-256, SHA-512; apps read SHA-1 everywhere). */
export const TOTP_ALGORITHM = 'SHA1';
/** Digits of a code (RFC 4226 §5.3: at least 6). */
export const TOTP_DIGITS = 6;
/** Time step X of RFC 6238 §4.1, seconds (its recommended default). */
export const TOTP_PERIOD_SECONDS = 30;
/**
 * Steps accepted before and after the current one, for clock drift and typing time (RFC 6238 §5.2
 * recommends at most one step back): ±1 step, so a code lives about 90 s.
 */
export const TOTP_WINDOW_STEPS = 1;
/** Bytes of a shared secret: 160 bits (RFC 4226 §4 R6 recommends 160; 32 base32 characters). */
export const TOTP_SECRET_BYTES = 20;

/** Recovery codes given at set-up, each usable once (OWASP ASVS 2.6). */
export const RECOVERY_CODE_COUNT = 10;
/** Symbols of a recovery code (Crockford base32, 5 bits each: 40 bits), shown as `XXXX-XXXX`. */
export const RECOVERY_CODE_LENGTH = 8;

/** Wrong codes (TOTP or recovery) allowed per account within {@link MFA_LOCK_MS} … */
export const MFA_MAX_FAILURES = 5;
/** … after which codes are refused for this long (429), ms. */
export const MFA_LOCK_MS = 15 * 60_000;
