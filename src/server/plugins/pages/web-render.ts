/**
 * The web app's server entry (`src/web/entry-server.tsx`, ADR 0046), loaded as the server runs it:
 * the SSR build that `npm run build` writes to `<webDistDir>/.ssr/entry-server.js` (a dot folder, which
 * the static files never serve), or, in development and the API tests, the source itself through Vite's
 * `ssrLoadModule` with the page template from `src/web/index.html`. The server and the web app are
 * separate rooms (docs/architecture.md §2): the server reaches the entry only through the shape
 * declared here, at run time.
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRequest, RenderedPage } from '../../../shared/contract/page-render';
import type { Locale } from '../../../shared/messages/i18n/locales';
import { currentLocale } from '../locale';

/** The entry's exports the server uses. */
export interface ServerEntry {
  setServerTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
  /** Renders in the locale `resolver` gives (the request's, ../locale.ts; ADR 0055). */
  setLocaleResolver(resolver: () => Locale): void;
}

/** A loaded entry with its page template. */
export interface WebRender {
  entry: ServerEntry;
  /** The HTML template of an address (`index.html`, as Vite serves or built it), `#root` empty. */
  template(url: string): Promise<string>;
  /** Releases what the loader holds (Vite's dev server). */
  close(): Promise<void>;
}

/** The folder of a web build's SSR build (a dot folder: `@fastify/static` does not serve it). */
export const ssrDir = (webDistDir: string): string => path.join(webDistDir, '.ssr');

/** The SSR entry of a web build. */
export const ssrEntryPath = (webDistDir: string): string => path.join(ssrDir(webDistDir), 'entry-server.js');

/**
 * Loads the SSR build of `webDistDir`, with `index.html` of the same build as the template (the
 * template's route preloads are added by the caller).
 * @returns the entry, or null when the build has no SSR entry (a build older than ADR 0046)
 * @throws when the entry exists but cannot be loaded
 */
export async function loadBuiltRender(webDistDir: string): Promise<WebRender | null> {
  const file = ssrEntryPath(webDistDir);
  if (!existsSync(file)) return null;
  // Node loads a module once per process: one app per process renders through a build (`npm start`,
  // each e2e worker's server); the API tests load the sources through Vite, a module graph per app.
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setLocaleResolver(currentLocale);
  const html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  return { entry, template: () => Promise.resolve(html), close: () => Promise.resolve() };
}

/**
 * Loads `src/web/entry-server.tsx` through a Vite dev server in middleware mode (no port, no HMR),
 * as development and the API tests render pages without a build. Needs the dev dependency Vite.
 * @param root - the project root (where vite.config.ts lives)
 * @throws when Vite is not installed or the entry does not compile
 */
export async function loadDevRender(root: string): Promise<WebRender> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as unknown as ServerEntry;
  entry.setLocaleResolver(currentLocale);
  const raw = await readFile(path.join(root, 'src', 'web', 'index.html'), 'utf8');
  return {
    entry,
    template: (url) => vite.transformIndexHtml(url, raw),
    close: () => vite.close(),
  };
}
