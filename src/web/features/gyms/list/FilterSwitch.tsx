/**
 * An on/off filter of the catalogue (list and map): "Con clases hoy", "Abierto ahora" (ADR 0025) and
 * "Pase BuscaGym" (ADR 0045). A native checkbox with `role="switch"` (a label to tap, Space to toggle)
 * and a hint, laid out by classes-today.css. Also the pass's visit cost on a card, popup or page.
 * @module
 */
import { useId } from 'react';
import { paseCatalogueMessages } from '../../../../shared/messages/pase-catalogue.web';

/** Props of {@link FilterSwitch}. */
export interface FilterSwitchProps {
  /** The URL parameter it sets (also the input's name). */
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The switch. */
export function FilterSwitch({ name, label, hint, checked, onChange }: FilterSwitchProps) {
  const id = useId();
  return (
    <div className="gym-filters__switch">
      <input
        id={id}
        className="gym-filters__switch-input"
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <span id={`${id}-hint`} className="gym-filters__hint">
        {hint}
      </span>
    </div>
  );
}

/** The visit cost of a gym that accepts the pass ("Pase BuscaGym: 2 créditos"); nothing otherwise. */
export function PaseCost({ credits, className }: { credits: number | null; className?: string }) {
  if (credits === null) return null;
  return (
    <p className={className ?? 'gym-card__pase'} data-testid="pase-cost">
      {paseCatalogueMessages.visitCost(credits)}
    </p>
  );
}
