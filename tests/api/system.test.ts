// Cross-cutting behaviour: health, public config, OpenAPI, error formats (unknown route, bad JSON,
// body too large, unexpected failure), security headers, static files and the SPA fallback.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/shared/contract/common';
import { publicConfigSchema } from '../../src/shared/contract/config';
import { apiMessages } from '../../src/shared/messages';
import { buildTestApp, leaksInternals, type TestApp } from './helpers/app';
import { serveWebBuild, writeWebBuild, type WebBuildApp } from './helpers/web-build';

let t: TestApp;
let served: WebBuildApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    beforeReady: (app) => {
      app.post('/api/__test/echo', async (request) => ({ got: request.body }));
      app.get('/api/__test/boom', async () => {
        throw new Error('relation "gyms" does not exist: select * from gyms where id = 1');
      });
    },
  });
  // A second app on the same database, serving a fake web build.
  served = await serveWebBuild(t, await writeWebBuild('web', 'console.log(1);'));
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

describe('health and config', () => {
  it('GET /api/health answers liveness and readiness when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, live: true, ready: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/config answers the public settings only', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(publicConfigSchema.strict().parse(res.json())).toEqual({
      map: t.config.map,
      googleClientId: null,
      geocoding: false,
    });
  });
});

describe('OpenAPI', () => {
  it('lists every route with its schemas at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/health',
      '/api/config',
      '/api/partner/gyms/allgyms',
      '/api/partner/gyms/gymbyid/{id}',
      '/api/partner/gyms/services',
      '/api/partner/gyms/mapgyms',
    ])
      expect(doc.paths[route], route).toHaveProperty('get');
    const allgyms = doc.paths['/api/partner/gyms/allgyms']?.get as { parameters: { name: string }[] };
    expect(allgyms.parameters.map((p) => p.name).sort()).toEqual(
      [
        'classesToday',
        'country',
        'lat',
        'limit',
        'lon',
        'name',
        'openAt',
        'openNow',
        'order',
        'page',
        'pase',
        'service',
        'sort',
      ].sort(),
    );
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors', () => {
  it('answers an unknown API route (any method) with 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/partner/gyms/allgyms'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.routeNotFound, code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with 400 and a Spanish message', async () => {
    for (const payload of ['{"a":', '{bad json}', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/__test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: apiMessages.badJson, code: 'VALIDATION' });
    }
  });

  it('answers a body over the limit with 413 and an unsupported type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'x'.repeat(200 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: apiMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: apiMessages.unsupportedMediaType, code: 'VALIDATION' });
  });

  it('answers an unexpected failure with 500 INTERNAL and no stack or SQL', async () => {
    const res = await t.app.inject({ url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(errorSchema.parse(res.json())).toEqual({ message: apiMessages.internal, code: 'INTERNAL' });
    expect(leaksInternals(res.body)).toBe(false);
  });

  it('flags stack traces and SQL (self-test of the leak check)', () => {
    expect(leaksInternals('Error: x\n    at foo (/app/src/a.ts:1:2)')).toBe(true);
    expect(leaksInternals('select * from gyms where id = 1')).toBe(true);
    expect(leaksInternals(JSON.stringify({ message: apiMessages.internal }))).toBe(false);
  });
});

describe('security headers', () => {
  it('sends pages a CSP that allows the map tiles and nothing foreign for scripts', async () => {
    const res = await served.web.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tile\.openstreetmap\.org/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), ' +
        'magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), xr-spatial-tracking=()',
    );
  });

  it('sends API answers the short set of a JSON API (ADR 0062), the same on every answer', async () => {
    const [health, config] = await Promise.all([
      t.app.inject({ url: '/api/health' }),
      t.app.inject({ url: '/api/config' }),
    ]);
    const security = (res: typeof health) =>
      Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) =>
            ![
              'content-length',
              'content-type',
              'date',
              'connection',
              'cache-control',
              'content-language',
              'etag',
            ].includes(name),
        ),
      );
    expect(security(health)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(security(config)).toEqual(security(health));
  });

  it('keeps the page headers on the OpenAPI UI under /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['permissions-policy']).toBeDefined();
  });
});

describe('static files', () => {
  it('serves index.html at / without caching and hashed assets for a year', async () => {
    const index = await served.web.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await served.web.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with index.html, but not API paths or non-HTML requests', async () => {
    const route = await served.web.inject({
      url: '/detail/gym/123',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    const api = await served.web.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const json = await served.web.inject({ url: '/detail/gym/123', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: apiMessages.notFound, code: 'NOT_FOUND' });
    const post = await served.web.inject({
      method: 'POST',
      url: '/detail/gym/123',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('serves uploads from the uploads folder (created when missing) and nothing without a web build', async () => {
    await writeFile(path.join(t.config.uploadsDir, 'foto.webp'), 'RIFF');
    const upload = await served.web.inject({ url: '/uploads/foto.webp' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    const missing = await served.web.inject({ url: '/uploads/nada.webp', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    const noWeb = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(noWeb.statusCode).toBe(404);
    expect(noWeb.json()).toEqual({ message: apiMessages.notFound, code: 'NOT_FOUND' });
  });
});
