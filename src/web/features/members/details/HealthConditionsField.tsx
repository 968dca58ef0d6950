/**
 * The health-condition checkboxes of the member form (SPEC §7 `deseasesMap`): one per catalogue entry,
 * each described by its training considerations. Sensitive data: only the member sees it.
 * @module
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { HealthCondition } from '../../../../shared/contract/members';
import { memberFormMessages as m } from '../../../../shared/messages';
import { Spinner } from '../../../components/Spinner';

/** Props of {@link HealthConditionsField}. */
export interface HealthConditionsFieldProps {
  conditions: HealthCondition[] | undefined;
  loading: boolean;
  loadError: boolean;
  error?: string | undefined;
  /** `register('healthConditions')`: checked boxes give the array of ids. */
  registration: UseFormRegisterReturn<'healthConditions'>;
}

/** The fieldset of condition checkboxes. */
export function HealthConditionsField({
  conditions,
  loading,
  loadError,
  error,
  registration,
}: HealthConditionsFieldProps) {
  return (
    <fieldset className="form-group member-form__group" aria-describedby="health-hint">
      <legend>{m.health}</legend>
      <p id="health-hint" className="field__hint">
        {m.healthHint}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {loading && <Spinner label={m.healthLoading} />}
      {loadError && <p className="field__error">{m.healthLoadError}</p>}
      {conditions && (
        <ul className="plain-list health-list">
          {conditions.map((condition) => {
            const id = `health-${condition._id}`;
            return (
              <li key={condition._id} className="health-list__item">
                <input
                  type="checkbox"
                  id={id}
                  value={condition._id}
                  aria-describedby={`${id}-notes`}
                  {...registration}
                />
                <div>
                  <label htmlFor={id}>{condition.name}</label>
                  <p id={`${id}-notes`} className="health-list__notes">
                    <span className="visually-hidden">{m.considerations} </span>
                    {condition.considerations}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
