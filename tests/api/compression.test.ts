// Compressed answers: API answers over the threshold in Brotli or gzip as the client asks, small ones
// and clients that accept nothing as they are; the web build's precompressed copies (written by
// scripts/precompress.mjs) served with their encoding, and the same bytes as the original.
import { cp, readdir, readFile } from 'node:fs/promises';
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

describe('first paint of a gym detail (ADR 0013)', () => {
  it("puts the gym's name and hero picture in the page, and the plain page for unknown ids", async () => {
    const list = await t.app.inject({ url: '/api/partner/gyms/allgyms?limit=1' });
    const gym = (list.json() as { gyms: { _id: string; name: string }[] }).gyms[0];
    if (!gym) throw new Error('empty catalogue');
    const html = { accept: 'text/html' };
    const page = await served.web.inject({ url: `/detail/gym/${gym._id}`, headers: html });
    expect(page.statusCode).toBe(200);
    const escaped = gym.name.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    expect(page.body).toContain(`<h1 class="gym-detail__title">${escaped}</h1>`);
    // The illustration travels inside the page, so it paints with the first frame.
    const src = /<img class="gym-detail__placeholder" src="data:image\/svg\+xml,([^"]+)"/.exec(
      page.body,
    )?.[1];
    expect(src).toBeDefined();
    const svg = decodeURIComponent(src ?? '');
    const folder = path.resolve('src/web/public/illustrations');
    const sources = await Promise.all(
      (await readdir(folder)).map((file) => readFile(path.join(folder, file), 'utf8')),
    );
    expect(sources).toContain(svg);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const plain = await served.web.inject({ url: `/detail/gym/${id}`, headers: html });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('<div id="root"><div class="app">');
      expect(plain.body).not.toContain('gym-detail__title');
    }
    // A malformed address is refused by the router before any of this (a 4xx, never a 500).
    expect((await served.web.inject({ url: '/detail/gym/%E0%A4%A', headers: html })).statusCode).toBe(400);
  });
});
