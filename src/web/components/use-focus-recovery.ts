/**
 * Focus that does not fall to the page: when a change of some value takes the focused control away
 * (a pressed button replaced by what it did, a removed card), focus moves to a chosen element instead of
 * the document body, so a keyboard or screen-reader user keeps their place (WCAG 2.4.3 Focus Order).
 * @module
 */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After each change of `value` for which `tookFocus(before, now)` holds, focuses `target` if nothing
 * keeps the focus (it is on the body or nowhere).
 */
export function useFocusRecovery<T>(
  value: T,
  tookFocus: (before: T, now: T) => boolean,
  target: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (tookFocus(before, value) && lost) target.current?.focus();
  }, [value, tookFocus, target]);
}
