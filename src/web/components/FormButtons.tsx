/**
 * The end of a small form or a dialog's form: its failure (an alert), then "cancel" and the submit
 * button, which is disabled and says what is happening while the form is being sent.
 * @module
 */
import { FormNotice } from './Field';

/** Props of {@link FormButtons}. */
export interface FormButtonsProps {
  /** The row's class (its layout: `end-row`, `button-row review-form__actions`…). */
  className: string;
  /** The failure shown above the buttons, if any. */
  failure?: string | null;
  /** The cancel button's label (needed only with `onCancel`). */
  cancelLabel?: string;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}

/** The failure and the two buttons. */
export function FormButtons({
  className,
  failure,
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  busy,
}: FormButtonsProps) {
  return (
    <>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <div className={className}>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
