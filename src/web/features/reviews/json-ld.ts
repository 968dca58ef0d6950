/**
 * The schema.org `AggregateRating` of a gym (https://schema.org/AggregateRating, as JSON-LD in the
 * page head, W3C JSON-LD 1.1), for search engines: only when the gym has at least one visible review,
 * so no page claims a rating nobody gave (ADR 0024).
 * @module
 */
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../shared/constants/reviews';

/** The JSON-LD object of gym `name` with `count` reviews averaging `average`, or null without reviews. */
export function aggregateRatingJsonLd(name: string, count: number, average: number | null): object | null {
  if (count < 1 || average === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
  };
}

/**
 * Puts `data` in the document head as `<script type="application/ld+json">` (escaping `<` so the text
 * cannot close the element); returns the function that removes it.
 */
export function placeJsonLd(doc: Document, data: object): () => void {
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.jsonld = 'aggregate-rating';
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  doc.head.append(script);
  return () => script.remove();
}
