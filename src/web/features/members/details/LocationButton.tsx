/**
 * "Usar mi ubicación" of the member form (SPEC §2 user form): asks the browser for the position when
 * pressed; the answer is saved with the form. The note names the place by its barrio, as the geocoder
 * answers it (ADR 0026 §2), never by raw coordinates. A refusal is logged and shown as a quiet note
 * (SPEC §8: location errors are only logged).
 * @module
 */
import { useState } from 'react';
import type { LatLon } from '../../../../shared/domain/geo';
import { memberFormMessages as m } from '../../../../shared/messages';
import { GEOLOCATION_OPTIONS } from '../../../lib/constants';
import { useNeighbourhoodAt } from '../../../lib/geocode';
import { roundCoordinate } from '../../../lib/location';

type Status = 'idle' | 'locating' | 'ready' | 'denied' | 'unsupported';

/** Props of {@link LocationButton}. */
export interface LocationButtonProps {
  position: LatLon | null;
  onPosition: (position: LatLon) => void;
}

/** The button and its note. */
export function LocationButton({ position, onPosition }: LocationButtonProps) {
  const [status, setStatus] = useState<Status>(position ? 'ready' : 'idle');
  const neighbourhood = useNeighbourhoodAt(position);

  const locate = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (result) => {
        onPosition({
          latitude: roundCoordinate(result.coords.latitude),
          longitude: roundCoordinate(result.coords.longitude),
        });
        setStatus('ready');
      },
      (error) => {
        console.warn('[members] browser position unavailable:', error.code, error.message);
        setStatus('denied');
      },
      GEOLOCATION_OPTIONS,
    );
  };

  let note: string = m.locationLead;
  if (status === 'locating') note = m.locating;
  else if (status === 'ready' && position) note = m.locationReady(neighbourhood || null);
  else if (status === 'denied') note = m.locationDenied;
  else if (status === 'unsupported') note = m.locationUnsupported;

  return (
    <div className="stack stack--start member-form__location">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={locate}
        disabled={status === 'locating'}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        {m.useLocation}
      </button>
      <p className="field__hint" aria-live="polite" data-testid="location-note">
        {note}
      </p>
    </div>
  );
}
