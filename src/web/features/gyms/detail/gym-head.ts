/**
 * The gym page's head tags (ADR 0046): title, description, canonical address, the first photo for link
 * previews, and the schema.org `ExerciseGym` (https://schema.org/ExerciseGym) that search engines read:
 * its address (`PostalAddress`), position (`GeoCoordinates`), opening hours
 * (`OpeningHoursSpecification`, one per open range of the gym's next seven days as the API answers them),
 * price range, and `AggregateRating` only when members have reviewed it (its mean and number of reviews;
 * ADR 0024: a gym without reviews has no rating to show).
 * @module
 */
import type { GymByIdResponse } from '../../../../shared/contract/gyms';
import { fromDecimal } from '../../../../shared/domain/decimal';
import { gymDetailMessages as m } from '../../../../shared/messages/catalogue.web';
import type { PageHeadSource } from '../../../components/HeadTags';
import { addressLine, formatPrice } from '../../../lib/format';

/** schema.org's days (https://schema.org/DayOfWeek) by ISO weekday, 1 = Monday … 7 = Sunday. */
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The gym page's address (SPEC §2 `/detail/gym/{id}`). */
export const gymPath = (id: string): string => `/detail/gym/${encodeURIComponent(id)}`;

/**
 * One `OpeningHoursSpecification` per open range of the week; a day's range that ends at `24:00`
 * closes at `23:59` (schema.org's `closes` is a time of day). Holidays are left out: their hours are
 * the exception, not the week.
 */
export function openingHoursSpecification(gym: GymByIdResponse): object[] {
  if (!gym.openingHours) return [];
  return (gym.openingWeek ?? [])
    .filter((day) => !day.holiday)
    .flatMap((day) =>
      day.ranges.map((range) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday - 1] ?? 'Monday'}`,
        opens: range.from,
        closes: range.to === '24:00' ? '23:59' : range.to,
      })),
    );
}

/**
 * The `ExerciseGym` of `gym`, seen from `origin` (absolute `url` and `image`).
 * @param origin - the site's public origin, without a trailing slash
 */
export function gymJsonLd(gym: GymByIdResponse, origin: string): object {
  const hours = openingHoursSpecification(gym);
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: gym.name,
    url: new URL(gymPath(gym._id), origin).href,
    ...(gym.image.length > 0 && { image: gym.image.map((src) => new URL(src, origin).href) }),
    ...(gym.phone && { telephone: gym.phone }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: gym.address,
      ...(gym.neighborhood && { addressLocality: gym.neighborhood }),
      addressCountry: 'AR',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: fromDecimal(gym.latitude),
      longitude: fromDecimal(gym.longitude),
    },
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    // A demo gym's price and raiting are generated (`demo`, ADR 0004): never claimed as the gym's own.
    ...(gym.price !== null && !gym.demo && { priceRange: formatPrice(gym.price, gym.country) }),
    ...(!gym.demo &&
      gym.reviewCount > 0 &&
      gym.raiting !== null && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: gym.raiting,
          reviewCount: gym.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/** The gym page's head tags (the browser's and the server's). */
export function gymHead(gym: GymByIdResponse): PageHeadSource {
  return {
    title: gym.name,
    description: m.seoDescription(
      gym.name,
      addressLine(gym.address, gym.neighborhood),
      gym.demo ? null : formatPrice(gym.price, gym.country),
    ),
    path: gymPath(gym._id),
    type: 'place',
    image: gym.image[0],
    jsonLd: (origin) => gymJsonLd(gym, origin),
  };
}
