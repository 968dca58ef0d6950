// Operating under faults (ADR 0011): health probes that tell liveness from readiness, load shedding
// with a fast 503 and Retry-After, security headers on every answer (early errors included),
// no-store on session answers, API docs and source maps per setting.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../src/shared/messages';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { buildTestApp, testEnv, type TestApp } from '../helpers/app';
import { newAccount } from '../members/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('health probes', () => {
  it('liveness and readiness answer 200 while the database answers', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect([live.statusCode, live.json()]).toEqual([200, { ok: true }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { ok: true }]);
  });

  it('readiness fails and liveness holds while the database is gone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-health-'));
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    const config = loadConfig(testEnv(dataDir));
    const app = await buildApp({ config, db: handle });
    await app.ready();
    try {
      await handle.close();
      const live = await app.inject({ url: '/api/health/live' });
      const ready = await app.inject({ url: '/api/health/ready' });
      const both = await app.inject({ url: '/api/health' });
      expect([live.statusCode, live.json()]).toEqual([200, { ok: true }]);
      expect([ready.statusCode, ready.json()]).toEqual([503, { ok: false }]);
      expect([both.statusCode, both.json()]).toEqual([503, { ok: false, live: true, ready: false }]);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('load shedding', () => {
  it('refuses at once with 503 and Retry-After while the database queue is over its limit', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-load-'));
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    const base = loadConfig(testEnv(dataDir));
    const app = await buildApp({ config: { ...base, load: { ...base.load, maxDbWaiting: 2 } }, db: handle });
    await app.ready();
    try {
      // A transaction holds PGlite while its callback waits; four statements queue behind it.
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let began = (): void => undefined;
      const begun = new Promise<void>((resolve) => (began = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await held;
      });
      await begun;
      const queued = Array.from({ length: 4 }, () => Promise.resolve(handle.db.execute(sql`select 1`)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(handle.waiting()).toBe(4);
      const refused = await app.inject({ url: '/api/partner/gyms/allgyms' });
      const live = await app.inject({ url: '/api/health/live' });
      release();
      await Promise.all([transaction, ...queued]);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['content-security-policy']).toBeDefined();
      expect(refused.json()).toEqual({ message: apiMessages.overloaded, code: 'UNAVAILABLE' });
      expect(live.statusCode).toBe(200);
      expect(handle.waiting()).toBe(0);
      const served = await app.inject({ url: '/api/partner/gyms/allgyms' });
      expect(served.statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses while the event loop is blocked, and serves again after the next sample', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-loop-'));
    const base = loadConfig(testEnv(dataDir));
    const load = { ...base.load, maxEventLoopDelayMs: 200 };
    const app = await buildApp({ config: { ...base, load }, db: t.handle });
    await app.ready();
    try {
      // Serving first: on a busy machine the sampler's first window may hold the app's own start-up,
      // which sheds until a calm sample follows.
      await expect
        .poll(async () => (await app.inject({ url: '/api/config' })).statusCode, { timeout: 15_000 })
        .toBe(200);
      // A synchronous stall, as a runaway computation would cause. The sampler reports the mean
      // delay of its window, so a stall that begins late in a window is diluted by the calm ticks
      // before it: the first stall only aligns the window (the overdue sample runs right after it),
      // the second fills the next window almost alone.
      const stall = (ms: number): void => {
        const until = Date.now() + ms;
        while (Date.now() < until);
      };
      const tick = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 20));
      stall(1100);
      await tick(); // the overdue sample runs and opens a new window
      stall(1500);
      await tick(); // the sample of a window made of the stall
      const refused = await app.inject({ url: '/api/config' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2200)); // two calm samples
      expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('headers on every answer', () => {
  // API answers carry the short set of ADR 0062 (pages' headers: tests/api/system.test.ts).
  const expectSecurityHeaders = (headers: Record<string, unknown>): void => {
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toBeUndefined();
  };

  it('a malformed URI answers 400 with the security headers', async () => {
    const res = await t.app.inject({ url: '/api/partner/gyms/gymbyid/%ZZ' });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
  });

  it('normal, not-found, bad-JSON and too-large answers carry them too', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/config' }),
      t.app.inject({ url: '/api/nothing-here' }),
      t.app.inject({
        method: 'POST',
        url: '/api/service/login',
        headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
        payload: '{"username":',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/service/login',
        headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
        payload: JSON.stringify({ username: 'x'.repeat(200 * 1024) }),
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 413]);
    for (const res of answers) expectSecurityHeaders(res.headers);
  });

  it('session answers are no-store; a route with its own cache policy keeps it', async () => {
    const member = await newAccount(t);
    const profile = await member.client.get(`/api/user/profile/${member.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const avatars = await t.app.inject({ url: '/api/user/avatar' });
    expect(avatars.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('production settings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'buscagym-prod-'));
    await mkdir(path.join(dir, 'web', 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'web', 'index.html'), '<!doctype html><title>BuscaGym</title>');
    await writeFile(path.join(dir, 'web', 'assets', 'app-1a2b.js'), 'console.log(1);');
    await writeFile(path.join(dir, 'web', 'assets', 'app-1a2b.js.map'), '{"version":3}');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const appFor = async (env: Record<string, string>) => {
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, 'data'), ...env },
      { webDistDir: path.join(dir, 'web') },
    );
    const app = await buildApp({ config, db: t.handle });
    await app.ready();
    return app;
  };

  it('in production: no API docs, no source maps; the bundles are served', async () => {
    const app = await appFor({ NODE_ENV: 'production' });
    try {
      const [docs, json, map, js] = await Promise.all([
        app.inject({ url: '/api/docs' }),
        app.inject({ url: '/api/docs/json' }),
        app.inject({ url: '/assets/app-1a2b.js.map' }),
        app.inject({ url: '/assets/app-1a2b.js' }),
      ]);
      expect([docs.statusCode, json.statusCode, map.statusCode, js.statusCode]).toEqual([404, 404, 404, 200]);
    } finally {
      await app.close();
    }
  });

  it('behind HTTPS, pages and API answers carry the same HSTS (ADR 0062)', async () => {
    const app = await appFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://buscagym.example' });
    try {
      const [page, api] = await Promise.all([
        app.inject({ url: '/', headers: { accept: 'text/html' } }),
        app.inject({ url: '/api/health' }),
      ]);
      expect(page.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(api.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
    } finally {
      await app.close();
    }
  });

  it('API_DOCS=true serves the docs in production; outside production they are on by default', async () => {
    const prod = await appFor({ NODE_ENV: 'production', API_DOCS: 'true' });
    const dev = await appFor({ NODE_ENV: 'development' });
    try {
      expect((await prod.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await dev.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await dev.inject({ url: '/assets/app-1a2b.js.map' })).statusCode).toBe(200);
    } finally {
      await prod.close();
      await dev.close();
    }
  });
});
