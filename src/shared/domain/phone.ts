/**
 * Argentine phone numbers (SPEC §3 "Partner" `phone`, the member's user form; ADR 0007) with
 * libphonenumber-js and its full metadata (the `max` build checks number patterns, not only lengths). Shared
 * by server and form.
 * @module
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Parses a phone number typed in Argentina (`011 4321-5678`, `11 2345 6789`, `+54 9 11 2345-6789`).
 * @returns the number in E.164 (`+541143215678`), or null when it is not a valid Argentine number
 */
export function normaliseArPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, 'AR');
  if (!parsed || parsed.country !== 'AR' || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * A stored phone (E.164, `+541143215678`) as people in Argentina read it, in the national format
 * (`011 4321-5678`); numbers of other countries in the international one; the text as stored when
 * libphonenumber cannot read it.
 */
export function formatArPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, 'AR');
  if (!parsed) return e164;
  return parsed.country === 'AR' ? parsed.formatNational() : parsed.formatInternational();
}
