/**
 * Route-aware `index.html`: the web app is one page whose screens are lazy chunks, so a browser would
 * discover a screen's chunk only after running the entry chunk, one network round trip later. The
 * server knows the address, so it names that screen's chunks in the page it sends as `modulepreload`
 * links (HTML Living Standard §4.6.7 link types), fetched in parallel with the entry chunk. The
 * stylesheets that style the server-rendered page (ADR 0046) or the first paint (`first-paint.ts`) put
 * inside `#root` travel in the page itself (ADR 0048): a phone paints when the document has arrived,
 * with no stylesheet round trip first. Chunk names come from Vite's build manifest
 * (`.vite/manifest.json`, https://vite.dev/guide/backend-integration). ADR 0013.
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One manifest entry (the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: source path (relative to `src/web`) or chunk id → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The lazy modules of an address's screen (manifest keys). */
export interface RouteModules {
  pattern: RegExp;
  /** What the first paint shows: preloaded, their stylesheets in the page. */
  modules: readonly string[];
  /** What the screen loads once hydrated: preloaded only; its chunk's loader brings its stylesheets. */
  later?: readonly string[];
}

/**
 * The screens' lazy modules per address, as `src/web/app/router.tsx` imports them.
 * Addresses not listed get the plain page.
 */
export const ROUTE_MODULES: readonly RouteModules[] = [
  { pattern: /^\/(?:legendCe|legendUf)?$/, modules: ['features/landing/pages/index.ts'] },
  // The Leaflet map is loaded once the page is hydrated (ADR 0046): fetched beside the page's code.
  {
    pattern: /^\/maps$/,
    modules: ['features/gyms/pages/GymMapPage.tsx'],
    later: ['features/gyms/map/GymMapCanvas.tsx'],
  },
  { pattern: /^\/detail\/gym\/[^/]+$/, modules: ['features/gyms/pages/GymDetailPage.tsx'] },
  { pattern: /^\/login$/, modules: ['features/auth/pages/LoginPage.tsx'] },
  { pattern: /^\/register$/, modules: ['features/auth/pages/RegisterPage.tsx'] },
];

/** Files (relative to the build folder) that `modules` load: each chunk, its static imports and their CSS. */
function filesOf(manifest: Manifest, modules: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js, css };
}

/**
 * The `<link>` tags that preload the JavaScript `modules` need beyond the entry (`index.html`, whose
 * own chunks Vite already names in the page).
 * @param manifest - the build manifest
 * @param modules - manifest keys of a screen's lazy modules
 * @returns HTML, one tag per line (empty when nothing is left to preload)
 */
export function preloadTags(manifest: Manifest, modules: readonly string[]): string {
  const entry = filesOf(manifest, ['index.html']);
  const tags = [...filesOf(manifest, modules).js]
    .filter((file) => !entry.js.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return tags.join('\n    ');
}

/**
 * The stylesheets `modules` need beyond the entry's, in the order the chunk loader would add them.
 * @returns files relative to the build folder
 */
export function stylesheetsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = filesOf(manifest, ['index.html']);
  return [...filesOf(manifest, modules).css].filter((file) => !entry.css.has(file));
}

/** A plain stylesheet link, as Vite writes one. */
const stylesheetLink = (file: string): string => `<link rel="stylesheet" crossorigin href="/${file}">`;

/**
 * A stylesheet carried in the page (ADR 0048): its rules in a `<style>`, then a `disabled` link to the
 * same file. A disabled stylesheet link is neither fetched nor applied (HTML Living Standard §4.6.7,
 * "link type stylesheet": its fetch setup steps return false while `disabled` is set), but Vite's chunk
 * loader sees it and does not fetch the file again when a lazy chunk that needs it is imported.
 * @param file - path relative to the build folder
 * @param css - the file's text
 * @returns the HTML, or a plain stylesheet link when the rules could close the `<style>` element
 */
export function inlineStylesheet(file: string, css: string): string {
  if (/<\/style/i.test(css)) return stylesheetLink(file);
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/** The entry's stylesheet links as Vite writes them in `index.html`. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * Builds the page for each address from the built `index.html` and manifest, once per address pattern
 * (at start-up): the entry's stylesheets and the screen's carried in the page, the screen's chunks
 * preloaded. Without a manifest (a build made without it) only the entry's stylesheets are carried.
 * @param webDistDir - the web build folder
 * @returns `pageFor(pathname)`: the HTML template for that address, its `#root` still empty
 * @throws when `index.html` cannot be read
 */
export function routePages(webDistDir: string): (pathname: string) => string {
  const read = (file: string) => readFileSync(path.join(webDistDir, file), 'utf8');
  const inline = (file: string) => {
    try {
      return inlineStylesheet(file, read(file));
    } catch {
      return stylesheetLink(file);
    }
  };
  const html = read('index.html').replace(ENTRY_STYLESHEET, (_link, file: string) => inline(file));
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(read(path.join('.vite', 'manifest.json'))) as Manifest;
  } catch {
    manifest = null;
  }
  const pages = ROUTE_MODULES.map(({ pattern, modules, later = [] }) => {
    const tags = manifest
      ? [preloadTags(manifest, [...modules, ...later]), ...stylesheetsOf(manifest, modules).map(inline)]
      : [];
    const head = tags.filter(Boolean).join('\n    ');
    return { pattern, html: head ? html.replace('</head>', `  ${head}\n  </head>`) : html };
  });
  return (pathname) => pages.find((p) => p.pattern.test(pathname))?.html ?? html;
}
