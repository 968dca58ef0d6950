/**
 * Document title, description and, for public pages, the canonical link, Open Graph, Twitter card and
 * JSON-LD tags (`HeadTags.tsx`). The server puts the first page's tags in `<head>` itself
 * (`entry-server.tsx`, ADR 0046), so these render only in the browser once the page is hydrated: they
 * take over from the server's copies, which leave at that moment, and follow later navigations. The
 * tags' code is a chunk of its own, loaded then (ADR 0013 budgets).
 * @module
 */
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '../lib/hydration';
import type { PageHeadSource } from './HeadTags';

/** The head tags (`HeadTags.tsx`) of a source, seen from this browser's origin (`location.origin`). */
const BrowserHeadTags = lazy(async () => {
  const { HeadTags, resolveHead } = await import('./HeadTags');
  return {
    default: ({ source }: { source: PageHeadSource }) => (
      <HeadTags head={resolveHead(source, window.location.origin)} />
    ),
  };
});

/** Removes the server's head tags once React's own are in place (ADR 0046). */
function useServerHeadHandover(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.head.querySelectorAll('[data-ssr-head]').forEach((node) => node.remove());
  }, [active]);
}

/** Removes the server's copies when the browser's tags have rendered. */
function Handover() {
  useServerHeadHandover(true);
  return null;
}

/**
 * The page's head tags.
 * @param props - title, description (the site's by default), and for a public page its `path`,
 *   picture and JSON-LD ({@link PageHeadSource})
 */
export function PageMeta(props: PageHeadSource) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <BrowserHeadTags source={props} />
      <Handover />
    </Suspense>
  );
}
