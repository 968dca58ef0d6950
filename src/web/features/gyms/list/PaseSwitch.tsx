/**
 * The "Pase BuscaGym" switch of the catalogue filters (list and map; ADR 0045): only gyms that accept
 * the pass's credits (`pase=true`). A native checkbox with `role="switch"`, laid out like "Abierto
 * ahora" and "Con clases hoy" (classes-today.css).
 * @module
 */
import { useId } from 'react';
import { paseCatalogueMessages as m } from '../../../../shared/messages/catalogue.web';

/** Props of {@link PaseSwitch}. */
export interface PaseSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The switch. */
export function PaseSwitch({ checked, onChange }: PaseSwitchProps) {
  const id = useId();
  return (
    <div className="gym-filters__switch">
      <input
        id={id}
        className="gym-filters__switch-input"
        type="checkbox"
        role="switch"
        name="pase"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{m.filter}</label>
      <span id={`${id}-hint`} className="gym-filters__hint">
        {m.filterHint}
      </span>
    </div>
  );
}

/** The visit cost of a gym that accepts the pass ("Pase BuscaGym: 2 créditos"); nothing otherwise. */
export function PaseCost({ credits, className }: { credits: number | null; className?: string }) {
  if (credits === null) return null;
  return (
    <p className={className ?? 'gym-card__pase'} data-testid="pase-cost">
      {m.visitCost(credits)}
    </p>
  );
}
