import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cspDirectives, isCheckinScreen, permissionsPolicy } from './security';

const base = { NODE_ENV: 'test' as const, DATA_DIR: path.join('/tmp', 'csp-test') };

describe('Content-Security-Policy', () => {
  it('allows only the app itself for scripts, frames and calls without Stripe', () => {
    const csp = cspDirectives(loadConfig(base));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeNull();
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('allows Stripe.js, its frames and its API when Stripe is configured', () => {
    const csp = cspDirectives(
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['frame-src']).toContain('https://hooks.stripe.com');
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
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
    expect(cspDirectives(config)['script-src']).toEqual(["'self'"]);
    expect(cspDirectives(config, true)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});
