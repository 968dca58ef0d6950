/**
 * Random secrets and their stored form (OWASP ASVS 2.9, 3.2): opaque tokens from the operating
 * system's CSPRNG, stored only as SHA-256 hex digests and compared in constant time.
 * @module
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Bytes of an opaque token: 32 bytes = 256 bits (sessions, activation links). */
export const TOKEN_BYTES = 32;

/** A new opaque token: {@link TOKEN_BYTES} random bytes, base64url (43 characters, URL- and cookie-safe). */
export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** SHA-256 of a UTF-8 string, as 64 lower-case hex characters (the stored form of a token). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** True when two hex digests are equal, compared in constant time (false when their lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Symbols of typed codes: Crockford's base32 (digits and upper-case letters without I, L, O, U; 32 symbols). */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A code to be typed by a person, e.g. `K7QM2XHD`: `length` symbols drawn uniformly from
 * {@link CODE_ALPHABET} (5 bits each).
 */
export function newTypedCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
  return code;
}

/**
 * A typed code as the user may have written it in canonical form: spaces and dashes dropped, upper
 * case, and Crockford's look-alikes read as digits (O → 0, I and L → 1).
 */
export function normalizeTypedCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}
