/**
 * Per-IP rate limits of the account calls (docs/architecture.md §3 "rate limits"; ADR 0005; OWASP
 * ASVS 2.2.1) with @fastify/rate-limit: counters in Redis when REDIS_URL is set (shared by every API
 * process), in process memory otherwise. One counter per family of calls ({@link RateLimitGroup}), so
 * that e.g. the reset request and the reset submission draw on the same allowance.
 *
 * If Redis fails, requests are let through (`skipOnError`) and logged: the per-account lockout still
 * stops password guessing, and an outage of Redis does not take sign-in down.
 *
 * Behind a proxy or load balancer, Fastify's `trustProxy` must be set for `request.ip` to be the
 * client's address; otherwise every client shares the proxy's allowance.
 * @module
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { accountMessages } from '../../shared/messages';
import { AppError } from '../app-error';
import type { RateLimitGroup, SecurityConfig } from './security-config';

/** How long start-up waits for Redis before going on without it, ms. */
const REDIS_START_WAIT_MS = 2000;

/** Resolves when `redis` is connected. @throws after `ms` milliseconds */
function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis not ready after ${ms} ms`));
    }, ms);
    const onReady = (): void => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}

/** One `onRequest` hook per family; each answers 429 with a Spanish wait message and `Retry-After`. */
export type RateLimitHooks = Record<RateLimitGroup, onRequestAsyncHookHandler>;

/** Options of {@link registerRateLimits}. */
export interface RateLimitOptions {
  limits: SecurityConfig['rateLimits'];
  /** Redis connection string; unset → in-memory counters. */
  redisUrl: string | undefined;
}

/**
 * Registers @fastify/rate-limit (no global limit) on `app` and builds the hooks of each family.
 * Routes opt in with `onRequest: hooks.login` etc. The Redis connection, if any, closes with the app.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<RateLimitHooks> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // No offline queue: while Redis is unreachable a count fails at once (and is skipped) instead of
    // waiting for reconnection, so sign-in stays fast during an outage.
    redis = new Redis(options.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
    await waitUntilReady(redis, REDIS_START_WAIT_MS).catch((error: unknown) =>
      app.log.warn(
        { err: error },
        'rate-limit store (Redis) not reachable at start; limits skipped until it is',
      ),
    );
    const connection = redis;
    app.addHook('onClose', async () => {
      await connection.quit().catch(() => connection.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'buscagym-rl:',
    ...(redis ? { redis } : {}),
  });

  const hookFor = (group: RateLimitGroup): onRequestAsyncHookHandler => {
    const { max, windowMs } = options.limits[group];
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `${group}:${req.ip}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      request.log.warn({ group, ip: request.ip }, 'rate limit reached');
      void reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('TOO_MANY_REQUESTS', accountMessages.rateLimited(result.ttl));
    };
  };
  return { login: hookFor('login'), register: hookFor('register'), reset: hookFor('reset') };
}
