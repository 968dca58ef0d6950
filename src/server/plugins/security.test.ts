import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cspDirectives, cspNonce, isCheckinScreen, permissionsPolicy } from './security';

/** The script sources of `config` as one answer's header names them. */
function scriptSources(config: ReturnType<typeof loadConfig>, scanner = false): string[] {
  const res = {} as ServerResponse;
  return (cspDirectives(config, scanner)['script-src'] ?? []).map((source) =>
    typeof source === 'string' ? source : source({} as IncomingMessage, res).replace(cspNonce(res), 'N'),
  );
}

const base = { NODE_ENV: 'test' as const, DATA_DIR: path.join('/tmp', 'csp-test') };

describe('Content-Security-Policy', () => {
  it('allows only the app itself for scripts, frames and calls without Stripe', () => {
    const csp = cspDirectives(loadConfig(base));
    expect(scriptSources(loadConfig(base))).toEqual(["'self'", "'nonce-N'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeNull();
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('allows Stripe.js, its frames and its API when Stripe is configured', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    const csp = cspDirectives(config);
    expect(scriptSources(config)).toEqual([
      "'self'",
      "'nonce-N'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp['frame-src']).toContain('https://hooks.stripe.com');
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });
});

describe('the CSP nonce', () => {
  it('is one per answer, 128 random bits in base64', () => {
    const a = {} as ServerResponse;
    const b = {} as ServerResponse;
    expect(cspNonce(a)).toBe(cspNonce(a));
    expect(cspNonce(a)).not.toBe(cspNonce(b));
    expect(Buffer.from(cspNonce(a), 'base64')).toHaveLength(16);
  });
});

describe('the check-in screen', () => {
  it('alone gets the camera and WebAssembly', () => {
    const config = loadConfig(base);
    expect(isCheckinScreen('/profile/partner/Club%20Sur/u1/checkin')).toBe(true);
    expect(isCheckinScreen('/profile/partner/Club/u1/checkin?x=1')).toBe(true);
    expect(isCheckinScreen('/profile/partner/Club/u1')).toBe(false);
    expect(isCheckinScreen('/api/passes/checkin')).toBe(false);
    expect(isCheckinScreen('/profile/partner/Club/u1/checkin/../../x')).toBe(false);
    expect(permissionsPolicy(config)).toContain('camera=()');
    expect(permissionsPolicy(config, true)).toContain('camera=(self)');
    expect(scriptSources(config)).toEqual(["'self'", "'nonce-N'"]);
    expect(scriptSources(config, true)).toEqual(["'self'", "'nonce-N'", "'wasm-unsafe-eval'"]);
  });
});
