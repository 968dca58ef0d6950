/**
 * Route-aware `index.html`: the web app is one page whose screens are lazy chunks, so a browser would
 * discover a screen's chunk only after running the entry chunk, one network round trip later. The
 * server knows the address, so it names that screen's chunks in the page it sends: `modulepreload`
 * for its JavaScript and its stylesheets as `stylesheet` links (HTML Living Standard §4.6.7 link
 * types), fetched in parallel with the entry chunk; the stylesheets style the server-rendered page
 * (ADR 0046) or the first paint (`first-paint.ts`) put inside `#root`. Chunk names come from Vite's
 * build manifest (`.vite/manifest.json`, https://vite.dev/guide/backend-integration). ADR 0013.
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

/**
 * The screens' lazy modules per address, as `src/web/app/router.tsx` imports them (manifest keys).
 * Addresses not listed get the plain page.
 */
export const ROUTE_MODULES: readonly { pattern: RegExp; modules: readonly string[] }[] = [
  { pattern: /^\/(?:legendCe|legendUf)?$/, modules: ['features/landing/pages/index.ts'] },
  // The Leaflet map is loaded once the page is hydrated (ADR 0046): fetched beside the page's code.
  {
    pattern: /^\/maps$/,
    modules: ['features/gyms/pages/GymMapPage.tsx', 'features/gyms/map/GymMapCanvas.tsx'],
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
 * The `<link>` tags that preload what `modules` need beyond the entry (`index.html`, whose own
 * chunks Vite already names in the page).
 * @param manifest - the build manifest
 * @param modules - manifest keys of a screen's lazy modules
 * @returns HTML, one tag per line (empty when nothing is left to preload)
 */
export function preloadTags(manifest: Manifest, modules: readonly string[]): string {
  const entry = filesOf(manifest, ['index.html']);
  const { js, css } = filesOf(manifest, modules);
  const tags: string[] = [];
  for (const file of js) {
    if (!entry.js.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  }
  for (const file of css) {
    // A stylesheet, not a preload: the first paint needs it; the chunk's loader finds it in place.
    if (!entry.css.has(file)) tags.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
  }
  return tags.join('\n    ');
}

/**
 * Builds the page for each address from the built `index.html` and manifest: the preload tags once
 * per address pattern (at start-up); without a manifest (a build made without it) no tags are added.
 * @param webDistDir - the web build folder
 * @returns `pageFor(pathname)`: the HTML template for that address, its `#root` still empty
 * @throws when `index.html` cannot be read
 */
export function routePages(webDistDir: string): (pathname: string) => string {
  const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  const pages = ROUTE_MODULES.map(({ pattern, modules }) => {
    const tags = manifest ? preloadTags(manifest, modules) : '';
    return { pattern, html: tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html };
  });
  return (pathname) => pages.find((p) => p.pattern.test(pathname))?.html ?? html;
}
