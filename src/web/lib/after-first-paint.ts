/**
 * Waiting for the browser to present the server's first paint before React replaces it (ADR 0013).
 *
 * The HTML of the first screens carries their heading and hero inside `#root` (server
 * `plugins/first-paint.ts`). A browser records a text or image as a Largest Contentful Paint candidate
 * only when the frame that painted it is presented; Chromium drops a candidate whose node left the
 * document before that (`TextPaintTimingDetector` / `ImagePaintTimingDetector` forget the records of
 * destroyed layout objects). When the entry script runs between the first frame and its presentation,
 * `createRoot().render()` replaces those nodes, so the page's LCP becomes React's copy of the same
 * element, painted after every script has loaded and run. Rendering once the first paint has been
 * presented keeps the measured LCP on what the visitor actually saw first.
 *
 * Source: W3C Paint Timing (`first-contentful-paint` entries are queued at presentation time) and
 * Largest Contentful Paint (candidates of removed elements).
 * @module
 */

/** The longest wait for the first paint before rendering anyway (ms): a frame that never comes. */
export const FIRST_PAINT_WAIT_MAX_MS = 1000;

/**
 * Calls `render` once the document's first contentful paint has been presented, or at once when that
 * already happened, when the page is hidden (a background tab paints nothing), or when the browser
 * has no Paint Timing; at the latest after {@link FIRST_PAINT_WAIT_MAX_MS}.
 * @param render - called exactly once
 */
export function afterFirstPaint(render: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    render();
  };
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!supported || document.visibilityState !== 'visible') return once();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return once();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, FIRST_PAINT_WAIT_MAX_MS);
}
