/**
 * Context of the toast notices (see Toast.tsx), split out so hooks and provider stay in small files.
 * @module
 */
import { createContext, useContext } from 'react';

/** Visual kind of a toast. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A notice to show. */
export interface ToastInput {
  kind: ToastKind;
  /** Optional bold first line (e.g. "Exito!"). */
  title?: string;
  text: string;
}

/** Shows a toast; it closes itself after TOAST_DURATION_MS (SPEC §8). */
export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast>(() => {
  console.warn('[toast] no ToastProvider above this component');
});

/** The function that shows a toast (requires {@link ToastContext} from `ToastProvider`). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
