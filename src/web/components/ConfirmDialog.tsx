/**
 * A confirmation in the shared {@link Modal}: a question, a destructive confirm button and a cancel
 * button; a refusal of the server (e.g. a 409) shows inside the dialog. Used by the partner screens
 * (delete a gym or a service), the cart ("Vaciar carrito") and, with a primary confirm button, spending
 * Pase BuscaGym credits.
 * @module
 */
import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './components.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The server's refusal, shown as an alert. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's look: `danger` (default: delete, cancel) or `primary` (book, pay with credits). */
  tone?: 'danger' | 'primary';
  /** The confirm button waits (e.g. not enough credits), besides while busy. */
  confirmDisabled?: boolean;
}

/** The confirmation dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
  tone = 'danger',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <div className="confirm">
        {children}
        {error && (
          <p className="confirm__error" role="alert">
            {error}
          </p>
        )}
        <div className="end-row">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'button button--danger' : 'button'}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
