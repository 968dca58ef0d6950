/**
 * `GET /sitemap.xml`, `GET /sitemaps/pages.xml`, `GET /sitemaps/gyms-{n}.xml` and `GET /robots.txt`
 * (ADR 0046): the sitemaps of the public pages (`./service.ts`) and the robots rules (RFC 9309), which
 * let crawlers read the public pages, keep them out of the API and the private screens, and name the
 * sitemap index. Cached for an hour by browsers and shared caches.
 * @module
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiMessages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { createSitemaps, SITEMAP_PAGE_SIZE } from './service';

/** Options of {@link sitemapRoutes}. */
export interface SitemapRoutesOptions {
  db: Database;
  /** The site's origin (`config.publicUrl`), without a trailing slash. */
  publicUrl: string;
  /** Gyms a file holds (tests use fewer than {@link SITEMAP_PAGE_SIZE}). */
  pageSize?: number;
}

/** Paths crawlers are kept out of: the API and the screens of accounts, partners, administrators and carts (SPEC §2). */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/home/',
  '/profile/',
  '/admin/',
  '/cart',
  '/stripe',
  '/orders/',
  '/creditos',
  '/login',
  '/register',
  '/resetpassword',
  '/updatepassword/',
  '/activation/',
  '/deactivate/',
] as const;

const CACHE = 'public, max-age=3600';

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(body);

/** Registers the routes at the site's root (no prefix). */
export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (fastify, options) => {
  const sitemaps = createSitemaps(options.db, options.publicUrl, options.pageSize ?? SITEMAP_PAGE_SIZE);
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${options.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  fastify.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    xml(reply, await sitemaps.index()),
  );
  fastify.get('/sitemaps/pages.xml', { schema: { hide: true } }, (_request, reply) =>
    xml(reply, sitemaps.pages()),
  );
  fastify.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^gyms-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
      const body = match?.[1] ? await sitemaps.gyms(Number(match[1])) : null;
      if (body === null)
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ message: apiMessages.notFound, code: 'NOT_FOUND' });
      return xml(reply, body);
    },
  );
};
