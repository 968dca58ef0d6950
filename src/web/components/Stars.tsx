/**
 * A rating shown as five stars plus its number, read by screen readers as "Puntaje 4,3 de 5"; a gym
 * without a rating yet shows a "Nuevo" tag instead (ADR 0012: no invented rating).
 * @module
 */
import { RAITING_MAX } from '../../shared/constants/spec';
import { valueMessages } from '../../shared/messages/catalogue.web';
import { formatRating, ratingLabel } from '../lib/format';
import './components.css';

/**
 * @param value - rating from 1 to 5 (the spec's `raiting`); null for a gym without rating yet (ADR
 *   0012), which shows "Nuevo"
 * @param showValue - also print the number beside the stars (default true)
 */
export function Stars({ value, showValue = true }: { value: number | null; showValue?: boolean }) {
  if (value === null) {
    return (
      <span
        className="stars stars--new"
        role="img"
        aria-label={valueMessages.unratedLabel}
        data-testid="unrated"
      >
        <span aria-hidden="true">{valueMessages.unrated}</span>
      </span>
    );
  }
  const percent = Math.max(0, Math.min(100, (value / RAITING_MAX) * 100));
  return (
    <span className="stars" role="img" aria-label={ratingLabel(value)}>
      <span className="stars__track" aria-hidden="true">
        ★★★★★
        <span className="stars__fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {formatRating(value)}
        </span>
      )}
    </span>
  );
}
