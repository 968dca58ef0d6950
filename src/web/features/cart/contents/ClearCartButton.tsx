/**
 * "Vaciar carrito" with a confirmation dialog (SPEC §4 clear).
 * @module
 */
import { useState } from 'react';
import { cartPageMessages as m } from '../../../../shared/messages';
import { ConfirmButton } from '../../../components/ConfirmButton';

/** Props of {@link ClearCartButton}. */
export interface ClearCartButtonProps {
  busy: boolean;
  /** Empties the cart; answers the server's refusal text, or null when done. */
  onClear: () => Promise<string | null>;
}

/** The button and its dialog. */
export function ClearCartButton({ busy, onClear }: ClearCartButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = () => {
    void onClear().then((refusal) => {
      if (refusal === null) close();
      else setError(refusal);
    });
  };
  const texts = {
    askLabel: m.clear,
    title: m.clearTitle,
    confirmLabel: m.clearSubmit,
    busyLabel: m.clearing,
    cancelLabel: m.cancel,
  };
  const action = { ask: () => setOpen(true), dialog: { ...texts, open, busy, error, onClose: close } };
  return (
    <ConfirmButton
      action={action}
      className="button button--secondary button--danger-text"
      disabled={busy}
      onConfirm={confirm}
    >
      <p>{m.clearConfirm}</p>
    </ConfirmButton>
  );
}
