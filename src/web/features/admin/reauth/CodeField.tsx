/**
 * The field of the authenticator's current code (ADR 0019): 6 digits, a space in the middle allowed,
 * offered to the browser as a one-time code. Used by the second-factor form and the re-authentication
 * dialog.
 * @module
 */
import { adminMfaMessages as m } from '../../../../shared/messages/mfa.web';
import { InputField } from '../../../components/Field';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The format's or the server's refusal, under the field. */
  error: string | undefined;
}

/** The focused code field. */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  return (
    <InputField
      label={m.code}
      hint={m.codeHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus
    />
  );
}
