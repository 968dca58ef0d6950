/**
 * The shape in which the server asks the web app's server entry (`src/web/entry-server.tsx`) to render a
 * public page, and what it gets back (ADR 0046). The server and the web app are separate rooms that
 * meet here (docs/architecture.md §2); the server loads the entry at run time.
 * @module
 */

/** What the server asks to render. */
export interface PageRequest {
  /** The request target: path and query (`/maps?service=Yoga`). */
  url: string;
  /** The site's public origin (`PUBLIC_URL`), for canonical and Open Graph addresses. */
  origin: string;
  /** This answer's CSP nonce, set on the scripts React streams (`$RC`, boundaries that resolve later). */
  nonce: string;
  /** Receives errors of the render that React recovers from (a part then renders in the browser). */
  onError: (error: unknown) => void;
  /**
   * The value of the country picker's cookie (`pais`) sent with the request, if any: with the address's
   * `?pais=`, the country of the catalogue the page shows (ADR 0052).
   */
  countryCookie?: string;
}

/** A rendered page, streamed once its shell is ready. */
export interface RenderedPage {
  /** 200, or 404 for a gym that does not exist or is not published. */
  status: number;
  /** The `<head>` tags of the page (title, description, canonical, Open Graph, Twitter, JSON-LD). */
  head: string;
  /**
   * The query cache as JSON escaped for a `<script type="application/json">` data block, or null
   * when the browser must render the page itself (a missing gym: its error is not sent).
   */
  state: string | null;
  /** Writes the page's HTML (the inside of `#root`) to `destination`, then ends it. */
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  /** Stops a render whose client has gone. */
  abort(reason?: unknown): void;
}
