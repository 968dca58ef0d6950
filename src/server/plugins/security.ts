/**
 * Security headers (helmet, applied by our own hooks so that early answers get them too): a
 * Content-Security-Policy that lets the SPA load only its own
 * scripts, styles and data, plus the map tiles (OpenStreetMap and the configured `MAP_TILE_URL` host)
 * and data:/blob: images (Leaflet icons, previews); no framing; `nosniff`. HSTS and
 * `upgrade-insecure-requests` only when the public URL is HTTPS (they would break plain-HTTP local
 * use). The referrer policy sends the origin to tile servers, which OpenStreetMap's tile usage policy
 * requires. With Stripe configured, Stripe.js and its Payment Element are allowed as Stripe documents
 * (docs.stripe.com/security/guide#content-security-policy): scripts and frames from `js.stripe.com`,
 * frames from `hooks.stripe.com` (3-D Secure), calls to `api.stripe.com`.
 *
 * API answers (JSON, never a page) get a short set of their own instead ({@link apiSecurityHeaders}, ADR
 * 0062).
 *
 * Also (ADR 0011): a `Permissions-Policy` (W3C Permissions Policy) that turns off the powerful
 * features the app does not use and keeps geolocation for our own origin ("cerca tuyo"); and
 * `Cache-Control: no-store` on every `/api` answer whose route did not choose its own caching
 * (personal answers must never sit in a shared or browser cache — OWASP ASVS 5.0 §14.3).
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { isApiPath } from './errors';

const OSM_TILES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/**
 * The CSP source of a Leaflet tile URL template: its scheme and host, with a `{s}` subdomain
 * placeholder turned into `*` (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`).
 * @returns the source, or undefined when the template has no http(s) origin
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(template.trim());
  if (!match?.[1]) return undefined;
  const origin = match[1].replace(/\{s\}/g, '*');
  return /^[a-z]+:\/\/[\w.*:-]+$/i.test(origin) ? origin : undefined;
}

/** Sources Stripe.js needs, by directive (empty without Stripe keys). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The door's check-in screen (`/profile/partner/{name}/{userId}/checkin`, loaded as a document: the
 * profile links to it with a full navigation). Only its HTML gets the camera (Permissions-Policy
 * `camera=(self)`) and WebAssembly compilation (CSP `'wasm-unsafe-eval'`, for the QR reader); every other
 * answer keeps both off.
 */
export const CHECKIN_SCREEN = /^\/profile\/partner\/[^/?#]+\/[^/?#]+\/checkin\/?(?:[?#]|$)/;

/** Whether `url` (a request target) is the check-in screen ({@link CHECKIN_SCREEN}). */
export const isCheckinScreen = (url: string | undefined): boolean => CHECKIN_SCREEN.test(url ?? '');

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The CSP nonce of one answer (CSP Level 3 §6.7.2.3 "nonce-source"): 128 random bits, made on first
 * use and the same for the rest of the answer. Every answer's `script-src` names it; the server render
 * puts it on the inline scripts React streams (ADR 0046), so no other inline script can run.
 */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** A CSP source list entry: text, or made per answer (helmet calls it with the request and response). */
type CspSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * The `script-src` source of the answer's nonce; none under `/api` (only the OpenAPI UI gets page headers
 * there, and it runs no inline script; every other API answer has its own short set, ADR 0062).
 */
const nonceSource: CspSource = (req, res) => (isApiPath(req.url ?? '') ? '' : `'nonce-${cspNonce(res)}'`);

