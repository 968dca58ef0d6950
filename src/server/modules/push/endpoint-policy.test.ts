import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  DEFAULT_PUSH_SERVICE_HOSTS,
  isBlockedAddress,
  type ResolveAll,
} from './endpoint-policy';

const policy = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, trustedHosts: ['127.0.0.1:4443'] };
/** DNS answers of the test: each host's addresses (what a resolver would give). */
const dns =
  (answers: Record<string, string[]>): ResolveAll =>
  async (host) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

describe('isBlockedAddress', () => {
  it('blocks private, loopback, link-local, unique-local, CGNAT and unspecified addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
    for (const a of ['0.0.0.0', '::', '::1', 'fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
  });
  it('lets public addresses through', () => {
    for (const a of ['142.250.79.10', '2607:f8b0:4002:c00::5f', '34.117.59.81']) {
      expect(isBlockedAddress(a), a).toBe(false);
    }
  });
});

describe('checkPushEndpoint', () => {
  const fcm = 'https://fcm.googleapis.com/fcm/send/abc';
  it('accepts a push service whose every address is public, under a wildcard too', async () => {
    expect(await checkPushEndpoint(fcm, policy, dns({ 'fcm.googleapis.com': ['142.250.79.10'] }))).toBeNull();
    const apple = 'https://api.push.apple.com/3/device/abc';
    expect(await checkPushEndpoint(apple, policy, dns({ 'api.push.apple.com': ['17.188.1.1'] }))).toBeNull();
  });
  it('refuses an allow-listed host that resolves to a private address, or not at all', async () => {
    const rebound = dns({ 'fcm.googleapis.com': ['142.250.79.10', '10.0.0.7'] });
    expect(await checkPushEndpoint(fcm, policy, rebound)).toBe('address');
    expect(await checkPushEndpoint(fcm, policy, dns({}))).toBe('address');
  });
  it('refuses hosts off the list without resolving them; the trusted host:port only skips the check', async () => {
    const never: ResolveAll = () => Promise.reject(new Error('must not resolve'));
    for (const e of [
      'https://evil.push.apple.com.attacker.net/x',
      'https://notify.windows.com.evil/x',
      'http://fcm.googleapis.com/x',
    ]) {
      expect(await checkPushEndpoint(e, policy, never), e).toBe('host');
    }
    expect(await checkPushEndpoint('https://127.0.0.1:4443/push/1', policy, never)).toBeNull();
    expect(await checkPushEndpoint('https://127.0.0.1:4444/push/1', policy, never)).toBe('host');
  });
});
