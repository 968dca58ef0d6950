import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cspDirectives } from './security';

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
