/**
 * A debounced callback hook (used by the name search box).
 * @module
 */
import { useCallback, useEffect, useRef } from 'react';

/** Controls of a debounced callback. */
export interface Debounced<A extends unknown[]> {
  /** Schedules the callback `delayMs` after the last call. */
  run: (...args: A) => void;
  /** Drops a scheduled call. */
  cancel: () => void;
}

/**
 * Returns a stable debounced version of `callback`; the latest `callback` is always the one called,
 * and a pending call is dropped on unmount.
 * @param callback - function to call after the quiet period
 * @param delayMs - quiet period, ms
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);
  const run = useCallback(
    (...args: A) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        callbackRef.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
