/**
 * "Abierto · cierra 22:00" / "Cerrado · abre mañana 7:00" under a gym on cards, map popups and the detail
 * (ADR 0025), on the gym's own clock. Nothing when the hours are unknown.
 * @module
 */
import { DEFAULT_GYM_TIME_ZONE } from '../../../shared/constants/classes';
import { openLabel, type OpenStateValue } from './label';
import './opening-hours.css';

/** The line of `gym`'s open state, or nothing when its hours are unknown. */
export function OpenStatus({ gym, className }: { gym: OpenStateValue; className?: string }) {
  const label = openLabel(gym, new Date(), DEFAULT_GYM_TIME_ZONE);
  if (!label) return null;
  const state = label.open ? 'open-status--open' : 'open-status--closed';
  return (
    <p className={`open-status ${state}${className ? ` ${className}` : ''}`} data-testid="open-status">
      {label.text}
    </p>
  );
}
