/**
 * "Vaciar carrito" with a confirmation dialog (SPEC §4 clear).
 * @module
 */
import { useState } from 'react';
import { cartPageMessages as m } from '../../../../shared/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

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
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--danger-text"
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {m.clear}
      </button>
      <ConfirmDialog
        open={open}
        title={m.clearTitle}
        confirmLabel={m.clearSubmit}
        busyLabel={m.clearing}
        cancelLabel={m.cancel}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onClose={close}
      >
        <p>{m.clearConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
