/**
 * A labelled form field with its error (or hint) linked for assistive technology.
 * @module
 */
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  label: string;
  /** The validation message; when set the control is marked invalid. */
  error?: string | undefined;
  /** A neutral hint shown under the control when there is no error. */
  hint?: string | undefined;
}

function Messages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  if (error)
    return (
      <p id={id} className="field__error">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="field__hint">
        {hint}
      </p>
    );
  return null;
}

/** An `<input>` with label and message (works with react-hook-form's `register`). */
export const InputField = forwardRef<
  HTMLInputElement,
  FieldFrameProps & InputHTMLAttributes<HTMLInputElement>
>(function InputField({ label, error, hint, id, ...input }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...input}
      />
      <Messages id={messageId} error={error} hint={hint} />
    </div>
  );
});

/** A `<select>` with label and message. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }
>(function SelectField({ label, error, hint, id, children, ...select }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...select}
      >
        {children}
      </select>
      <Messages id={messageId} error={error} hint={hint} />
    </div>
  );
});

/** A message box inside a form: `alert` for failures, `status` for progress and notices. */
export function FormNotice({ kind, children }: { kind: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-notice form-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
