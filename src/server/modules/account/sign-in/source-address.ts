/**
 * The "source" that failed sign-ins are counted against (ADR 0010): the client address Fastify reports
 * (`request.ip`, which honours `trustProxy`). IPv4 addresses (also written IPv4-mapped, `::ffff:a.b.c.d`)
 * are kept whole; an IPv6 address is reduced to its /64 prefix, because one subscriber usually holds a
 * whole /64 and could otherwise rotate through 2^64 addresses (OWASP Credential Stuffing Prevention
 * Cheat Sheet, "IP-based" controls). Pure; no I/O.
 * @module
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, embedded IPv4 expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The source key of a client address.
 * @param ip - `request.ip` (IPv4, IPv6, IPv4-mapped IPv6; anything else is kept as given)
 * @returns `a.b.c.d` for IPv4, `x:x:x:x::/64` (lower-case hex, no leading zeros) for IPv6
 */
export function sourceOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
