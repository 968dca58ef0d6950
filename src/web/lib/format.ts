/**
 * Ratings and distances in the page's language (ADR 0055), the accessible labels built from them, and
 * amounts of money in their own currency and country's format (ADR 0053).
 * @module
 */
import { lazyNumberFormat } from '../../shared/domain/lazy-intl';
import { activeLocale } from '../../shared/messages/i18n/active';
import { REVIEW_NEW_BELOW } from '../../shared/constants/spec';
import type { Decimal } from '../../shared/domain/decimal';
import { valueMessages } from '../../shared/messages/catalogue.web';
import { COUNTRIES, DEFAULT_COUNTRY, isCountryCode } from '../../shared/domain/countries';
import { formatAmount, type Currency } from '../../shared/domain/currency';

/** One decimal in the page's language: "4,3" on es-AR and pt-BR pages, "4.3" on es-MX ones (ADR 0055). */
const oneDecimal = lazyNumberFormat(activeLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Formats a gym's price in its country's currency and format (`formatMoney` of the shared money format,
 * ADR 0051, ADR 0053): `$ 25.000` or `$ 25.000,50` in Argentina (as `formatArs` wrote it, ADR 0026),
 * `$25,000.00` in México, `R$ 150,00` in Brasil; a gym without price (null: open data, ADR 0025) reads
 * "Precio a consultar".
 * @param price - a wire decimal (`{$numberDecimal}`), a number of units, or null
 * @param country - the gym's country (ISO 3166-1, upper case, as the gym's `country` field); one BuscaGym
 *   does not sell in (an imported gym's) writes the price as Argentina does
 */
export function formatPrice(price: Decimal | number | null, country: string): string {
  if (price === null) return valueMessages.priceOnRequest;
  const { currency } = COUNTRIES[isCountryCode(country) ? country : DEFAULT_COUNTRY];
  return formatAmount(typeof price === 'number' ? price : price.$numberDecimal, currency);
}

/**
 * Formats an amount of money in its currency (`formatAmount`, the shared money format of the currency's
 * country, ADR 0053): `$ 25.000` when a whole ARS amount, `$ 25.000,50` otherwise (cart, checkout, orders,
 * sales), `R$ 150,00` in reais. An amount reads so on a page in any language: its currency, not the page,
 * chooses the format (ADR 0055). Exact from the decimal string, for display only: every total shown is the
 * server's figure.
 * @param amount - a wire decimal (`{$numberDecimal}`)
 * @param currency - the ISO 4217 currency the answer gives beside the amount
 */
export function formatMoney(amount: Decimal, currency: Currency): string {
  return formatAmount(amount.$numberDecimal, currency);
}

/** Formats a rating with one decimal in the page's language, e.g. `4,3` (es-MX `4.3`). */
export function formatRating(raiting: number): string {
  return oneDecimal.format(raiting);
}

/**
 * The rating a gym shows: its `raiting` (the mean of its reviews) from `REVIEW_NEW_BELOW` reviews on,
 * else null, which the stars show as "Nuevo" — one or two reviews do not make a rating (ADR 0024).
 */
export function shownRating(gym: { raiting: number | null; reviewCount: number }): number | null {
  return gym.reviewCount >= REVIEW_NEW_BELOW ? gym.raiting : null;
}

/** Accessible label of a rating in the page's language, e.g. "Puntaje 4,3 de 5". */
export function ratingLabel(raiting: number): string {
  return valueMessages.rating(formatRating(raiting));
}

/** A distance in km as the list shows it in the page's language, e.g. "a 2,3 km" (es-MX "a 2.3 km"). */
export function formatDistance(km: number): string {
  return valueMessages.distance(oneDecimal.format(km));
}

/** Up to two initials of a name for placeholders, e.g. "Club Atlético Ferro" → "CA". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase(activeLocale()))
    .join('');
}

/** A stable hue (0–359) for a text, used to colour placeholders. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/**
 * The address as cards show it: the neighbourhood is appended ("Moreno 3682 · Almagro") unless the
 * address already names it.
 */
export function addressLine(address: string, neighborhood: string | null): string {
  const locale = activeLocale();
  if (!neighborhood || address.toLocaleLowerCase(locale).includes(neighborhood.toLocaleLowerCase(locale)))
    return address;
  return `${address} · ${neighborhood}`;
}
