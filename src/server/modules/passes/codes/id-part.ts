/**
 * The pass id inside a pass code, fixed (`BGP1`, ./code) or rotating (`BGT1`, ./rotating, ADR 0029): the
 * UUID's 16 bytes in base64url (RFC 4648 §5), 22 characters.
 * @module
 */

/** The id part of pass `passId`'s codes. */
export const passIdPart = (passId: string): string =>
  Buffer.from(passId.replace(/-/g, ''), 'hex').toString('base64url');

/** Whether `part` has the form of an id part (22 base64url characters), before any decoding. */
export const isIdPart = (part: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(part);

/** The pass id (a UUID) an id part names, or null when it does not decode to 16 bytes. */
export function passIdOfPart(part: string): string | null {
  const bytes = Buffer.from(part, 'base64url');
  if (!isIdPart(part) || bytes.length !== 16) return null;
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
