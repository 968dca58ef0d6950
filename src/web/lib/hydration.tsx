/**
 * What renders only in the browser once the server's HTML has been hydrated (ADR 0046): the server and
 * the render that hydrates its HTML see "not hydrated", so browser-only parts (the session's links,
 * Leaflet, the status line) never make the first client render differ from the server's HTML. The
 * switch to "hydrated" is a transition (ADR 0050): React renders what it reveals in slices that yield
 * to the browser, where a store snapshot (`useSyncExternalStore`) would re-render every reader in one
 * blocking task right after hydration.
 * @module
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True by default: a tree rendered without {@link HydrationProvider} (a test) is a browser render. */
const HydratedContext = createContext(true);

/** Props of {@link HydrationProvider}. */
export interface HydrationProviderProps {
  /**
   * True when the tree renders on the server or hydrates the server's HTML: its first render says
   * "not hydrated". False for a browser render from scratch, which says "hydrated" at once.
   */
  serverRendered: boolean;
  children: ReactNode;
}

/** Provides {@link useHydrated} to the tree; mounted once, at the root (`App`). */
export function HydrationProvider({ serverRendered, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!serverRendered);
  // Effects run only in the browser, after the hydration has been committed.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Marks the page as React's, with its browser-only parts rendered: server HTML hydrated, or a
    // browser render committed (ADR 0046). Nothing reads it but the browser tests, which wait for it
    // before they act on a server-rendered page.
    else document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False on the server and while the page hydrates; true in every browser render after it. */
export const useHydrated = (): boolean => useContext(HydratedContext);

/**
 * Renders `children` in the browser only, `fallback` on the server and while the page hydrates.
 * @param fallback - what the server sends in their place (keep its size to avoid a layout shift)
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
