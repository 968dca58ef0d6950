/**
 * The HTML answer of a web address (ADR 0046). A public page is rendered by React on the server
 * (`web-render.ts`): its head tags replace the template's `<title>`, its HTML streams into `#root`, and
 * its query cache follows as a JSON data block (`#ssr-state`, never executed, so the CSP needs no
 * exception for it; the scripts React streams carry the answer's nonce). Any other address is a
 * screen the browser renders: the template with its first paint (`../first-paint.ts`, ADR 0013) and,
 * unless it is a public page, `noindex`. A public page whose render fails is sent the second way.
 * @module
 */
import { PassThrough, pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { firstPaint } from '../first-paint';
import { currentLocale } from '../locale';
import type { RenderedPage } from '../../../shared/contract/page-render';
import { COUNTRY_COOKIE } from '../../../shared/domain/country-choice';
import type { WebRender } from './web-render';

/** The public pages the browser renders alone (SPEC §2 and ADR 0027's legal pages): indexable. */
const PUBLIC_CLIENT_PAGES = new Set(['/fuentes', '/arrepentimiento', '/baja']);

const ROOT = '<div id="root"></div>';
const NOINDEX = '<meta name="robots" content="noindex">';

/** Options of {@link createPageSender}. */
export interface PageSenderOptions {
  /** The web app's server entry and template; null when there is none (a build without SSR). */
  render: WebRender | null;
  /** The site's origin (`config.publicUrl`), for canonical and Open Graph addresses. */
  publicUrl: string;
  /** The CSP nonce of an answer (`../security.ts`). */
  nonceOf: (reply: FastifyReply) => string;
}

/** The template with a browser-rendered screen's first paint, and `noindex` unless it is public. */
export function clientPage(template: string, pathname: string): string {
  const head = PUBLIC_CLIENT_PAGES.has(pathname)
    ? template
    : template.replace('</head>', `${NOINDEX}</head>`);
  return head.replace(ROOT, `<div id="root">${firstPaint(pathname)}</div>`);
}

/**
 * A rendered page's head with its scripts asked for at low priority (`fetchpriority`, HTML Living
 * Standard §2.5.8 "fetch priority attributes"): the page paints and reads without them, so its
 * images and data come first and the scripts, which only hydrate it, follow (ADR 0048).
 */
export const lowPriorityScripts = (head: string): string =>
  head.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');

/** The streamed document of a rendered `page` in `template`. */
function documentStream(template: string, page: RenderedPage): Readable {
  const at = template.indexOf(ROOT);
  const before = lowPriorityScripts(template.slice(0, at)).replace(/<title>[^<]*<\/title>/, page.head);
  const after = template.slice(at + ROOT.length);
  const state =
    page.state === null ? '' : `<script type="application/json" id="ssr-state">${page.state}</script>`;
  const body = page.pipe(new PassThrough());
  return Readable.from(
    (async function* () {
      yield `${before}<div id="root">`;
      for await (const chunk of body) yield chunk as Buffer;
      yield `</div>${state}${after}`;
    })(),
  );
}

/**
 * `html` compressed as the browser takes it (RFC 9110 §12.5.3: Brotli, else gzip, else as it is), at
 * Brotli quality 4 as `../compression.ts` compresses the API's answers. Pages come from the not-found
 * handler, which `@fastify/compress` does not reach, so they are compressed here.
 */
function encoded(request: FastifyRequest, reply: FastifyReply, html: string | Readable): Readable {
  const source = typeof html === 'string' ? Readable.from([html]) : html;
  // The language follows Accept-Language unless the visitor chose one (../locale.ts); the catalogue's
  // country and the chosen language come from cookies (ADR 0052, ADR 0055).
  void reply.header('vary', 'accept-encoding, accept-language, cookie');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (!encoding) return source;
  void reply.header('content-encoding', encoding);
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip();
  // A render that fails half-way destroys the compressor too, so the answer ends instead of hanging.
  return pipeline(source, zip, () => undefined);
}

/** The page frame with the answer's language on `<html lang>` (WCAG 2.2 SC 3.1.1; ADR 0055). */
export const inLanguage = (template: string, locale: string): string =>
  template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/**
 * Builds the sender of web pages.
 * @returns `send(request, reply)`, which answers a GET or HEAD of a web address
 */
export function createPageSender(options: PageSenderOptions) {
  const { render, publicUrl, nonceOf } = options;
  return async (request: FastifyRequest, reply: FastifyReply, frame: string): Promise<void> => {
    const template = inLanguage(frame, currentLocale());
    const pathname = request.url.split('?', 1)[0] ?? '/';
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    let page: RenderedPage | null = null;
    if (render && template.includes(ROOT)) {
      try {
        page = await render.entry.renderPage({
          url: request.url,
          origin: publicUrl,
          nonce: nonceOf(reply),
          countryCookie: request.cookies[COUNTRY_COOKIE],
          onError: (error) => request.log.warn({ err: error }, 'part of a page left to the browser'),
        });
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; the browser renders the page');
        void reply.send(
          encoded(request, reply, template.replace(ROOT, `<div id="root">${firstPaint(pathname)}</div>`)),
        );
        return;
      }
    }
    if (!page) {
      void reply.send(encoded(request, reply, clientPage(template, pathname)));
      return;
    }
    const rendered = page;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) rendered.abort();
    });
    void reply.code(page.status).send(encoded(request, reply, documentStream(template, page)));
  };
}
