/**
 * Security headers (@fastify/helmet): a Content-Security-Policy that lets the SPA load only its own
 * scripts, styles and data, plus the map tiles (OpenStreetMap and the configured `MAP_TILE_URL` host)
 * and data:/blob: images (Leaflet icons, previews); no framing; `nosniff`. HSTS and
 * `upgrade-insecure-requests` only when the public URL is HTTPS (they would break plain-HTTP local
 * use). The referrer policy sends the origin to tile servers, which OpenStreetMap's tile usage policy
 * requires. With Stripe configured, Stripe.js and its Payment Element are allowed as Stripe documents
 * (docs.stripe.com/security/guide#content-security-policy): scripts and frames from `js.stripe.com`,
 * frames from `hooks.stripe.com` (3-D Secure), calls to `api.stripe.com`.
 * @module
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

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

/** The CSP directives for `config`. */
export function cspDirectives(config: Config): Record<string, string[] | null> {
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
    'script-src': ["'self'", ...stripe.script],
    'script-src-attr': ["'none'"],
    // Leaflet and React set inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** Registers helmet on every route of `app`. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
