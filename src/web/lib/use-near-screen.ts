/**
 * Whether an element has come near the screen: for parts of a page below the fold whose code is
 * heavy (the detail's map and contact formatting, ADR 0013), loaded only when the visitor gets there.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './hydration';

/** How close to the screen an element must come to count as near (a CSS margin). */
export const NEAR_SCREEN_MARGIN = '400px';

/**
 * @param margin - distance from the viewport, as an IntersectionObserver `rootMargin`
 * @returns `ref` for the element, and `near`: true once it came within `margin` of the viewport
 *   (once hydrated where IntersectionObserver does not exist); it stays true. It is
 *   false on the server and while the page hydrates, so heavy parts never render there (ADR 0046).
 */
export function useNearScreen<E extends Element = HTMLDivElement>(margin: string = NEAR_SCREEN_MARGIN) {
  const ref = useRef<E>(null);
  const hydrated = useHydrated();
  const [seen, setNear] = useState(false);
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
