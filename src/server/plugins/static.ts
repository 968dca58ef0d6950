/**
 * Static files: the built web app (`config.webDistDir`) at `/` with the web pages as fallback
 * (server-rendered public pages, ADR 0046; the app's page for every other screen), and
 * uploaded images (`config.uploadsDir`) at `/uploads/`. Hashed Vite assets (`/assets/*`) are cached
 * for a year; `index.html` is revalidated on every load so a new release is picked up at once.
 * Source maps (`*.map`, built as artifacts with Vite's `hidden` maps) are not served in production.
 * The build's files go out as their precompressed Brotli or gzip copies when the client accepts them.
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { activeLocale } from '../../shared/messages/i18n/active';
import type { Config } from '../config';
import { isApiPath, type NotFoundFallback } from './errors';
import { createPageSender } from './pages/page-html';
import { loadBuiltRender, type WebRender } from './pages/web-render';
import { ROUTE_MODULES, routePages } from './route-preload';
import { cspNonce } from './security';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Cache-Control of a file of the web build. */
export function cacheControlFor(filePath: string): string {
  if (filePath.split(path.sep).includes('assets')) return IMMUTABLE;
  // The service worker, the script it imports (push-sw.js, ADR 0031) and the manifest are checked on
  // every load, so a new version is found at once (ADR 0030).
  if (filePath.endsWith('.html') || /(^|[/\\])((push-)?sw\.js|manifest\.webmanifest)$/.test(filePath))
    return REVALIDATE;
  return SHORT;
}

/**
 * Whether a GET of `pathname` with Accept header `accept` is answered with the web page. The home page
 * always is; browsers ask for `text/html`. A client that sends no Accept, or `*\/*`, takes any media
 * type (RFC 9110 §12.5.1): link previews and crawlers (WhatsApp's, Facebook's, Slack's) ask so, and get
 * the pages of the app's routes (`ROUTE_MODULES`), so that a shared gym shows its title and photo; any
 * other address asked that way (a missing script or image) keeps its 404.
 */
const wantsPage = (accept: string | undefined, pathname: string): boolean =>
  pathname === '/' ||
  (accept?.includes('text/html') ?? false) ||
  ((!accept || accept.includes('*/*')) && ROUTE_MODULES.some((r) => r.pattern.test(pathname)));

/**
 * Sends the site's own GET requests to the API in-process (Fastify's `inject`), as the server render's
 * transport (ADR 0046): the pages' queries go through the same routes, validation and serializers as
 * the browser's, without a socket. Each asks in the page's language (the outer request's, ADR 0055), so
 * that what the API words (a product's name, a schedule's labels) comes in the page's locale.
 */
export function injectTransport(app: FastifyInstance): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const answer = await app.inject({
      method: init.method === 'HEAD' ? 'HEAD' : 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': activeLocale() },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Registers static serving and the web pages. The web build is skipped when `webDistDir/index.html`
 * does not exist (API tests, `npm run dev:web`); the uploads folder is created when missing.
 * @param render - the web app's server entry (`pages/web-render.ts`); by default the build's SSR entry
 *   when there is one. Given without a web build (the API tests' Vite loader), it serves the pages alone.
 * @returns the page fallback for the not-found handler (GET/HEAD of a non-API, non-upload path that
 *   accepts HTML), or undefined when there is neither a web build nor a render
 * @throws when the uploads folder cannot be created, or a build's SSR entry cannot be loaded
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  render?: WebRender,
): Promise<NotFoundFallback | undefined> {
  await mkdir(config.uploadsDir, { recursive: true });
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      // `/` and every screen address get index.html from the fallback below, with the screen's preloads.
      index: false,
      dotfiles: 'ignore',
      // Brotli/gzip copies written by the build (scripts/precompress.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      allowedPath: (pathName) => config.env !== 'production' || !pathName.endsWith('.map'),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
      },
    });
  }
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });
  const built = hasWeb && !render ? await loadBuiltRender(config.webDistDir) : null;
  const pages = render ?? built;
  if (!hasWeb && !pages) return undefined;
  if (built) app.addHook('onClose', () => built.close());
  pages?.entry.setServerTransport(injectTransport(app));
  const pageFor = hasWeb ? routePages(config.webDistDir) : null;
  const send = createPageSender({
    render: pages,
    publicUrl: config.publicUrl,
    nonceOf: (reply) => cspNonce(reply.raw),
  });

  return (request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isApiPath(url) || url.startsWith('/uploads/')) return false;
    const pathname = url.split('?', 1)[0] ?? '/';
    if (!wantsPage(request.headers.accept, pathname)) return false;
    // The build's page with the screen's preloads (route-preload.ts), or the development template.
    const template = pageFor
      ? Promise.resolve(pageFor(pathname))
      : (pages?.template(url) ?? Promise.reject(new Error('no page template')));
    template
      .then((html) => send(request, reply, html))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'web page unavailable');
        if (!reply.sent) void reply.code(500).send();
      });
    return true;
  };
}
