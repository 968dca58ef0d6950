/**
 * A confirmation that names what the action does and asks why (locks, bans, unpublishing a gym: the
 * reason goes to the audit log, and for a gym to its partner). The reason is checked against the
 * contract's lengths before it is sent; a refusal of the server shows inside the dialog.
 * @module
 */
import { useId, useState, type ReactNode } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { askLabel, type AskButtonProps } from '../../../components/ConfirmButton';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ConfirmState } from '../../../components/use-confirm-action';

/** The reason field of an action: its label, hint, error and the contract's lengths (characters). */
export interface ReasonRules {
  label: string;
  hint: string;
  /** Shown when the reason is too short or too long. */
  error: string;
  minLength: number;
  maxLength: number;
}

/**
 * The reason field's rules from a screen's texts (`reason`, the label; `reasonHint`), the error of the
 * shared messages and the contract's lengths in characters.
 */
export function reasonRules(
  texts: { reason: string; reasonHint: string },
  error: string,
  minLength: number,
  maxLength: number,
): ReasonRules {
  return { label: texts.reason, hint: texts.reasonHint, error, minLength, maxLength };
}

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps extends ConfirmState {
  /** What the action does, in words (the consequence). */
  children: ReactNode;
  rules: ReasonRules;
  onConfirm: (reason: string) => void;
}

/** The dialog. */
export function ReasonDialog({ rules, children, onConfirm, onClose, ...dialog }: ReasonDialogProps) {
  const { minLength, maxLength } = rules;
  const id = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const confirm = () => {
    const text = reason.trim();
    if (text.length < minLength || text.length > maxLength) {
      setInvalid(true);
      document.getElementById(id)?.focus();
      return;
    }
    setInvalid(false);
    onConfirm(text);
  };
  const close = () => {
    setReason('');
    setInvalid(false);
    onClose();
  };
  return (
    <ConfirmDialog {...dialog} onConfirm={confirm} onClose={close}>
      <div className="admin-consequence">{children}</div>
      <div className="field admin-reason">
        <label htmlFor={id}>{rules.label}</label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          maxLength={maxLength}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-message`}
        />
        <p id={`${id}-message`} className={invalid ? 'field__error' : 'field__hint'}>
          {invalid ? rules.error : rules.hint}
        </p>
      </div>
    </ConfirmDialog>
  );
}

/** Props of {@link ReasonButton}. */
export interface ReasonButtonProps extends AskButtonProps {
  /** What `useConfirmAction` answers: `ask` opens the dialog, `dialog` are its props. */
  action: { ask: () => void; dialog: ConfirmState };
  rules: ReasonRules;
  /** Runs the action with the checked reason. */
  onConfirm: (reason: string) => void;
  /** What the action does, in words (the consequence). */
  children: ReactNode;
}

/** A button that opens a {@link ReasonDialog}, and that dialog. */
export function ReasonButton({ action, rules, onConfirm, children, ...button }: ReasonButtonProps) {
  return (
    <>
      <ActionButton {...button} label={askLabel(action.dialog)} onClick={action.ask} />
      <ReasonDialog {...action.dialog} rules={rules} onConfirm={onConfirm}>
        {children}
      </ReasonDialog>
    </>
  );
}
