/**
 * The code field of the second factor (ADR 0019): the app's 6 digits (a space in the middle allowed)
 * or, where offered, a recovery code instead. Checks the format before asking the server; the server's
 * refusal (wrong code, too many tries) shows under the form.
 * @module
 */
import { useState, type FormEvent } from 'react';
import { adminMfaMessages as m } from '../../../../shared/messages/mfa.web';
import { FormNotice, InputField } from '../../../components/Field';
import { CODE_PATTERN } from './code-pattern';
import { CodeField } from './CodeField';

const RECOVERY_PATTERN = /^[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}$/;

/** What the form sends. */
export type CodeAnswer = { code: string } | { recoveryCode: string };

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  submitLabel: string;
  busy: boolean;
  error: string | null;
  /** Offer "Usar un código de recuperación". */
  allowRecovery?: boolean;
  onSubmit: (answer: CodeAnswer) => void;
}

/** The form. */
export function CodeForm({ submitLabel, busy, error, allowRecovery = false, onSubmit }: CodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (recovery ? !RECOVERY_PATTERN.test(text) : !CODE_PATTERN.test(text)) {
      setInvalid(recovery ? m.recoveryFormat : m.codeFormat);
      return;
    }
    setInvalid(undefined);
    onSubmit(recovery ? { recoveryCode: text } : { code: text });
  };
  const toggle = () => {
    setRecovery((r) => !r);
    setValue('');
    setInvalid(undefined);
  };

  return (
    <form className="admin-form admin-code" onSubmit={submit} noValidate>
      {recovery ? (
        <InputField
          key="recovery"
          label={m.recoveryCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={invalid}
          autoFocus
        />
      ) : (
        <CodeField key="code" value={value} onChange={setValue} error={invalid} />
      )}
      {error && <FormNotice kind="error">{error}</FormNotice>}
      <div className="wrap-row admin-code__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? m.verifying : submitLabel}
        </button>
        {allowRecovery && (
          <button type="button" className="button button--secondary" onClick={toggle} aria-pressed={recovery}>
            {m.useRecovery}
          </button>
        )}
      </div>
    </form>
  );
}
