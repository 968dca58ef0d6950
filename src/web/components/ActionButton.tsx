/**
 * A plain button (`type="button"`) with its text as a prop: the look, the accessible name where the text
 * alone would be ambiguous, and whether it waits.
 * @module
 */
/** A button's text, accessible name and look. */
export interface ActionButtonProps {
  /** The button's text. */
  label: string;
  /** The button's accessible name where its text alone would be ambiguous (e.g. in a list). */
  ariaLabel?: string;
  /** The button's classes (`button button--secondary…`). */
  className: string;
  disabled?: boolean;
}

/** A plain button (`type="button"`) that runs `onClick`. */
export function ActionButton({
  label,
  ariaLabel,
  className,
  disabled,
  onClick,
}: ActionButtonProps & { onClick: () => void }) {
  return (
    <button type="button" className={className} disabled={disabled} onClick={onClick} aria-label={ariaLabel}>
      {label}
    </button>
  );
}
