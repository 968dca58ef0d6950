/**
 * The note of the gym form's "Ubicación" (what the placement says: asked for, searching, found, not
 * found) and, when the server has a geocoder, the "Ubicar la dirección en el mapa" button (ADR 0026 §2).
 * @module
 */
import { gymPlacementMessages as m } from '../../../../shared/messages/geocode.web';
import type { GymPlacement } from './use-gym-placement';

/** Props of {@link PlacementNote}. */
export interface PlacementNoteProps {
  placement: GymPlacement;
  /** The address as typed now. */
  address: () => string;
}

/** The note and the button. */
export function PlacementNote({ placement, address }: PlacementNoteProps) {
  return (
    <>
      {placement.note && (
        <p className="field__hint" aria-live="polite" data-testid="placement-note">
          {placement.note}
        </p>
      )}
      {placement.geocoding && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={placement.searching}
          onClick={() => void placement.locate(address())}
        >
          {m.locate}
        </button>
      )}
    </>
  );
}
