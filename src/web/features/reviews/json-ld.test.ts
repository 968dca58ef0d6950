import { describe, expect, it } from 'vitest';
import { aggregateRatingJsonLd } from './json-ld';

describe('aggregateRatingJsonLd', () => {
  it('is null without reviews', () => {
    expect(aggregateRatingJsonLd('Club Ágora', 0, null)).toBeNull();
  });

  it('gives the schema.org AggregateRating of a gym with reviews', () => {
    expect(aggregateRatingJsonLd('Club Ágora', 12, 4.3)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      name: 'Club Ágora',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
