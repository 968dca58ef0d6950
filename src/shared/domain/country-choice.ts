/**
 * Which country's catalogue a visitor sees (docs/architecture.md §7.1, ADR 0052): the one the address
 * names (`?pais=mx` on `/`, `/maps`, a gym's page and every page that lists gyms), else the one the country
 * picker remembered in the cookie `pais`, else {@link DEFAULT_COUNTRY}. Both hold the code in lower case
 * (./country-case). The server render and the browser resolve it with {@link chosenCountry} from the same
 * address and cookie, so they render the same country (ADR 0046). Pure: the caller reads the address and
 * the cookie.
 * @module
 */
import { DEFAULT_COUNTRY, type CountryCode } from './countries';
import { countryOfLower, lowerCountry } from './country-case';

/** The address's query parameter naming the country: `?pais=mx`. */
export const COUNTRY_PARAM = 'pais';
/** The cookie that remembers the country picked (a preference: no personal data, read by the server render). */
export const COUNTRY_COOKIE = 'pais';
/** How long the cookie remembers the choice, seconds (one year). */
export const COUNTRY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The country a page shows, and whether its address named it. */
export interface CountryChoice {
  country: CountryCode;
  /** True when the address's `pais` named it: links to the other public pages then carry it on. */
  fromAddress: boolean;
}

/**
 * The country of a page: the address's `pais`, else the cookie's, else {@link DEFAULT_COUNTRY}. A value
 * that names no country (another case, another code) counts as absent.
 * @param param - the address's `pais` parameter (null when absent)
 * @param cookie - the value of the cookie {@link COUNTRY_COOKIE} (undefined when absent)
 */
export function chosenCountry(param: string | null, cookie: string | null | undefined): CountryChoice {
  const named = countryOfLower(param);
  if (named) return { country: named, fromAddress: true };
  return { country: countryOfLower(cookie) ?? DEFAULT_COUNTRY, fromAddress: false };
}

/** The value of the cookie {@link COUNTRY_COOKIE} in a `Cookie` header or `document.cookie`, if any. */
export function countryCookieOf(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === COUNTRY_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The cookie that remembers `code` (RFC 6265 §4.1): the whole site, one year, sent on top-level
 * navigations from other sites too (`SameSite=Lax`), `Secure` on HTTPS.
 */
export const countryCookie = (code: CountryCode, secure: boolean): string =>
  `${COUNTRY_COOKIE}=${lowerCountry(code)}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * `search` (an address's query, with or without `?`) showing `code`: its `pais` set to it, the page
 * number dropped (another country's list starts at its first page), every other parameter kept.
 * @returns the query with its `?`
 */
export function searchWithCountry(search: string, code: CountryCode): string {
  const params = new URLSearchParams(search);
  params.set(COUNTRY_PARAM, lowerCountry(code));
  params.delete('page');
  return `?${params.toString()}`;
}

/**
 * `path` (a path with or without its query and fragment) keeping the address's country: with
 * `pais` set to `code` when `choice` came from the address, unchanged otherwise (the cookie or the default
 * gives the next page the same country).
 */
export function keepCountry(path: string, choice: CountryChoice): string {
  if (!choice.fromAddress) return path;
  const hashAt = path.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const [pathname, query] =
    queryAt < 0 ? [beforeHash, ''] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt)];
  const params = new URLSearchParams(query);
  params.set(COUNTRY_PARAM, lowerCountry(choice.country));
  return `${pathname}?${params.toString()}${hash}`;
}
