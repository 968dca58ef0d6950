/**
 * Screens whose code cannot be downloaded. After a deployment the files of the previous build are gone,
 * so a page opened before it asks for chunks that answer 404; under load a chunk may answer 503. The
 * browser then rejects the dynamic `import()` (a `TypeError` whose wording differs per engine), and
 * React's `lazy` keeps that rejection for the life of the page, so re-rendering never heals it: only a
 * new page load fetches the new build's index and chunks (docs/architecture.md "Web": error screens).
 * @module
 */

/** Where the time of the last automatic reload is kept (sessionStorage: per tab, survives the reload). */
export const CHUNK_RELOAD_KEY = 'buscagym:chunk-reload-at';

/**
 * The page reloads by itself at most once in this window (ms): a second failure within it is not a
 * stale build but a chunk that really cannot be had, and shows the error screen instead of looping.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Messages browsers give when a dynamic import or a module script fails to load: Chromium
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading dynamically imported
 * module"), Safari ("Importing a module script failed"), and Vite's preload helper ("Unable to preload
 * CSS").
 */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/**
 * Whether `error` is a failed download of the app's own code rather than a screen that threw.
 * @param error - what the error boundary caught
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((pattern) => pattern.test(error.message));
}

/** The storage the reload time lives in; null where the browser refuses storage (private modes). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What {@link reloadOnceForChunk} acts on; the defaults are the page's own. */
export interface ChunkReloadContext {
  /** The time in ms since the epoch. */
  now?: number;
  /** Reloads the page. */
  reload?: () => void;
  /** Keeps the time of the last reload; null when storage is refused (then no automatic reload). */
  store?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * Whether a failed chunk may still reload the page by itself: not when it already did so in the last
 * {@link CHUNK_RELOAD_WINDOW_MS}, nor without storage (it could not tell, and might loop).
 */
export function mayReloadForChunk({
  now = Date.now(),
  store = sessionStore(),
}: ChunkReloadContext = {}): boolean {
  if (!store) return false;
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  return !(Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS);
}

/**
 * Reloads the page once for a failed chunk when {@link mayReloadForChunk}, noting the time first.
 * @returns true when a reload was started (show a spinner), false when the error screen should show
 */
export function reloadOnceForChunk({
  now = Date.now(),
  reload = () => window.location.reload(),
  store = sessionStore(),
}: ChunkReloadContext = {}): boolean {
  if (!store || !mayReloadForChunk({ now, store })) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
