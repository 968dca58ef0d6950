/**
 * The gym form's country (ADR 0054): the select's registration and message, and the country chosen now.
 * Choosing another clears the phone's message (it is checked against the new country on the next
 * check) and looks the address up there again, or moves an unplaced pin to the country
 * (../forms/use-gym-placement).
 * @module
 */
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { COUNTRIES, type CountryCode } from '../../../../shared/domain/countries';
import type { GymFormOutput, GymFormValues } from '../forms/forms';
import type { GymPlacement } from '../forms/use-gym-placement';

/** The country field of the gym form `form` and the country it holds. */
export function useGymCountry(
  form: UseFormReturn<GymFormValues, unknown, GymFormOutput>,
  placement: GymPlacement,
): { country: CountryCode; field: ReturnType<typeof form.register> & { error: string | undefined } } {
  const country = useWatch({ control: form.control, name: 'country' });
  const field = form.register('country', {
    onChange: () => {
      form.clearErrors('phone');
      placement.onCountryChange(form.getValues('address'), COUNTRIES[form.getValues('country')].center);
    },
  });
  const error = get(form.formState.errors, 'country') as FieldError | undefined;
  return { country, field: { ...field, error: error?.message } };
}
