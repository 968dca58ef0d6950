/**
 * Static files: the built web app (`config.webDistDir`) at `/` with a single-page-app fallback, and
 * uploaded images (`config.uploadsDir`) at `/uploads/`. Hashed Vite assets (`/assets/*`) are cached
 * for a year; `index.html` is revalidated on every load so a new release is picked up at once.
 * Source maps (`*.map`, built as artifacts with Vite's `hidden` maps) are not served in production.
 * The build's files go out as their precompressed Brotli or gzip copies when the client accepts them.
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isApiPath, type NotFoundFallback } from './errors';
import { detailFirstPaint, type GymHead } from './first-paint';
import { routePages } from './route-preload';

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

/** The gym detail's address (SPEC §2 `/detail/gym/{id}`). */
const DETAIL_PATH = /^\/detail\/gym\/([^/]+)$/;

/**
 * `data:` URLs of the build's SVG files by address (`/illustrations/x.svg`), read once each; undefined
 * for any other address or a file that cannot be read. Only the build's own files are read.
 */
export function svgDataUrls(webDistDir: string): (url: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (url) => {
    if (!/^\/illustrations\/[a-z-]+\.svg$/.test(url)) return undefined;
    if (!cache.has(url)) {
      let dataUrl: string | undefined;
      try {
        dataUrl = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(webDistDir, url), 'utf8'))}`;
      } catch {
        dataUrl = undefined;
      }
      cache.set(url, dataUrl);
    }
    return cache.get(url);
  };
}

const wantsHtml = (accept: string | undefined): boolean => !!accept && accept.includes('text/html');

/**
 * Registers static serving. The web build is skipped when `webDistDir/index.html` does not exist
 * (API tests, `npm run dev:web`); the uploads folder is created when missing.
 * @returns the SPA fallback for the not-found handler (GET/HEAD of a non-API, non-upload path that
 *   accepts HTML → index.html), or undefined when there is no web build
 * @param gymHead - reads what a gym detail's first paint shows (`first-paint.ts`); without it the
 *   detail gets the plain first paint
 * @throws when the uploads folder cannot be created
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  gymHead?: (id: string) => Promise<GymHead | null>,
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
  if (!hasWeb) return undefined;
  const pageFor = routePages(config.webDistDir);
  const inline = svgDataUrls(config.webDistDir);

  return (request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isApiPath(url) || url.startsWith('/uploads/')) return false;
    const pathname = url.split('?', 1)[0] ?? '/';
    // The home page is the site itself whatever the client accepts; other addresses only for browsers.
    if (pathname !== '/' && !wantsHtml(request.headers.accept)) return false;
    const send = (paint?: string) =>
      reply
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(pageFor(pathname, paint));
    const detail = DETAIL_PATH.exec(pathname);
    if (!gymHead || !detail?.[1]) {
      void send();
      return true;
    }
    // The gym's name and hero picture in the HTML (ADR 0013); a failed read only costs that.
    gymHead(detail[1])
      .then((gym) => send(gym ? detailFirstPaint(gym, inline) : undefined))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'gym detail first paint unavailable');
        void send();
      });
    return true;
  };
}
