/**
 * The sitemaps and `robots.txt` of the public pages (ADR 0046). The module's only public entry
 * (docs/architecture.md §2).
 * @module
 */
export { sitemapRoutes, PRIVATE_PATH_PREFIXES, type SitemapRoutesOptions } from './routes';
