// GET /sitemap.xml, its files and /robots.txt (ADR 0046): absolute addresses from PUBLIC_URL, published
// gyms only, in pages of at most the protocol's size (here a small page size, to see the paging).
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapRoutes, PRIVATE_PATH_PREFIXES } from '../../../src/server/modules/sitemap/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { UNPUBLISHED, insertPageFixtures } from './page-fixtures';

let t: TestApp;
/** The same routes over the same database, with files of 100 gyms. */
let small: FastifyInstance;
let published: string[];
beforeAll(async () => {
  t = await buildTestApp({ prepare: insertPageFixtures });
  small = Fastify();
  await small.register(sitemapRoutes, { db: t.handle.db, publicUrl: t.config.publicUrl, pageSize: 100 });
  await small.ready();
  const rows = (await t.handle.db.execute(
    sql`select id from gyms where gym_active order by id`,
  )) as unknown as {
    rows: { id: string }[];
  };
  published = rows.rows.map((row) => row.id);
});
afterAll(async () => {
  await small?.close();
  await t?.close();
});

/** The `<loc>` values of an XML answer, after checking it is a well-formed sitemap document. */
function locsOf(body: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(body).toMatch(
    new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">[\\s\\S]*</${root}>\\n$`),
  );
  // Every element closes, and no text holds a bare `&` or `<` (XML 1.0 §2.4).
  const opened = [...body.matchAll(/<([a-z]+)[ >]/g)].map((m) => m[1]);
  const closed = [...body.matchAll(/<\/([a-z]+)>/g)].map((m) => m[1]);
  expect(closed.sort()).toEqual(opened.sort());
  expect(body.replace(/<[^>]+>/g, '')).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)|</);
  return [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

describe('the sitemaps', () => {
  it('index the static pages and every file of published gyms, in pages of at most 100 here', async () => {
    const res = await small.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = locsOf(res.body, 'sitemapindex');
    const pages = Math.ceil(published.length / 100);
    expect(files).toEqual([
      `${t.config.publicUrl}/sitemaps/pages.xml`,
      ...Array.from({ length: pages }, (_, i) => `${t.config.publicUrl}/sitemaps/gyms-${i + 1}.xml`),
    ]);
    const gyms: string[] = [];
    for (let n = 1; n <= pages; n += 1) {
      const page = await small.inject(`/sitemaps/gyms-${n}.xml`);
      expect(page.statusCode).toBe(200);
      const locs = locsOf(page.body, 'urlset');
      expect(locs.length).toBeLessThanOrEqual(100);
      gyms.push(...locs);
    }
    // Every published gym once, in id order; the unpublished one nowhere.
    expect(gyms).toEqual(published.map((id) => `${t.config.publicUrl}/detail/gym/${id}`));
    expect(gyms.join()).not.toContain(UNPUBLISHED);
    expect((await small.inject(`/sitemaps/gyms-${pages + 1}.xml`)).statusCode).toBe(404);
    expect((await small.inject('/sitemaps/gyms-0.xml')).statusCode).toBe(404);
  });

  it('hold the protocol’s 50,000 addresses a file in the app, with last changes', async () => {
    const files = locsOf((await t.app.inject('/sitemap.xml')).body, 'sitemapindex');
    expect(files).toHaveLength(2);
    const page = await t.app.inject('/sitemaps/gyms-1.xml');
    expect(locsOf(page.body, 'urlset')).toHaveLength(published.length);
    expect(page.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)<\/lastmod>/);
    expect(page.headers['cache-control']).toBe('public, max-age=3600');
    const pages = locsOf((await t.app.inject('/sitemaps/pages.xml')).body, 'urlset');
    expect(pages).toContain(`${t.config.publicUrl}/`);
    expect(pages).toContain(`${t.config.publicUrl}/maps`);
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the private ones and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/profile/', '/cart', '/admin/'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(PRIVATE_PATH_PREFIXES.some((prefix) => '/detail/gym/x'.startsWith(prefix))).toBe(false);
    expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});
