/**
 * Field blocks that the account, member, partner and gym forms share: a person's first and last name,
 * an e-mail, a phone and a street address, each an {@link InputField} with the control type, keyboard
 * and autofill token (WHATWG HTML "Autofill") its content takes. Labels, hints and rules stay with each
 * form; {@link fieldOf} binds a react-hook-form field and its message to one of them.
 * @module
 */
import { forwardRef, type ComponentPropsWithRef, type ComponentPropsWithoutRef } from 'react';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { InputField } from './Field';

type InputFieldProps = ComponentPropsWithoutRef<typeof InputField>;
/** What a form gives one field of a block: its registration, message and any other input attribute. */
export type FieldBinding = Omit<ComponentPropsWithRef<typeof InputField>, 'label'>;

/** `register(name)` of `form` plus the field's current message, to spread on a field component. */
export function fieldOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, name: Path<T>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { ...form.register(name), error: error?.message };
}

/** An e-mail address: e-mail keyboard and the `email` autofill token. */
export const EmailField = forwardRef<HTMLInputElement, InputFieldProps>(function EmailField(props, ref) {
  return <InputField ref={ref} type="email" inputMode="email" autoComplete="email" {...props} />;
});

/** A phone number: phone keyboard and, unless told otherwise, the `tel` autofill token. */
export const PhoneField = forwardRef<HTMLInputElement, InputFieldProps>(function PhoneField(props, ref) {
  return <InputField ref={ref} type="tel" autoComplete="tel" {...props} />;
});

/** A street address, with the `street-address` autofill token. */
export const AddressField = forwardRef<HTMLInputElement, InputFieldProps>(function AddressField(props, ref) {
  return <InputField ref={ref} autoComplete="street-address" {...props} />;
});

/** Props of {@link PersonNameFields}. */
export interface PersonNameFieldsProps {
  labels: { name: string; lastName: string };
  name: FieldBinding;
  lastName: FieldBinding;
}

/** First name and last name, with the `given-name` and `family-name` autofill tokens. */
export function PersonNameFields({ labels, name, lastName }: PersonNameFieldsProps) {
  return (
    <>
      <InputField label={labels.name} autoComplete="given-name" {...name} />
      <InputField label={labels.lastName} autoComplete="family-name" {...lastName} />
    </>
  );
}
