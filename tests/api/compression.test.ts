// Compressed answers: API answers over the threshold in Brotli or gzip as the client asks, small ones
// and clients that accept nothing as they are; the web build's precompressed copies (written by
// scripts/precompress.mjs) served with their encoding, and the same bytes as the original.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/server/plugins/compression';
// @ts-expect-error -- a plain ES module script without type declarations
import { precompress } from '../../scripts/precompress.mjs';
import { buildTestApp, type TestApp } from './helpers/app';
import { serveWebBuild, writeWebBuild, type WebBuildApp } from './helpers/web-build';

let t: TestApp;
let served: WebBuildApp;
const script = `console.log(${JSON.stringify('BuscaGym '.repeat(400))});`;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const dir = await writeWebBuild('compress', script);
  await (precompress as (dir: string) => Promise<unknown>)(dir);
  await cp(path.resolve('src/web/public/illustrations'), path.join(dir, 'illustrations'), {
    recursive: true,
  });
  served = await serveWebBuild(t, dir);
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

describe('API answers', () => {
  it('sends a large answer as Brotli when accepted, else gzip, else as it is — the same JSON each time', async () => {
    const url = '/api/partner/gyms/allgyms?limit=20';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends answers under the threshold as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true, live: true, ready: true });
  });

  it('compresses error answers too, and they stay readable', async () => {
    const res = await t.app.inject({
      url: `/api/partner/gyms/allgyms?name=${'x'.repeat(3000)}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('web build files', () => {
  it('serves the precompressed Brotli or gzip copy of an asset, with the asset headers', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await served.web.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gz = await served.web.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await served.web.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
