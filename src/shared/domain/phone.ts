/**
 * Phone numbers of the countries BuscaGym sells in (SPEC §3 "Partner" `phone`, the member's user form;
 * ADR 0007), read with libphonenumber-js and its full metadata (the `max` build checks number patterns,
 * not only lengths: ITU-T E.164 plus each country's numbering plan as Google's libphonenumber keeps it).
 * Shared by server and form.
 * @module
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Countries whose phone numbers the forms take (ISO 3166-1 alpha-2): Argentina, México, Brasil. */
export const PHONE_COUNTRIES = ['AR', 'MX', 'BR'] as const;
/** One of {@link PHONE_COUNTRIES}. */
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/**
 * Parses a phone number typed in `country`, in its national writing (`011 4321-5678`, `55 1234 5678`,
 * `(11) 91234-5678`) or international (`+54 9 11 2345-6789`).
 * @returns the number in E.164 (`+541143215678`), or null when it is not a valid number of `country`
 */
export function normalisePhone(country: PhoneCountry, input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, country);
  if (!parsed || parsed.country !== country || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * A stored phone (E.164) as people in `country` read it: its own numbers in the national format
 * (`011 4321-5678`, `55 1234 5678`, `(11) 91234-5678`), other countries' in the international one; the
 * text as stored when libphonenumber cannot read it.
 */
export function formatPhone(country: PhoneCountry, e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, country);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * Parses a phone number typed in Argentina (`011 4321-5678`, `11 2345 6789`, `+54 9 11 2345-6789`).
 * @returns the number in E.164 (`+541143215678`), or null when it is not a valid Argentine number
 */
export const normaliseArPhone = (input: string): string | null => normalisePhone('AR', input);

/**
 * A stored phone (E.164, `+541143215678`) as people in Argentina read it, in the national format
 * (`011 4321-5678`); numbers of other countries in the international one; the text as stored when
 * libphonenumber cannot read it.
 */
export const formatArPhone = (e164: string): string => formatPhone('AR', e164);
