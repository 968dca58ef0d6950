/**
 * The "Abierto ahora" switch of the catalogue filters (list and map; ADR 0025): a native checkbox with
 * `role="switch"` (a label to tap, Space to toggle), laid out like "Con clases hoy" (gyms' classes-today.css).
 * @module
 */
import { useId } from 'react';
import { openingHoursWebMessages as m } from '../../../shared/messages/opening-hours.web';

/** Props of {@link OpenNowSwitch}. */
export interface OpenNowSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The switch. */
export function OpenNowSwitch({ checked, onChange }: OpenNowSwitchProps) {
  const id = useId();
  return (
    <div className="gym-filters__switch">
      <input
        id={id}
        className="gym-filters__switch-input"
        type="checkbox"
        role="switch"
        name="openNow"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{m.openNowFilter}</label>
      <span id={`${id}-hint`} className="gym-filters__hint">
        {m.openNowHint}
      </span>
    </div>
  );
}
