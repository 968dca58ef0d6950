/**
 * A confirmation that names what the action does and asks why (locks, bans, unpublishing a gym: the
 * reason goes to the audit log, and for a gym to its partner). The reason is checked against the
 * contract's lengths before it is sent; a refusal of the server shows inside the dialog.
 * @module
 */
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, in words (the consequence). */
  children: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  /** Shown when the reason is too short or too long. */
  reasonError: string;
  minLength: number;
  maxLength: number;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The dialog. */
export function ReasonDialog({
  reasonLabel,
  reasonHint,
  reasonError,
  minLength,
  maxLength,
  children,
  onConfirm,
  onClose,
  ...dialog
}: ReasonDialogProps) {
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
        <label htmlFor={id}>{reasonLabel}</label>
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
          {invalid ? reasonError : reasonHint}
        </p>
      </div>
    </ConfirmDialog>
  );
}
