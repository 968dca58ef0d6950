/**
 * The short door code of a pass: 8 characters of Crockford's base32 alphabet
 * (https://www.crockford.com/base32.html: digits and upper-case letters without I, L, O and U), so a
 * member can read it aloud and the counter can type it when the QR cannot be scanned; shown grouped as
 * `ABCD-EFGH`. The code a member reads rotates with the QR (ADR 0036): its first
 * {@link DOOR_CODE_FIXED_LENGTH} symbols are those of the pass's stored code (40 random bits, they name
 * the pass among a gym's), the other 4 are the TOTP of the QR's same 30-s step (ADR 0029) truncated to
 * 20 bits ({@link rotatingDoorCode}); the stored code alone no longer opens the door. Typing is forgiving as Crockford specifies: case is ignored, spaces
 * and hyphens are dropped, `I`/`L` read as `1` and `O` as `0`. Shared by server (lookup) and web (display).
 * @module
 */

/** Crockford's base32 alphabet (32 symbols, no look-alike letters). */
export const DOOR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a door code (8 × 5 bits = 40 bits). */
export const DOOR_CODE_LENGTH = 8;

const VALID = new RegExp(`^[${DOOR_CODE_ALPHABET}]{${DOOR_CODE_LENGTH}}$`);

/**
 * The door code typed by a person in its stored form: upper case, without spaces or hyphens, with the
 * look-alike letters read as Crockford does (`I`, `L` → `1`; `O` → `0`).
 * @returns the 8-character code, or null when the text is not a door code
 */
export function normaliseDoorCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return VALID.test(code) ? code : null;
}

/** Symbols of a door code copied from the pass's stored code (they name the pass; 20 bits). */
export const DOOR_CODE_FIXED_LENGTH = 4;
/** Symbols of a door code that change every TOTP step (4 × 5 bits = 20 bits). */
const ROTATING_SYMBOLS = DOOR_CODE_LENGTH - DOOR_CODE_FIXED_LENGTH;

/**
 * The door code of a pass for one TOTP step (ADR 0036): the first {@link DOOR_CODE_FIXED_LENGTH} symbols
 * of `storedCode`, then `otp` (the pass's one-time password of that step, decimal digits, as the QR's
 * rotating code carries it; RFC 6238) reduced modulo 2^20 and written as 4 base32 symbols, most
 * significant first (an HOTP-style truncation, RFC 4226 §5.3, to what a person can read aloud). Web and
 * server call it with the same otpauth TOTP, so the member's phone shows offline what the door accepts.
 * @throws RangeError when `otp` is not decimal digits
 */
export function rotatingDoorCode(storedCode: string, otp: string): string {
  if (!/^\d+$/.test(otp)) throw new RangeError('a one-time password is decimal digits');
  let value = Number(BigInt(otp) % BigInt(32 ** ROTATING_SYMBOLS));
  let tail = '';
  for (let i = 0; i < ROTATING_SYMBOLS; i += 1) {
    tail = DOOR_CODE_ALPHABET[value % 32] + tail;
    value = Math.floor(value / 32);
  }
  return storedCode.slice(0, DOOR_CODE_FIXED_LENGTH) + tail;
}

/** A stored door code grouped for reading, `ABCD1234` → `ABCD-1234`. */
export function formatDoorCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A door code from `bytes` random bytes (at least {@link DOOR_CODE_LENGTH}; only the low 5 bits of each
 * are used, so every symbol is uniform). The caller supplies the randomness (`crypto.randomBytes`).
 * @throws RangeError when fewer than 8 bytes are given
 */
export function doorCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < DOOR_CODE_LENGTH) throw new RangeError('a door code needs 8 random bytes');
  let code = '';
  for (let i = 0; i < DOOR_CODE_LENGTH; i += 1) code += DOOR_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}
