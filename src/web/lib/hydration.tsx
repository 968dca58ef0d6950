/**
 * What renders only in the browser once the server's HTML has been hydrated (ADR 0046): React uses the
 * server snapshot of `useSyncExternalStore` on the server and while it hydrates, then renders again
 * with the browser's, so browser-only parts (the session's links, Leaflet, the status line) never make
 * the first client render differ from the server's HTML.
 * @module
 */
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = (): (() => void) => () => undefined;

/** False on the server and during hydration; true in every browser render after it. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * Renders `children` in the browser only, `fallback` on the server and while the page hydrates.
 * @param fallback - what the server sends in their place (keep its size to avoid a layout shift)
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
