/**
 * The short door code of a pass: 8 characters of Crockford's base32 alphabet
 * (https://www.crockford.com/base32.html: digits and upper-case letters without I, L, O and U), so a
 * member can read it aloud and the counter can type it when the QR cannot be scanned. 40 random bits;
 * shown grouped as `ABCD-EFGH`. Typing is forgiving as Crockford specifies: case is ignored, spaces
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
