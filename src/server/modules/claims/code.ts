/**
 * The code of a claim (ADR 0025 "Claims"): {@link CLAIM_CODE_DIGITS} decimal digits from the operating
 * system's CSPRNG, mailed to the gym's own address and stored only as its SHA-256 (hex), and the masked
 * address the partner is shown.
 * @module
 */
import { randomInt } from 'node:crypto';
import { CLAIM_CODE_DIGITS } from '../../../shared/constants/claims';
import { sameDigest, sha256Hex } from '../../secrets';

/** A new code: {@link CLAIM_CODE_DIGITS} digits, uniform (leading zeros kept, e.g. `042917`). */
export function newClaimCode(): string {
  return String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, '0');
}

/** The stored form of `code`: SHA-256, 64 lower-case hex characters. */
export const claimCodeHash = (code: string): string => sha256Hex(code);

/** Whether `code` is the one whose hash is `hash`, compared in constant time; false without a hash. */
export const claimCodeMatches = (code: string, hash: string | null): boolean =>
  hash !== null && sameDigest(claimCodeHash(code), hash);

/**
 * An e-mail address as the partner may see it: the first character of the mailbox, `***`, and the
 * domain (`info@club.com.ar` → `i***@club.com.ar`), enough to know which mailbox to open without
 * handing the address to whoever claims.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}
