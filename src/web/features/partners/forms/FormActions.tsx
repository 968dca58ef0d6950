/**
 * The foot of the partner, gym and service forms: the failure of the last submit (if any), then the
 * actions row with any extra action first (e.g. deleting a service), "Cancelar" back to the profile and
 * the submit button.
 * @module
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { partnerFormMessages as f } from '../../../../shared/messages';
import { FormNotice } from '../../../components/Field';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The message of the last failed submit. */
  failure: string | null;
  /** Where "Cancelar" goes (the partner's profile). */
  cancelTo: string;
  submitLabel: string;
  submitDisabled: boolean;
  /** Actions before "Cancelar". */
  children?: ReactNode;
}

/** The form's failure and actions. */
export function FormActions({ failure, cancelTo, submitLabel, submitDisabled, children }: FormActionsProps) {
  return (
    <>
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <div className="end-row">
        {children}
        <Link className="button button--secondary" to={cancelTo}>
          {f.cancel}
        </Link>
        <button type="submit" className="button" disabled={submitDisabled}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
