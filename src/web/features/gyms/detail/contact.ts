/**
 * Pure helpers that turn a gym's free-text contact data into safe links: phone numbers (`tel:`),
 * e-mail addresses (`mailto:`), web and social links (http/https only), and directions. How phones
 * are shown is `phones.ts` (it loads libphonenumber-js, only with the contact rows, ADR 0013).
 * @module
 */

/** A piece of a contact text: plain text, or a link when `href` is set. */
export interface ContactSegment {
  text: string;
  href?: string;
}

// A phone number: digits with single spaces, dashes, dots or parentheses inside.
export const PHONE_PATTERN = /\+?\(?\d(?:[\d().-]|\s(?=[\d(]))*\d/g;
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const MIN_PHONE_DIGITS = 8;

/**
 * `tel:` address of a Buenos Aires phone number: 8 local digits get +54 11; a leading trunk 0 becomes +54.
 * @param phone - one phone number as written, e.g. "4394-2409" or "(011) 4394-2409"
 */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (plus) return `tel:+${digits}`;
  if (digits.length === 8) return `tel:+5411${digits}`;
  if (digits.startsWith('0')) return `tel:+54${digits.slice(1)}`;
  if (digits.length === 10) return `tel:+54${digits}`;
  return `tel:${digits}`;
}

/** Splits `text` into plain and linked segments at each match of `pattern` that `toHref` accepts. */
export function linkify(
  text: string,
  pattern: RegExp,
  toHref: (match: string) => string | undefined,
): ContactSegment[] {
  const segments: ContactSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const href = toHref(match[0]);
    if (href === undefined) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[0], href });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Splits an e-mail text that may hold several addresses into segments with `mailto:` links. */
export function emailSegments(text: string): ContactSegment[] {
  return linkify(text, EMAIL_PATTERN, (m) => `mailto:${m}`);
}

/**
 * A safe absolute http(s) URL for a web or social link, or null. "www.club.org.ar" gains https://;
 * anything that is not http(s) (javascript:, plain names) is refused.
 */
export function safeExternalUrl(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = /^https?:\/\//i.test(text)
    ? text
    : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(text)
      ? `https://${text}`
      : null;
  if (candidate === null) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Google Maps directions to a point (the origin is the user's current position, chosen by Google Maps). */
export function directionsUrl(latitude: number, longitude: number): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', `${latitude},${longitude}`);
  return url.href;
}
