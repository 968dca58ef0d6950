/**
 * Which push endpoints the server may call (ADR 0035): a browser's subscription names the URL the
 * server POSTs to, so an unchecked endpoint is a server-side request forgery (OWASP SSRF prevention).
 * An endpoint is accepted when
 *
 * 1. its host is on the allow-list of real push services (`PUSH_SERVICE_HOSTS`, default
 *    {@link DEFAULT_PUSH_SERVICE_HOSTS}: an entry `host` matches that host, `*.suffix` any host under
 *    it), and every address the host resolves to is public (not private, loopback, link-local,
 *    unique-local, CGNAT, multicast, reserved or unspecified: RFC 6890 special-purpose registries); or
 * 2. its `host[:port]` is listed in `PUSH_TRUSTED_HOSTS`, the local fake push service of the tests and
 *    nothing else: those hosts skip the address check (the fake listens on 127.0.0.1).
 *
 * The address check runs when subscribing and again at every connection (the sender's agent uses
 * {@link guardedLookup}), so a host that later resolves to an internal address (DNS rebinding) is not
 * reached. Redirects are never followed: `web-push` uses one `https.request` and a 3xx is a failure.
 * @module
 */
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Hosts of the real push services: FCM (Chrome), Mozilla autopush, Apple, Microsoft WNS. */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** What {@link checkPushEndpoint} needs to decide. */
export interface PushEndpointPolicy {
  /** Allow-list entries: `host` or `*.suffix` (lower case). */
  serviceHosts: readonly string[];
  /** `host[:port]` entries allowed without the address check (tests' local fake only). */
  trustedHosts: readonly string[];
}

/** Parses a comma-separated list of hosts (blanks ignored, lower-cased). */
export const hostListSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

/** Special-purpose address blocks (RFC 6890, RFC 4193, RFC 4291, RFC 6598) never called. */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

/** True when `address` (IPv4 or IPv6 text) is in a special-purpose block, or is not an address. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // BlockList matches IPv4 rules against IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) too.
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when `hostname` (lower case, no brackets) is on the allow-list `entries`. */
function onAllowList(hostname: string, entries: readonly string[]): boolean {
  return entries.some((entry) =>
    entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry,
  );
}

/** True when `url`'s `host[:port]` or hostname is a trusted (test) host. */
function isTrusted(url: URL, policy: PushEndpointPolicy): boolean {
  return policy.trustedHosts.includes(url.host.toLowerCase());
}

/** Resolves `hostname` to every address (A and AAAA), as the connection would. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

const resolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    lookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    );
  });

/** Why an endpoint was refused (the route turns each into its Spanish 400). */
export type EndpointRefusal = 'host' | 'address';

/**
 * Decides whether the server may send to `endpoint` (see module doc).
 * @param resolve - DNS resolution (default `dns.lookup` with `all`); injected by unit tests
 * @returns null when accepted, otherwise why it is refused ('host': not a push service or not https;
 *   'address': resolves to a non-public address, or does not resolve)
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
  resolve: ResolveAll = resolveAll,
): Promise<EndpointRefusal | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'host';
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return 'host';
  if (isTrusted(url, policy)) return null;
  const hostname = url.hostname.toLowerCase();
  // Real push services listen on 443 only; an IP literal is never a push service's name.
  if (url.port !== '' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return 'host';
  if (!onAllowList(hostname, policy.serviceHosts)) return 'host';
  try {
    const addresses = await resolve(hostname);
    return addresses.length > 0 && !addresses.some(isBlockedAddress) ? null : 'address';
  } catch {
    return 'address';
  }
}

/** True when `endpoint`'s host may be called at all (allow-list or trusted; no DNS). */
export function isAllowedPushHost(endpoint: string, policy: PushEndpointPolicy): boolean {
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return false;
    return (
      isTrusted(url, policy) ||
      (url.port === '' && onAllowList(url.hostname.toLowerCase(), policy.serviceHosts))
    );
  } catch {
    return false;
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sender's `https.Agent`: resolves as `dns.lookup` does, then refuses
 * (`EPUSHADDRESS`) when an address is not public, unless `hostname` is a trusted host's name.
 * @param trustedNames - hostnames of `PUSH_TRUSTED_HOSTS` (without port)
 */
export function guardedLookup(trustedNames: readonly string[]) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const trusted = trustedNames.includes(hostname.toLowerCase());
      if (!trusted && addresses.some((a) => isBlockedAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(
          `push host ${hostname} resolves to a non-public address`,
        );
        refused.code = 'EPUSHADDRESS';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
