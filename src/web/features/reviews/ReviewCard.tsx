/**
 * One review as everyone sees it (ADR 0024): stars, author ("Ana G." or "Ex socio"), date, "editada",
 * "Fue al gimnasio" or "Reseña de demostración", the text as plain text (React escapes it: never HTML),
 * the gym's answer, and room for actions below.
 * @module
 */
import type { ReactNode } from 'react';
import type { Review } from '../../../shared/contract/reviews';
import { reviewSectionMessages as m } from '../../../shared/messages/reviews.web';
import { Stars } from '../../components/Stars';
import { lazyDateTimeFormat } from '../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../shared/messages/i18n/active';

/** A review's day in the page's language (ADR 0055): "3 may 2026", pt-BR "3 de mai. de 2026". */
const dateFormat = lazyDateTimeFormat(activeLocale, { dateStyle: 'medium' });
const day = (iso: string) => dateFormat.format(new Date(iso));

/** The review card; `children` (actions, the answer form) go under it. */
export function ReviewCard({ review, children }: { review: Review; children?: ReactNode }) {
  return (
    <article className="review" data-testid="review">
      <header className="review__head">
        <Stars value={review.rating} showValue={false} />
        <strong>{review.author.name}</strong>
        <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
        {review.editedAt && <span className="review__tag">{m.edited}</span>}
        <span className="review__tag">{review.demo ? m.demo : m.verified}</span>
      </header>
      {review.text && <p className="review__text">{review.text}</p>}
      {review.reply && (
        <div className="review__reply" data-testid="review-reply">
          <strong>{m.reply}</strong>
          <p className="review__text">{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
