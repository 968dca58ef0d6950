/**
 * The cryptography of the administrators' second factor (ADR 0019), pure and without I/O:
 * - TOTP (RFC 6238: HOTP of RFC 4226 over the time step T = floor(unix time / 30 s)) with the `otpauth`
 *   library: SHA-1, 6 digits, 30 s, codes accepted one step either side of now (RFC 6238 §5.2), compared
 *   in constant time by the library; the matching step is returned so the caller can refuse a step used
 *   before (RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the same OTP");
 * - shared secrets of 160 random bits (RFC 4226 §4 R6) from the operating system's CSPRNG, base32
 *   (RFC 4648 §6) as authenticator apps read them from an `otpauth://` key URI;
 * - recovery codes: 10 look-up secrets (OWASP ASVS 2.6) of 8 Crockford base32 symbols (40 bits), shown
 *   as `XXXX-XXXX`, stored only as SHA-256 of the account id and the normalised code (a per-account salt,
 *   ASVS 2.6.2).
 * @module
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
} from '../../../../shared/constants/mfa';
import { newTypedCode, normalizeTypedCode, sha256Hex } from '../../../secrets';

/** A TOTP generator/validator for `secret` (base32) labelled with the account's e-mail. */
const totpOf = (secret: string, label = ''): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new shared secret: {@link TOTP_SECRET_BYTES} random bytes (160 bits) as base32, 32 characters, no padding. */
export function newTotpSecret(): string {
  return new Secret({ buffer: Uint8Array.from(randomBytes(TOTP_SECRET_BYTES)).buffer }).base32;
}

/**
 * The key URI authenticator apps read from a QR code (Google Authenticator "Key Uri Format"):
 * `otpauth://totp/BuscaGym:<email>?issuer=BuscaGym&secret=<base32>&algorithm=SHA1&digits=6&period=30`,
 * the label and values percent-encoded.
 */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The RFC 6238 time step of instant `at` (T = floor(unix seconds / {@link TOTP_PERIOD_SECONDS})). */
export function timeStepAt(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/** A code as typed, without the space authenticator apps show in the middle ("123 456" → "123456"). */
export const normalizeTotpCode = (code: string): string => code.replace(/\s+/g, '');

/**
 * The time step whose code `code` is, within {@link TOTP_WINDOW_STEPS} steps of `at`, or null when none
 * (a wrong code). The caller refuses a step not after the last one accepted (reuse, RFC 6238 §5.2).
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const token = normalizeTotpCode(code);
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : timeStepAt(at) + delta;
}

/** The code of `secret` at instant `at` (for tests and tools; the server never shows one). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** {@link RECOVERY_CODE_COUNT} distinct new recovery codes, `XXXX-XXXX` (Crockford base32, 40 bits each). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const raw = newTypedCode(RECOVERY_CODE_LENGTH);
    codes.add(`${raw.slice(0, RECOVERY_CODE_LENGTH / 2)}-${raw.slice(RECOVERY_CODE_LENGTH / 2)}`);
  }
  return [...codes];
}

/**
 * The stored form of recovery code `code` of account `userId`: SHA-256 hex of `<userId>:<normalised
 * code>` (case, dash, spaces and Crockford look-alikes O/I/L do not matter; the account id salts it).
 */
export function recoveryCodeHash(userId: string, code: string): string {
  return sha256Hex(`${userId}:${normalizeTypedCode(code)}`);
}
