/**
 * The end of a small form or a dialog's form: its failure (an alert), then "cancel" and the submit
 * button, which is disabled and says what is happening while the form is being sent.
 * @module
 */
import { FormNotice } from './Field';

/** The buttons' texts: the submit button's, what it says while busy, and the cancel button's. */
export interface FormButtonLabels {
  submit: string;
  busy: string;
  /** Needed only with `onCancel`. */
  cancel?: string;
}

/** Props of {@link FormButtons}. */
export interface FormButtonsProps {
  /** The row's class (its layout: `end-row`, `button-row review-form__actions`…). */
  className: string;
  /** The failure shown above the buttons, if any. */
  failure?: string | null;
  labels: FormButtonLabels;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  busy: boolean;
}

/** The failure and the two buttons. */
export function FormButtons({ className, failure, labels, onCancel, busy }: FormButtonsProps) {
  return (
    <>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <div className={className}>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {labels.cancel}
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? labels.busy : labels.submit}
        </button>
      </div>
    </>
  );
}
