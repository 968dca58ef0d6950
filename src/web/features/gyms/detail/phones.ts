/**
 * Phones shown one way: the national format of Argentina ("011 4394-2409"), dialled in E.164
 * (ITU-T E.164) through `tel:` links, whatever way the data wrote them ("+541149312200",
 * "+54 11 2345 6789", "4832-1313"). libphonenumber-js with its minimal metadata; only the gym
 * detail's contact rows load this module (ADR 0013).
 * @module
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { linkify, MIN_PHONE_DIGITS, PHONE_PATTERN, telHref, type ContactSegment } from './contact';

/**
 * A phone number in Argentina's national format ("4394-2409" → "011 4394-2409", "+54 9 11 2345-6789"
 * → "011 15-2345-6789"), or the text as written when it is not a valid number.
 * @param phone - one phone number as written
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(telHref(phone).slice('tel:'.length), 'AR');
  return parsed?.isValid() ? parsed.formatNational() : phone.trim();
}

/**
 * Splits a phone text that may hold several numbers ("4952-5887    4953-4117/2914") into segments,
 * each number of at least 8 digits being a `tel:` link shown in the national format
 * ({@link formatPhone}); the rest stays as text.
 */
export function phoneSegments(text: string): ContactSegment[] {
  return linkify(text, PHONE_PATTERN, (m) =>
    m.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? telHref(m) : undefined,
  ).map((segment) => (segment.href ? { ...segment, text: formatPhone(segment.text) } : segment));
}
