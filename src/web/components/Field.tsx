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

/** The id of a control, its message's id, and the ARIA attributes that link them. */
function useFieldControl(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = `${controlId}-message`;
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
  };
  return { control, messageId };
}

/** The label, the control (`children`) and its message. */
function FieldFrame({
  label,
  error,
  hint,
  controlId,
  messageId,
  children,
}: FieldFrameProps & { controlId: string; messageId: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children}
      <Messages id={messageId} error={error} hint={hint} />
    </div>
  );
}

/** An `<input>` with label and message (works with react-hook-form's `register`). */
export const InputField = forwardRef<
  HTMLInputElement,
  FieldFrameProps & InputHTMLAttributes<HTMLInputElement>
>(function InputField({ label, error, hint, id, ...input }, ref) {
  const { control, messageId } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} controlId={control.id} messageId={messageId}>
      <input ref={ref} {...control} {...input} />
    </FieldFrame>
  );
});

/** A `<select>` with label and message. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }
>(function SelectField({ label, error, hint, id, children, ...select }, ref) {
  const { control, messageId } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} controlId={control.id} messageId={messageId}>
      <select ref={ref} {...control} {...select}>
        {children}
      </select>
    </FieldFrame>
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

/**
 * A checkbox drawn as a switch (`role="switch"`) with its label after it and its hint under it, linked
 * by `aria-describedby` (`{id}-hint`). `frame` is the class of its row: `switch` or `check-field`.
 */
export const SwitchField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
    id: string;
    label: string;
    hint: string;
    frame?: 'switch' | 'check-field';
  }
>(function SwitchField({ id, label, hint, frame = 'switch', ...input }, ref) {
  return (
    <>
      <div className={frame}>
        <input ref={ref} id={id} type="checkbox" role="switch" aria-describedby={`${id}-hint`} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </>
  );
});
