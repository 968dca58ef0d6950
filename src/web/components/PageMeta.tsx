/**
 * Document title, description and, for public pages, the canonical link, Open Graph, Twitter card and
 * JSON-LD tags ({@link HeadTags}). The server puts the first page's tags in `<head>` itself
 * (`entry-server.tsx`, ADR 0046), so these render only in the browser once the page is hydrated: they
 * take over from the server's copies, which leave at that moment, and follow later navigations.
 * @module
 */
import { useEffect } from 'react';
import { useHydrated } from '../lib/hydration';
import { HeadTags, resolveHead, type PageHeadSource } from './HeadTags';

/** Removes the server's head tags once React's own are in place (ADR 0046). */
function useServerHeadHandover(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.head.querySelectorAll('[data-ssr-head]').forEach((node) => node.remove());
  }, [active]);
}

/**
 * The page's head tags, seen from this browser's origin (`location.origin`).
 * @param props - title, description (the site's by default), and for a public page its `path`,
 *   picture and JSON-LD ({@link PageHeadSource})
 */
export function PageMeta(props: PageHeadSource) {
  const hydrated = useHydrated();
  useServerHeadHandover(hydrated);
  if (!hydrated) return null;
  return <HeadTags head={resolveHead(props, window.location.origin)} />;
}
