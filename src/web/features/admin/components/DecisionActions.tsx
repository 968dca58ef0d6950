/**
 * The two answers of an administrator's queue item (ADR 0018 "Moderation"): one that only asks to
 * confirm (keep a review, approve a claim) and one that asks why (hide a review, reject a claim: the
 * reason goes to the audit log and to the person concerned). Each opens its dialog; the server's
 * refusal shows inside it, and a success closes it.
 * @module
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReasonDialog } from './ReasonDialog';

/** The texts of one answer: its button, the button's accessible name, the dialog and its busy label. */
export interface DecisionTexts {
  action: string;
  actionLabel: string;
  title: string;
  busy: string;
  /** What the answer does, in words (the consequence). */
  consequence: ReactNode;
}

/** Props of {@link DecisionActions}. */
export interface DecisionActionsProps {
  /** The answer that only asks to confirm. */
  confirm: DecisionTexts & { primary?: boolean };
  /** The answer that asks for a reason, with the reason field's texts and lengths (characters). */
  refuse: DecisionTexts & {
    reasonLabel: string;
    reasonHint: string;
    reasonError: string;
    minLength: number;
    maxLength: number;
  };
  cancelLabel: string;
  /** True while the decision is being sent. */
  busy: boolean;
  /** The server's refusal, shown in the open dialog. */
  error: string | null;
  /** Sends the decision (`reason` for the refusal); calls `done` on success to close the dialog. */
  onDecide: (reason: string | undefined, done: () => void) => void;
  /** Forgets a refusal when a dialog closes. */
  onReset: () => void;
}

/** The two buttons and their dialogs. */
export function DecisionActions({
  confirm,
  refuse,
  cancelLabel,
  busy,
  error,
  onDecide,
  onReset,
}: DecisionActionsProps) {
  const [open, setOpen] = useState<'confirm' | 'refuse' | null>(null);
  const close = () => {
    setOpen(null);
    onReset();
  };
  const done = () => setOpen(null);
  return (
    <div className="admin-review__actions">
      <button
        type="button"
        className={`button button--small${confirm.primary ? '' : ' button--secondary'}`}
        onClick={() => setOpen('confirm')}
        aria-label={confirm.actionLabel}
      >
        {confirm.action}
      </button>
      <button
        type="button"
        className="button button--secondary button--small button--danger-text"
        onClick={() => setOpen('refuse')}
        aria-label={refuse.actionLabel}
      >
        {refuse.action}
      </button>
      <ConfirmDialog
        open={open === 'confirm'}
        title={confirm.title}
        confirmLabel={confirm.action}
        busyLabel={confirm.busy}
        cancelLabel={cancelLabel}
        busy={busy}
        error={error}
        onConfirm={() => onDecide(undefined, done)}
        onClose={close}
      >
        {confirm.consequence}
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'refuse'}
        title={refuse.title}
        reasonLabel={refuse.reasonLabel}
        reasonHint={refuse.reasonHint}
        reasonError={refuse.reasonError}
        minLength={refuse.minLength}
        maxLength={refuse.maxLength}
        confirmLabel={refuse.action}
        busyLabel={refuse.busy}
        cancelLabel={cancelLabel}
        busy={busy}
        error={error}
        onConfirm={(reason) => onDecide(reason, done)}
        onClose={close}
      >
        {refuse.consequence}
      </ReasonDialog>
    </div>
  );
}
