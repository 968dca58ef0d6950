/**
 * Rotating pass codes (ADR 0029): the QR of a pass shows `BGT1.<pass id, base64url>.<TOTP>`, a time-based
 * one-time password (RFC 6238) the member's device computes from a per-pass secret, offline too.
 * @module
 */

/** Version prefix of the rotating code format (the fixed, signed code is `BGP1`). */
export const ROTATING_CODE_PREFIX = 'BGT1';
/** TOTP time step, seconds (RFC 6238 §5.2 recommends 30). */
export const ROTATING_STEP_SECONDS = 30;
/** Digits of each one-time password (RFC 4226 §5.3 allows 6 to 8; 8 makes a guess 100× less likely than 6). */
export const ROTATING_DIGITS = 8;
/** HMAC of the TOTP (RFC 6238 §1.2 allows HMAC-SHA-256). */
export const ROTATING_ALGORITHM = 'SHA256';
/** Steps accepted on each side of the door's clock (RFC 6238 §5.2: at most one step of network delay). */
export const ROTATING_DRIFT_STEPS = 1;
/**
 * How many steps back an older code is recognised as expired ("Código vencido") rather than refused as
 * invalid: 20 steps, 10 minutes, the life of a screenshot passed on at once.
 */
export const ROTATING_STALE_STEPS = 20;

/** The text of a rotating code: `BGT1.<idPart>.<otp>`, where `idPart` is the pass id (16 bytes) in base64url. */
export const rotatingCodeText = (idPart: string, otp: string): string =>
  `${ROTATING_CODE_PREFIX}.${idPart}.${otp}`;

/**
 * Pass verifications and check-ins one partner may make per {@link DOOR_RATE_WINDOW_MS} (ADR 0036): two a
 * second on average is a busy door; guessing door codes needs thousands.
 */
export const DOOR_RATE_MAX = 120;
/** Window of {@link DOOR_RATE_MAX}, ms (one minute). */
export const DOOR_RATE_WINDOW_MS = 60_000;
