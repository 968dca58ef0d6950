/**
 * A gym's rating figures (ADR 0024): stars and average from `REVIEW_NEW_BELOW` reviews on ("Nuevo"
 * before, so that one review does not decide), the count, and five bars of the distribution.
 * @module
 */
import type { ReviewListResponse } from '../../../shared/contract/reviews';
import { REVIEW_NEW_BELOW } from '../../../shared/constants/spec';
import { reviewSectionMessages as m } from '../../../shared/messages/reviews.web';
import { Stars } from '../../components/Stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** The summary of `figures`. */
export function RatingSummary({
  figures,
}: {
  figures: Pick<ReviewListResponse, 'count' | 'average' | 'distribution'>;
}) {
  const rated = figures.count >= REVIEW_NEW_BELOW && figures.average !== null;
  return (
    <div className="rating-summary" data-testid="rating-summary">
      <div className="rating-summary__score">
        {rated ? <Stars value={figures.average} /> : <span className="chip">{m.isNew}</span>}
        <span className="rating-summary__count">{m.count(figures.count)}</span>
        {!rated && figures.count > 0 && <p className="field__hint">{m.newHint}</p>}
      </div>
      {figures.count > 0 && (
        <ul className="plain-list rating-bars" aria-label={m.distributionLabel}>
          {STARS.map((stars) => {
            const n = figures.distribution[stars];
            return (
              <li key={stars} className="rating-bars__row">
                <span aria-hidden="true">{stars}★</span>
                <span className="rating-bars__track" aria-hidden="true">
                  <span className="rating-bars__fill" style={{ width: `${(n / figures.count) * 100}%` }} />
                </span>
                <span className="visually-hidden">{m.starsRow(stars, n)}</span>
                <span aria-hidden="true">{n}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
