// The public catalogues of the member calls (SPEC §7 `GET /api/user/avatar`,
// `GET /api/user/all/deseasesMap`): at least 12 avatars, each with a small, self-contained SVG in the
// web build's public folder; the seeded health conditions in their display order, with considerations.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../../src/shared/domain/avatars';
import { avatarsResponseSchema, deseasesMapResponseSchema } from '../../../src/shared/contract/members';
import type { AccountTestApp } from '../account/helpers';
import { Client } from '../account/helpers';
import { AVATAR_URL, buildMembersApp, DESEASES_URL, query } from './helpers';

let t: AccountTestApp;

beforeAll(async () => {
  t = await buildMembersApp();
});
afterAll(async () => t?.close());

const PUBLIC_DIR = path.resolve('src/web/public');

describe('GET /api/user/avatar', () => {
  it('answers the catalogue to anyone: at least 12 avatars, distinct URL-safe ids, Spanish names', async () => {
    const res = await new Client(t.app).get(AVATAR_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { avatars } = avatarsResponseSchema.parse(res.json());
    expect(res.json()).toEqual({ avatars }); // nothing beyond the contract
    expect(avatars.length).toBeGreaterThanOrEqual(12);
    expect(avatars.map((a) => a._id)).toEqual(AVATARS.map((a) => a.id));
    expect(new Set(avatars.map((a) => a._id)).size).toBe(avatars.length);
    expect(new Set(avatars.map((a) => a.name)).size).toBe(avatars.length);
    for (const a of avatars) {
      expect(a._id).toMatch(/^[a-z0-9-]+$/);
      expect(a.url).toBe(`/avatars/${a._id}.svg`);
      expect(a.name.length).toBeGreaterThan(2);
    }
  });

  it('every avatar has a small, valid, accessible SVG with no outside reference', async () => {
    for (const { id, name } of AVATARS) {
      const file = path.join(PUBLIC_DIR, 'avatars', `${id}.svg`);
      const text = await readFile(file, 'utf8');
      expect(text.length, id).toBeLessThan(6_000);
      expect(text, id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 128 128"/);
      expect(text, id).toContain(`<title id="t-${id}">${name}</title>`);
      expect(text, id).toContain(`aria-labelledby="t-${id}"`);
      expect(text, id).toContain('role="img"');
      // Self-contained: no scripts, images, styles, links or fonts; url() only to its own ids.
      expect(text, id).not.toMatch(/<script|<image|<style|<foreignObject|<a[\s>]|@import|href=/i);
      for (const ref of text.matchAll(/url\(([^)]*)\)/g)) expect(ref[1], id).toMatch(/^#[a-z0-9-]+$/);
      const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      for (const own of ids) expect(own, id).toMatch(new RegExp(`-${id}$`)); // no clash when inlined together
      // A real SVG renderer (librsvg through sharp) reads it at 128 × 128 px.
      const meta = await sharp(Buffer.from(text)).metadata();
      expect([meta.format, meta.width, meta.height], id).toEqual(['svg', 128, 128]);
    }
  });

  it('the avatars look different: no two SVGs are the same', async () => {
    const texts = await Promise.all(
      AVATARS.map(({ id }) => readFile(path.join(PUBLIC_DIR, 'avatars', `${id}.svg`), 'utf8')),
    );
    const bodies = texts.map((text, i) =>
      text.replaceAll(AVATARS[i]?.id ?? '', '').replace(/<title.*<\/title>/, ''),
    );
    expect(new Set(bodies).size).toBe(AVATARS.length);
  });
});

describe('GET /api/user/all/deseasesMap', () => {
  it('answers the seeded catalogue to anyone, in display order, with Spanish considerations', async () => {
    const res = await new Client(t.app).get(DESEASES_URL);
    expect(res.statusCode).toBe(200);
    const body = deseasesMapResponseSchema.parse(res.json());
    expect(res.json()).toEqual(body);
    const stored = await query<{ code: string; name: string; considerations: string }>(
      t,
      sql`select code, name, considerations from health_conditions order by sort_order`,
    );
    expect(body.deseasesMap).toEqual(
      stored.map((r) => ({ _id: r.code, name: r.name, considerations: r.considerations })),
    );
    const ids = body.deseasesMap.map((c) => c._id);
    for (const common of [
      'hipertension',
      'diabetes_tipo_2',
      'asma',
      'lumbalgia',
      'artrosis',
      'embarazo',
      'cardiopatia',
    ])
      expect(ids).toContain(common);
    expect(ids[0]).toBe('hipertension');
    expect(body.deseasesMap.find((c) => c._id === 'asma')).toMatchObject({
      name: 'Asma',
      considerations: expect.stringContaining('broncodilatador'),
    });
    for (const c of body.deseasesMap) expect(c.considerations.length).toBeGreaterThan(30);
  });
});

describe('OpenAPI', () => {
  it('documents every member call at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/user/avatar',
        '/api/user/all/deseasesMap',
        '/api/user/profile/{id}',
        '/api/user/profile/update/{id}',
        '/api/user/profile/update/favourite/{id}',
        '/api/user/profile/favourites/{id}',
      ]),
    );
    expect(Object.keys(paths['/api/user/profile/update/{id}'] ?? {})).toContain('put');
  });
});
