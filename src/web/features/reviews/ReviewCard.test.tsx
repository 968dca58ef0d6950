import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../shared/contract/reviews';
import { inLocale } from '../../lib/test-locale';
import { ReviewCard } from './ReviewCard';

// Noon UTC: the same calendar day in every zone from UTC−11 to UTC+11 (the card writes the browser's day).
const review: Review = {
  _id: '00000000-0000-4000-8000-000000000001',
  gymId: '00000000-0000-4000-8000-000000000002',
  rating: 4,
  text: 'Muy bueno',
  verified: true,
  demo: false,
  createdAt: '2026-05-03T12:00:00Z',
  editedAt: null,
  author: { name: 'Ana G.' },
  reply: null,
};

/** The text of the card's `<time>`, as the server render writes it. */
const cardDay = (): string => {
  const html = renderToStaticMarkup(<ReviewCard review={review} />);
  return /<time dateTime="[^"]+">([^<]*)<\/time>/.exec(html)?.[1] ?? '';
};

describe("a review's day in the page's language (ADR 0055)", () => {
  it('writes es-AR as Intl.DateTimeFormat(es-AR, medium) did', () => {
    expect(cardDay()).toBe(
      new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium' }).format(new Date(review.createdAt)),
    );
    expect(cardDay()).toBe('3 may 2026');
  });

  it('writes es-MX and pt-BR days in their own words', () => {
    expect(inLocale('es-MX', cardDay)).toBe('3 may 2026');
    expect(inLocale('pt-BR', cardDay)).toBe('3 de mai. de 2026');
  });
});
