/**
 * A titled modal dialog (SPEC §8: dark background, red-pink accent) on the native `<dialog>`, which
 * traps focus, closes with Escape and restores focus to the opener.
 * @module
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogMessages } from '../../shared/messages/catalogue.web';
import './components.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  title: string;
  /** Called when the user closes the dialog (close button, Escape). */
  onClose: () => void;
  /** Extra class of the dialog (e.g. a wider variant). */
  className?: string;
  children: ReactNode;
}

/** Shows `children` in a modal dialog while `open` is true. */
export function Modal({ open, title, onClose, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={dialogMessages.close}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
