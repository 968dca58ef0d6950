/**
 * Where a partner's gym is (ADR 0054; docs/architecture.md §7.1): its country, the partner's unless the
 * body names one; its IANA zone, set when the gym is created or its country changes, and kept otherwise
 * (a gym keeps its own); its phone, checked as a number of that country; and its prices, read as people
 * there write them (ADR 0053).
 * @module
 */
import { phoneSchema } from '../../../shared/contract/country-fields';
import { readPriceIn } from '../../../shared/contract/partner-fields';
import { COUNTRIES, DEFAULT_COUNTRY, type CountryCode } from '../../../shared/domain/countries';
import { countryOfLower } from '../../../shared/domain/country-case';
import { partnerFieldMessages, partnerMessages } from '../../../shared/messages';
import { phoneMessages } from '../../../shared/messages/tax-ids';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { placeOf } from '../imports/index';
import { findPartnerByUserId, partnerCountry } from '../partners/index';

/**
 * The country of partner account `userId` (ADR 0054), where its new gyms start.
 * @throws AppError NOT_FOUND ({@link partnerMessages.profileNotFound}) without a partner profile
 */
export async function partnerCountryOf(db: Database, userId: string): Promise<CountryCode> {
  const row = await findPartnerByUserId(db, userId);
  if (!row) throw new AppError('NOT_FOUND', partnerMessages.profileNotFound);
  return partnerCountry(row);
}

/**
 * The country a stored `gyms.country` names; a gym imported from a country BuscaGym does not sell in
 * (its zone's country, ADR 0025) is read under {@link DEFAULT_COUNTRY}'s rules.
 */
export const gymCountry = (stored: string): CountryCode => countryOfLower(stored) ?? DEFAULT_COUNTRY;

/**
 * The IANA zone of a gym of `country` at a position (degrees): the zone there (timezone-boundary-builder,
 * through imports' `placeOf`) when it lies in `country`, for México and Brasil span several zones;
 * otherwise the country's reference zone (`COUNTRIES`), as for a pin dropped across a border.
 */
export function gymZone(country: CountryCode, latitude: number, longitude: number): string {
  const place = placeOf(latitude, longitude);
  return countryOfLower(place.country) === country ? place.timeZone : COUNTRIES[country].timeZone;
}

/**
 * A body's `phone` checked as a number of `country` (`phoneSchema`, libphonenumber-js): E.164, null to
 * clear, undefined when absent (unchanged).
 * @throws AppError VALIDATION with the country's `phoneMessages` text (field `phone`)
 */
export function gymPhone(country: CountryCode, phone: string | null | undefined): string | null | undefined {
  if (phone === undefined) return undefined;
  const checked = phoneSchema(country).safeParse(phone);
  if (checked.success) return checked.data;
  const message = checked.error.issues[0]?.message ?? phoneMessages[country];
  throw new AppError('VALIDATION', message, { phone: message });
}

/**
 * A body's `price` (a number, or the text the partner typed) read as a price of `country` (ADR 0053,
 * `readPriceIn`: `1.250,50` in Argentina and Brasil, `1,250.50` in México) into the decimal text of
 * its `numeric` column: null to clear, undefined when absent (unchanged).
 * @throws AppError VALIDATION {@link partnerFieldMessages.price} (field `price`) for text that is not a
 *   price written in that country's way, or an amount out of range
 */
export function gymPrice(
  country: CountryCode,
  price: number | string | null | undefined,
): string | null | undefined {
  if (price === undefined || price === null) return price;
  const amount = readPriceIn(price, country);
  if (amount !== null) return String(amount);
  const message = partnerFieldMessages.price;
  throw new AppError('VALIDATION', message, { price: message });
}
