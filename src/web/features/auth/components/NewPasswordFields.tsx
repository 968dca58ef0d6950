/**
 * The "new password" and "repeat the new password" pair of the reset and update password forms,
 * registered with react-hook-form.
 * @module
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/Field';

type NewPasswordName = 'newPassword' | 'repeatPassword';

interface NewPasswordFieldsProps {
  /** The form's `register`; the form must have `newPassword` and `repeatPassword` string fields. */
  register: (name: NewPasswordName, options?: { onChange?: () => void }) => UseFormRegisterReturn;
  /** The page's labels for both fields. */
  labels: Record<NewPasswordName, string>;
  /** Called on every change of either field. */
  onChange?: () => void;
}

/** Both new-password inputs (`autocomplete="new-password"`). */
export function NewPasswordFields({ register, labels, onChange }: NewPasswordFieldsProps) {
  const options = onChange ? { onChange } : undefined;
  return (
    <>
      <InputField
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        {...register('newPassword', options)}
      />
      <InputField
        label={labels.repeatPassword}
        type="password"
        autoComplete="new-password"
        {...register('repeatPassword', options)}
      />
    </>
  );
}
