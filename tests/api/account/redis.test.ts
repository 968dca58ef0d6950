// Rate-limit counters in Redis (docs/architecture.md §1, §3: stateless API processes; ADR 0005).
// Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379): two app instances on one database and
// one Redis share the per-IP allowance, as processes behind a load balancer would.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountApp, createAccount, GOOD_PASSWORD, type AccountTestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits with REDIS_URL', () => {
  let first: AccountTestApp;
  let second: AccountTestApp;
  // A fresh address per run: counters outlive the test for their window.
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    const options = { config: { redisUrl }, env: { RATE_LIMIT_LOGIN_MAX: '2' } };
    first = await buildAccountApp(options);
    second = await buildAccountApp({ ...options, handle: first.handle });
    await createAccount(first.handle, { email: 'ana@example.com' });
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`buscagym-rl:*${ip}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await second?.close();
    await first?.close();
  });

  const attempt = (t: AccountTestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service/login',
      remoteAddress: ip,
      payload: { username: 'ana@example.com', password: GOOD_PASSWORD },
    });

  it('counts calls to either process against one allowance', async () => {
    expect((await attempt(first)).statusCode).toBe(200);
    expect((await attempt(second)).statusCode).toBe(200);
    const third = await attempt(first);
    expect(third.statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
    const redis = new Redis(redisUrl ?? '');
    try {
      expect((await redis.keys(`buscagym-rl:*login:${ip}*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
