/**
 * Settings of the account protections that come from the environment (ADR 0005): per-IP
 * rate limits of sign-in, registration and password reset, and extra origins allowed to send unsafe
 * requests. Parsed once with zod, like `config.ts`; defaults are generous enough for a family behind
 * one router (one public IP) and tight enough to stop online guessing (OWASP ASVS 2.2.1).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | RATE_LIMIT_LOGIN_MAX / _WINDOW_MINUTES | 30 / 15 | sign-in calls (password and Google) per IP |
 * | RATE_LIMIT_REGISTER_MAX / _WINDOW_MINUTES | 20 / 60 | registrations per IP |
 * | RATE_LIMIT_RESET_MAX / _WINDOW_MINUTES | 20 / 60 | reset requests, reset/change submissions and activation resends per IP |
 * | ALLOWED_ORIGINS | (none) | comma-separated origins, besides PUBLIC_URL's and the request's own host, allowed to POST/PUT/PATCH/DELETE |
 * @module
 */
import { z } from 'zod';

/** The parsed security settings. Windows are in milliseconds. */
export interface SecurityConfig {
  rateLimits: Record<RateLimitGroup, { max: number; windowMs: number }>;
  /** Origins (`scheme://host[:port]`, no trailing slash) allowed for unsafe methods. */
  allowedOrigins: string[];
}

/** The rate-limited families of calls. */
export type RateLimitGroup = 'login' | 'register' | 'reset';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const minutes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(fallback);

const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const url = new URL(item);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
        origins.push(url.origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
      }
    }
    return origins;
  });

const envSchema = z.object({
  RATE_LIMIT_LOGIN_MAX: count(30),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: minutes(15),
  RATE_LIMIT_REGISTER_MAX: count(20),
  RATE_LIMIT_REGISTER_WINDOW_MINUTES: minutes(60),
  RATE_LIMIT_RESET_MAX: count(20),
  RATE_LIMIT_RESET_WINDOW_MINUTES: minutes(60),
  ALLOWED_ORIGINS: originList,
});

/**
 * Reads the security settings.
 * @param env - variables to read (defaults to `process.env`)
 * @throws Error naming every invalid variable
 */
export function loadSecurityConfig(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid security configuration: ${problems}`);
  }
  const e = parsed.data;
  const window = (m: number): number => m * 60_000;
  return {
    rateLimits: {
      login: { max: e.RATE_LIMIT_LOGIN_MAX, windowMs: window(e.RATE_LIMIT_LOGIN_WINDOW_MINUTES) },
      register: { max: e.RATE_LIMIT_REGISTER_MAX, windowMs: window(e.RATE_LIMIT_REGISTER_WINDOW_MINUTES) },
      reset: { max: e.RATE_LIMIT_RESET_MAX, windowMs: window(e.RATE_LIMIT_RESET_WINDOW_MINUTES) },
    },
    allowedOrigins: e.ALLOWED_ORIGINS,
  };
}
