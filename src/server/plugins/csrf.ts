/**
 * Cross-site request forgery defence (docs/architecture.md §3 "CSRF"; OWASP ASVS 3.5.3; OWASP CSRF cheat
 * sheet "Fetch Metadata" and "Verifying origin with standard headers"): a POST, PUT, PATCH or DELETE
 * that a browser sends from another site is refused with 403 before anything else runs. The
 * SameSite=Lax session cookie is the second layer.
 *
 * A request is accepted when its `Sec-Fetch-Site` is `same-origin` or `none`; otherwise when its
 * `Origin` is PUBLIC_URL's origin, one of ALLOWED_ORIGINS, or has the request's own host (the Vite
 * dev proxy keeps the browser's host); a request with neither header does not come from a browser
 * (curl, server-to-server) and is accepted. `Origin: null` (sandboxed pages, cross-site redirects)
 * is refused.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountMessages } from '../../shared/messages';
import { AppError } from '../app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the check reads of a request. Header values as received (lower-case names). */
export interface OriginFacts {
  method: string;
  /** `Origin` header. */
  origin: string | undefined;
  /** `Sec-Fetch-Site` header. */
  secFetchSite: string | undefined;
  /** The request's own host (`host[:port]`). */
  host: string;
}

/** The `host[:port]` of an origin, or undefined when it is not a URL. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * True when the request must be refused as cross-site (see module doc).
 * @param allowed - trusted origins (`scheme://host[:port]`)
 */
export function isForgedRequest(facts: OriginFacts, allowed: ReadonlySet<string>): boolean {
  if (!UNSAFE_METHODS.has(facts.method.toUpperCase())) return false;
  const site = facts.secFetchSite?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  const origin = facts.origin;
  if (origin === undefined) return site !== undefined;
  if (origin === 'null') return true;
  const trusted = allowed.has(origin) || hostOf(origin) === facts.host.toLowerCase();
  return !trusted;
}

/** Options of {@link csrfPlugin}. */
export interface CsrfPluginOptions {
  /** PUBLIC_URL (its origin is trusted). */
  publicUrl: string;
  /** Extra trusted origins (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * Adds the check as a root `onRequest` hook (fastify-plugin: it covers every route of the app,
 * including those declared before it). Refusals answer 403 FORBIDDEN with
 * {@link accountMessages.crossSite}.
 */
export const csrfPlugin = fp<CsrfPluginOptions>(
  async (app: FastifyInstance, { publicUrl, allowedOrigins }) => {
    const allowed = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
    // Callback style: the check is synchronous, and an async hook costs a promise on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const facts: OriginFacts = {
        method: request.method,
        origin: request.headers.origin,
        secFetchSite: request.headers['sec-fetch-site'] as string | undefined,
        host: request.host,
      };
      if (isForgedRequest(facts, allowed)) {
        request.log.warn(
          { origin: facts.origin, secFetchSite: facts.secFetchSite },
          'cross-site request refused',
        );
        done(new AppError('FORBIDDEN', accountMessages.crossSite));
        return;
      }
      done();
    });
  },
  { name: 'buscagym-csrf', fastify: '5.x' },
);
