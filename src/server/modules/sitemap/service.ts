/**
 * The sitemaps of the public pages (sitemaps.org protocol 0.9, ADR 0046): an index at `/sitemap.xml`
 * naming one file of the static public pages and one file per page of published gyms, each at most
 * {@link SITEMAP_PAGE_SIZE} addresses (the protocol's limit is 50,000 URLs and 50 MB a file). Every
 * address is absolute, from the configured public URL (`PUBLIC_URL`).
 * @module
 */
import type { Database } from '../../db/client';
import { gymPage, pageStarts } from './queries';

/** Addresses a gyms file holds: the protocol's 50,000 limit (sitemaps.org "Sitemap index files"). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** How long the pages' starting ids are reused before they are read again (ms). */
const STARTS_TTL_MS = 10 * 60_000;

/** The public pages besides the gyms' (SPEC §2: the landing group and the map). */
export const STATIC_PUBLIC_PATHS = ['/', '/legendCe', '/legendUf', '/maps', '/fuentes'] as const;

/** XML text escaping for element content and attributes (XML 1.0 §2.4, the five predefined entities). */
export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of `entries` (absolute `loc`, optional W3C datetime `lastmod`). */
function urlSet(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemaps of one app.
 * @param db - the database (a read replica is fine: a sitemap may lag a few seconds)
 * @param publicUrl - the site's origin, without a trailing slash
 * @param pageSize - gyms a file holds ({@link SITEMAP_PAGE_SIZE}; tests use fewer)
 */
export function createSitemaps(db: Database, publicUrl: string, pageSize = SITEMAP_PAGE_SIZE) {
  let starts: { ids: string[]; readAt: number } | null = null;
  const pageStartsNow = async (): Promise<string[]> => {
    if (!starts || Date.now() - starts.readAt > STARTS_TTL_MS)
      starts = { ids: await pageStarts(db, pageSize), readAt: Date.now() };
    return starts.ids;
  };
  const at = (path: string) => `${publicUrl}${path}`;

  return {
    /** `/sitemap.xml`: the static pages' file and one file per page of gyms. */
    async index(): Promise<string> {
      const pages = (await pageStartsNow()).length;
      const files = ['/sitemaps/pages.xml'];
      for (let n = 1; n <= pages; n += 1) files.push(`/sitemaps/gyms-${n}.xml`);
      const items = files.map((file) => `<sitemap><loc>${xmlEscape(at(file))}</loc></sitemap>`);
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
    },
    /** `/sitemaps/pages.xml`: the static public pages. */
    pages(): string {
      return urlSet(STATIC_PUBLIC_PATHS.map((path) => ({ loc: at(path) })));
    },
    /**
     * `/sitemaps/gyms-{n}.xml`: the n-th page of published gyms (1-based).
     * @returns the file, or null when there is no such page
     */
    async gyms(n: number): Promise<string | null> {
      const first = (await pageStartsNow())[n - 1];
      if (first === undefined) return null;
      const gyms = await gymPage(db, first, pageSize);
      return urlSet(
        gyms.map((gym) => ({ loc: at(`/detail/gym/${encodeURIComponent(gym.id)}`), lastmod: gym.updatedAt })),
      );
    },
  };
}