/** The CSP directives for `config` (`scanner`: the check-in screen's, with WebAssembly allowed). */
export function cspDirectives(config: Config, scanner = false): Record<string, CspSource[] | null> {
  const https = config.publicUrl.startsWith('https://');
  const stripe = config.stripe.publishableKey ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  const tiles = [...new Set([...OSM_TILES, tileSource(config.map.tileUrl)].filter((s): s is string => !!s))];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'", ...stripe.connect],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Without Stripe, frames fall back to `default-src 'self'`.
    'frame-src': stripe.frame.length > 0 ? ["'self'", ...stripe.frame] : null,
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'object-src': ["'none'"],
    'script-src': ["'self'", nonceSource, ...(scanner ? ["'wasm-unsafe-eval'"] : []), ...stripe.script],
    'script-src-attr': ["'none'"],
    // Leaflet and React set inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * The `Permissions-Policy` header (W3C Permissions Policy, structured-field syntax): `()` turns a
 * feature off for every origin, `(self)` keeps it for ours. Payment is kept for Stripe's frames; the
 * camera only for the check-in screen (`scanner`).
 */
export function permissionsPolicy(config: Config, scanner = false): string {
  const payment = config.stripe.publishableKey ? '(self "https://js.stripe.com")' : '(self)';
  const policy: Record<string, string> = {
    accelerometer: '()',
    autoplay: '()',
    camera: scanner ? '(self)' : '()',
    'display-capture': '()',
    geolocation: '(self)',
    gyroscope: '()',
    magnetometer: '()',
    microphone: '()',
    midi: '()',
    payment,
    usb: '()',
    'xr-spatial-tracking': '()',
  };
  return Object.entries(policy)
    .map(([feature, allow]) => `${feature}=${allow}`)
    .join(', ');
}

/** Sets the security headers of `config` on a raw response (before anything is written). */
export type ApplySecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void;

/** HSTS `max-age` of every answer over HTTPS (RFC 6797 §6.1.1): 180 days, in seconds. */
const HSTS_MAX_AGE_S = 15_552_000;

/**
 * The headers of an API answer (ADR 0062; OWASP REST Security Cheat Sheet, "Security headers"): JSON is
 * never a page, so it gets no page policy (sources, nonce, Permissions-Policy) but a CSP that lets nothing
 * load or frame it should a browser open it as a document, `nosniff`, `X-Frame-Options: DENY`, CORP
 * `same-origin` (no other site reads it into its process: Fetch §3.7) and HSTS as on every answer. The
 * same for every API answer, so they stay byte-for-byte alike (ADR 0005).
 */
export function apiSecurityHeaders(config: Config): readonly SecurityHeader[] {
  const https = config.publicUrl.startsWith('https://');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(https
      ? [['strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`] as SecurityHeader]
      : []),
  ];
}

/** Builds the function that sets every security header on a response. */
export function securityHeaders(config: Config): ApplySecurityHeaders {
  const https = config.publicUrl.startsWith('https://');
  const make = (scanner: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, scanner) },
      hsts: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  const middleware = make(false);
  const scannerMiddleware = make(true);
  const permissions = permissionsPolicy(config);
  const scannerPermissions = permissionsPolicy(config, true);
  const apiHeaders = apiSecurityHeaders(config);
  return (req, res) => {
    const url = req.url ?? '';
    if (isApiPath(url) && !isDocsPage(url)) {
      for (const [name, value] of apiHeaders) res.setHeader(name, value);
      return;
    }
    const scanner = isCheckinScreen(url);
    // helmet's middleware is synchronous: it only sets headers, then calls `next`.
    (scanner ? scannerMiddleware : middleware)(req, res, () => undefined);
    res.setHeader('permissions-policy', scanner ? scannerPermissions : permissions);
  };
}

/** The OpenAPI UI under `/api/docs` is a page (its own scripts and styles): it keeps the page headers. */
const isDocsPage = (url: string): boolean => url === '/api/docs' || url.startsWith('/api/docs/');

/** A security header: its name and value. */
type SecurityHeader = readonly [name: string, value: string];

/**
 * Sets the security headers on every answer of `app` (an `onRequest` hook: answers refused later,
 * by rate limits or load shedding, carry them too) and `Cache-Control: no-store` on `/api` answers
 * without a cache policy of their own. Answers sent before any hook (Fastify's routing errors) get
 * them from {@link securityHeaders} in `app.ts`.
 */
export function registerSecurityHeaders(app: FastifyInstance, apply: ApplySecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
