/**
 * The member's data form (SPEC §2 user form): name, last name, phone, birthday, gender, address,
 * emergency contact, health conditions, marketing opt-in and the browser position. react-hook-form
 * with the contract's rules ({@link memberFormSchema}), so the form and the server give the same
 * Spanish messages; the server's per-field messages land on their controls.
 * @module
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GENDERS, type MemberUpdateBody, type MemberUser } from '../../../../shared/contract/members';
import type { LatLon } from '../../../../shared/domain/geo';
import { genderLabels, memberFormMessages as m } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/http';
import { AddressField, fieldOf, PersonNameFields, PhoneField } from '../../../components/ContactFields';
import { FormNotice, InputField, SelectField, SwitchField } from '../../../components/Field';
import { useDeseasesMap } from '../api/api';
import {
  birthdayBounds,
  formFieldErrors,
  formValuesOf,
  memberFormResolver,
  updateBodyOf,
  type MemberFormOutput,
  type MemberFormValues,
} from './form-rules';
import { HealthConditionsField } from './HealthConditionsField';
import { LocationButton } from './LocationButton';
import { Form } from '../../../components/Form';

/** Props of {@link MemberDetailsForm}. */
export interface MemberDetailsFormProps {
  user: MemberUser;
  /** Sends the update; resolves on success, rejects with the server's error. */
  onSave: (body: MemberUpdateBody) => Promise<unknown>;
  saving: boolean;
}

/** The form, prefilled from `user`. */
export function MemberDetailsForm({ user, onSave, saving }: MemberDetailsFormProps) {
  const [bounds] = useState(() => birthdayBounds());
  const resolver = useMemo(() => memberFormResolver(), []);
  const form = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: formValuesOf(user),
  });
  const { errors } = form.formState;
  const conditions = useDeseasesMap();
  const [position, setPosition] = useState<LatLon | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSave(updateBodyOf(values, position));
      } catch (error) {
        const placed = error instanceof ApiRequestError ? formFieldErrors(error.fields) : [];
        placed.forEach(([path, message], i) =>
          form.setError(path, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
        setFailure(error instanceof Error ? error.message : m.fixErrors);
      }
    },
    () => setFailure(null),
  );
  // Shown while the last submit left invalid fields, gone as soon as they are fixed.
  const showFix = form.formState.isSubmitted && Object.keys(errors).length > 0 && failure === null;

  return (
    <Form className="member-form" onSubmit={onSubmit} aria-labelledby="member-form-title">
      <h2 id="member-form-title">{m.personal}</h2>
      <div className="member-form__grid">
        <PersonNameFields
          labels={m}
          name={{ required: true, ...fieldOf(form, 'name') }}
          lastName={fieldOf(form, 'lastName')}
        />
        <PhoneField label={m.phone} inputMode="tel" hint={m.phoneHint} {...fieldOf(form, 'phone')} />
        <InputField
          label={m.birthday}
          type="date"
          autoComplete="bday"
          min={bounds.min}
          max={bounds.max}
          {...fieldOf(form, 'birthday')}
        />
        <SelectField label={m.gender} {...fieldOf(form, 'gender')}>
          <option value="">{m.genderNone}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderLabels[g]}
            </option>
          ))}
        </SelectField>
        <AddressField label={m.address} hint={m.addressHint} {...fieldOf(form, 'address')} />
      </div>

      <fieldset className="form-group member-form__group" aria-describedby="emergency-hint">
        <legend>{m.emergency}</legend>
        <p id="emergency-hint" className="field__hint">
          {m.emergencyHint}
        </p>
        <div className="member-form__grid">
          <InputField
            label={m.emergencyName}
            autoComplete="off"
            {...fieldOf(form, 'emergencyContact.name')}
          />
          <PhoneField
            label={m.emergencyPhone}
            inputMode="tel"
            autoComplete="off"
            {...fieldOf(form, 'emergencyContact.phone')}
          />
        </div>
      </fieldset>

      <HealthConditionsField
        conditions={conditions.data}
        loading={conditions.isPending}
        loadError={conditions.isError}
        error={errors.healthConditions?.message}
        registration={form.register('healthConditions')}
      />

      <fieldset className="form-group member-form__group">
        <legend>{m.preferences}</legend>
        <div className="check-field">
          <input type="checkbox" id="marketing-opt-in" {...form.register('marketingOptIn')} />
          <label htmlFor="marketing-opt-in">{m.marketingOptIn}</label>
        </div>
        {errors.marketingOptIn?.message && <p className="field__error">{errors.marketingOptIn.message}</p>}
        <SwitchField
          id="review-mails"
          frame="check-field"
          label={m.reviewMails}
          hint={m.reviewMailsHint}
          {...form.register('reviewMails')}
        />
        {errors.reviewMails?.message && <p className="field__error">{errors.reviewMails.message}</p>}
      </fieldset>

      <fieldset className="form-group member-form__group">
        <legend>{m.location}</legend>
        <LocationButton position={position} onPosition={setPosition} />
      </fieldset>

      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      {showFix && <FormNotice kind="error">{m.fixErrors}</FormNotice>}
      <button type="submit" className="button member-form__submit" disabled={saving}>
        {saving ? m.submitting : m.submit}
      </button>
    </Form>
  );
}
