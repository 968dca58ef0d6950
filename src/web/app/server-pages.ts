/**
 * The public pages the server renders (ADR 0046): the landing page with its gym list, the two pitch
 * pages (SPEC §2: "load together" with it), the map and a gym's page. Every other address is a screen
 * the browser renders alone. Shared by the server render (`entry-server.tsx`) and the browser entry,
 * which hydrates these and renders the others; it imports nothing, so the entry chunk stays small
 * (ADR 0013).
 * @module
 */

/** A server-rendered page, by kind. */
export type ServerPage =
  | { kind: 'landing' }
  | { kind: 'ownerPitch' }
  | { kind: 'memberPitch' }
  | { kind: 'map' }
  | { kind: 'gym'; id: string };

const GYM = /^\/detail\/gym\/([^/]+)$/;

/**
 * The server-rendered page at `pathname`, or null for a browser-only screen.
 * @param pathname - the address's path, without query or fragment
 */
export function serverPageOf(pathname: string): ServerPage | null {
  if (pathname === '/') return { kind: 'landing' };
  if (pathname === '/legendCe') return { kind: 'ownerPitch' };
  if (pathname === '/legendUf') return { kind: 'memberPitch' };
  if (pathname === '/maps') return { kind: 'map' };
  const gym = GYM.exec(pathname);
  if (gym?.[1]) {
    try {
      return { kind: 'gym', id: decodeURIComponent(gym[1]) };
    } catch {
      return null;
    }
  }
  return null;
}
