/**
 * The tags a public page puts in `<head>` (ADR 0046): its title and description, and, when it has an
 * address of its own, the canonical link, Open Graph (ogp.me) and Twitter card tags and its schema.org
 * JSON-LD. The server renders them into the page it sends (`entry-server.tsx`); in the browser
 * {@link PageMeta} renders the same ones once the page is hydrated (React 19 hoists `<title>`, `<meta>`
 * and `<link>` into `<head>`; the JSON-LD stays where it is, which schema.org consumers accept).
 * @module
 */
import { shellMessages } from '../../shared/messages/catalogue.web';

/** What a page says about itself. */
export interface PageHead {
  /** Page name; the document title becomes "{title} | BuscaGym". */
  title: string;
  /** Meta description; defaults to the site's. */
  description?: string;
  /** The page's absolute canonical URL (public pages only). */
  canonical?: string;
  /** Open Graph `og:type` (ogp.me §"Object Types"); `website` by default. */
  type?: 'website' | 'place';
  /** Absolute URL of the page's picture (`og:image`, `twitter:image`). */
  image?: string;
  /** A schema.org object, sent as `application/ld+json`. */
  jsonLd?: object;
  /** `noindex`: pages search engines must not list (private screens, a missing gym). */
  noindex?: boolean;
}

/**
 * What a page says about itself before it knows its origin: `path` and `image` may be relative, and
 * the JSON-LD is made from the origin. {@link resolveHead} turns it into a {@link PageHead}.
 */
export interface PageHeadSource extends Omit<PageHead, 'canonical' | 'jsonLd'> {
  /** The page's address when it is public and indexable (its canonical URL is the origin plus it). */
  path?: string;
  /** The schema.org object of the page, given the site's origin. */
  jsonLd?: (origin: string) => object;
}

/**
 * Absolute URLs for `source`, seen from `origin` (the server's `PUBLIC_URL`, or the browser's
 * `location.origin`, the same in production).
 */
export function resolveHead(source: PageHeadSource, origin: string): PageHead {
  const { path, jsonLd, image, ...rest } = source;
  return {
    ...rest,
    canonical: path === undefined ? undefined : new URL(path, origin).href,
    image: image === undefined ? undefined : new URL(image, origin).href,
    jsonLd: jsonLd?.(origin),
  };
}

/**
 * JSON for inside a `<script>` element: `<`, `>`, `&` and the line separators U+2028/U+2029 become
 * `\uXXXX` escapes, so no text of the data (a gym named `</script>…`) can close the element or start
 * markup (HTML Living Standard §4.12.1.3 "Restrictions for contents of script elements"); JSON parsers
 * read the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The head tags of `head`; `data-ssr-head` marks the server's copies, which the browser's replace. */
export function HeadTags({ head, server = false }: { head: PageHead; server?: boolean }) {
  const mark = server ? { 'data-ssr-head': '' } : {};
  const title = shellMessages.pageTitle(head.title);
  const description = head.description ?? shellMessages.defaultDescription;
  const card = head.image ? 'summary_large_image' : 'summary';
  return (
    <>
      <title {...mark}>{title}</title>
      <meta {...mark} name="description" content={description} />
      {head.noindex && <meta {...mark} name="robots" content="noindex" />}
      {head.canonical && (
        <>
          <link {...mark} rel="canonical" href={head.canonical} />
          <meta {...mark} property="og:site_name" content={shellMessages.appName} />
          <meta {...mark} property="og:title" content={title} />
          <meta {...mark} property="og:description" content={description} />
          <meta {...mark} property="og:url" content={head.canonical} />
          <meta {...mark} property="og:type" content={head.type ?? 'website'} />
          <meta {...mark} property="og:locale" content="es_AR" />
          {head.image && <meta {...mark} property="og:image" content={head.image} />}
          <meta {...mark} name="twitter:card" content={card} />
          <meta {...mark} name="twitter:title" content={title} />
          <meta {...mark} name="twitter:description" content={description} />
          {head.image && <meta {...mark} name="twitter:image" content={head.image} />}
        </>
      )}
      {head.jsonLd && (
        <script
          {...mark}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(head.jsonLd) }}
        />
      )}
    </>
  );
}
