import { describe, expect, it } from 'vitest';
import { loadSecurityConfig } from './security-config';

describe('loadSecurityConfig', () => {
  it('has generous defaults', () => {
    expect(loadSecurityConfig({})).toEqual({
      rateLimits: {
        login: { max: 30, windowMs: 15 * 60_000 },
        register: { max: 20, windowMs: 60 * 60_000 },
        reset: { max: 20, windowMs: 60 * 60_000 },
      },
      allowedOrigins: [],
    });
  });

  it('reads the variables and normalises origins', () => {
    const c = loadSecurityConfig({
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_LOGIN_WINDOW_MINUTES: '1',
      ALLOWED_ORIGINS: ' https://app.example/ , http://localhost:5173',
    });
    expect(c.rateLimits.login).toEqual({ max: 5, windowMs: 60_000 });
    expect(c.allowedOrigins).toEqual(['https://app.example', 'http://localhost:5173']);
  });

  it('names every invalid variable', () => {
    expect(() => loadSecurityConfig({ RATE_LIMIT_RESET_MAX: '0', ALLOWED_ORIGINS: 'ftp://x' })).toThrow(
      /RATE_LIMIT_RESET_MAX.*ALLOWED_ORIGINS|ALLOWED_ORIGINS.*RATE_LIMIT_RESET_MAX/,
    );
  });
});
