/**
 * Cleaning of the free-text contact fields of the clubs file (`data/seed/caba_clubes.csv` columns
 * `telefono`, `e_mail`, `web`, `facebook`; quirks listed in data/seed/SOURCE.md).
 * @module
 */
import { z } from 'zod';

/**
 * Normalises a text cell: turns the literal `\uXXXX` escapes the file has (barrio "Nu\u00f1ez") into
 * characters, collapses whitespace and line breaks into one space, and drops stray double quotes at
 * the ends ("El Tabano""", "7º C" ""), but not the closing quote of a quote inside the value
 * (`Club "El Fuerte"`).
 * @returns the cleaned text, or `null` when nothing is left
 */
export function cleanText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const collapsed = value
    .replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\s+/g, ' ');
  const inner = collapsed.replace(/^[\s"]+|[\s"]+$/g, '');
  // A quote inside the value (Club "El Fuerte") keeps its pair when the pair was at one end.
  const start = collapsed.indexOf(inner);
  const odd = (inner.match(/"/g) ?? []).length % 2 === 1;
  let text = inner;
  if (odd && collapsed[start + inner.length] === '"') text = `${inner}"`;
  else if (odd && collapsed[start - 1] === '"') text = `"${inner}`;
  return text === '' ? null : text;
}

/** Formats 8 local digits as "4394-2409"; other lengths keep their digits as found. */
function formatLocal(digits: string, asFound: string): string {
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : asFound;
}

/**
 * Extracts the phone numbers of a `telefono` cell as local Buenos Aires numbers joined by " / ".
 * The cell has local 8-digit numbers without +54 11, sometimes several, separated by "/", "-", "y" or
 * spaces, with notes ("int. 128", "de 15hs a 20hs", "FAX:"); "S/T" means no phone. A short group
 * after "/" replaces the end of the previous number: "4772-1744/4507" → "4772-1744 / 4772-4507".
 * Extension and hour notes are dropped.
 * @example cleanPhone("4-300-8965 / 4-300-8902") === "4300-8965 / 4300-8902"
 * @returns the numbers, or `null` when the cell has none
 */
export function cleanPhone(value: string | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const numbers: string[] = [];
  let previous: string | null = null;
  let previousEnd = 0;
  for (const match of text.matchAll(/\d+(?:-\d+)*/g)) {
    const found = match[0];
    const digits = found.replace(/-/g, '');
    const between = text.slice(previousEnd, match.index);
    if (digits.length >= 7 && digits.length <= 10) {
      previous = digits;
      numbers.push(formatLocal(digits, found));
    } else if (digits.length > 10) {
      // Numbers joined by "-": "4584-2822-4581-0846" → 8-digit chunks.
      for (const chunk of digits.match(/\d{8}/g) ?? []) numbers.push(formatLocal(chunk, chunk));
      previous = null;
    } else if (previous && digits.length >= 2 && digits.length <= 4 && /^\s*\/\s*$/.test(between)) {
      const expanded = previous.slice(0, previous.length - digits.length) + digits;
      numbers.push(formatLocal(expanded, expanded));
    } else {
      previous = null;
    }
    previousEnd = match.index + found.length;
  }
  const unique = [...new Set(numbers)];
  return unique.length ? unique.join(' / ') : null;
}

const emailSchema = z.email();

/**
 * The first valid address of an `e_mail` cell ("info@cpf.org.ar - cpf@iplnmail.com.ar"), lower-cased.
 * Validity is zod's e-mail check, so an address with a non-ASCII local part ("clubespañol@…") is dropped.
 * @returns the address, or `null` when there is none
 */
export function firstEmail(value: string | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  for (const candidate of text.split(/[\s,;/]+|\s-\s/)) {
    const email = candidate.trim().toLowerCase();
    if (emailSchema.safeParse(email).success) return email;
  }
  return null;
}

/** Parses `candidate` as an absolute http(s) URL with a dotted host; `null` otherwise. */
function toHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !/\.[a-z]{2,}$/i.test(url.hostname))
      return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The first web address of a `web` cell as an absolute URL. The cell has bare host names
 * ("www.cpf.org.ar"), sometimes two or a note ("… y twitter: @ccolegiales") and one doubled "www.www.".
 * A bare host gets `http://`: a site that has TLS redirects there, while an `https://` link to a site
 * without it would fail.
 * @returns the URL, or `null` when the cell has none
 */
export function websiteUrl(value: string | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  for (const token of text.split(/\s+/)) {
    const bare = token.replace(/^(?:www\.)+/i, 'www.');
    const url = toHttpUrl(/^https?:\/\//i.test(bare) ? bare : `http://${bare}`);
    if (url) return url;
  }
  return null;
}

/** Facebook page categories and notes copied after the page name in the `facebook` cell. */
const FACEBOOK_NOISE = [
  /^facebook\s*\|\s*/i,
  /^grupo cerrado:\s*/i,
  /\s*\(?grupo p[uú]blico\)?$/i,
  /\s*(?:organizaci[oó]n sin fines de lucro|equipo deportivo|club deportivo)$/i,
  /(?:\s+-\s*|\s*\(|\s+)(?:p[aá]gina |sitio )?oficial\)?$/i,
];

/**
 * A Facebook link for a `facebook` cell. The cell usually holds a page name, not a URL
 * ("Club Círculo Policía Federal"): it becomes a Facebook search for that name. A real address
 * ("FACEBOOK.COM/SBARRACAS") becomes an absolute https URL.
 * @returns the URL, or `null` when the cell is empty
 */
export function facebookUrl(value: string | undefined): string | null {
  const firstLine = value?.split(/[\r\n]+/).find((line) => line.trim() !== '');
  let text = cleanText(firstLine);
  if (!text) return null;
  const address = /(?:https?:\/\/)?(?:[a-z]+\.)?facebook\.com\/(\S+)/i.exec(text);
  if (address?.[1]) return toHttpUrl(`https://www.facebook.com/${address[1]}`);
  for (const noise of FACEBOOK_NOISE) text = text.replace(noise, '');
  // A page slug ("Club-Atletico-Excursionistas") searches better as words.
  text = (/\s/.test(text.trim()) ? text : text.replace(/-/g, ' ')).trim();
  return text ? `https://www.facebook.com/search/top?q=${encodeURIComponent(text)}` : null;
}
