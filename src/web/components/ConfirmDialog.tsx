/**
 * A confirmation in the shared {@link Modal}: a question, a destructive confirm button and a cancel
 * button; a refusal of the server (e.g. a 409) shows inside the dialog. Used by the partner screens
 * (delete a gym or a service) and the cart ("Vaciar carrito").
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
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
