/**
 * Toast notices (SPEC §8): stacked at the bottom, announced politely, closing themselves after
 * TOAST_DURATION_MS (5000 ms) or with their close button.
 * @module
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants/spec';
import { dialogMessages } from '../../shared/messages/catalogue.web';
import { ToastContext, type ToastInput } from './toast-context';
import './components.css';

interface ToastItem extends ToastInput {
  id: number;
}

/** Provides `useToast()` and renders the toasts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`}>
            <p className="toast__text">
              {t.title && <strong>{t.title} </strong>}
              {t.text}
            </p>
            <button
              type="button"
              className="toast__close"
              onClick={() => dismiss(t.id)}
              aria-label={dialogMessages.closeNotice}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
