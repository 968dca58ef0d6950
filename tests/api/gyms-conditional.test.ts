// Conditional GETs of the public catalogue (ADR 0014): an ETag from catalogue_stats.content_version on
// every 200 of the catalogue calls, a 304 for a fresh If-None-Match that never reads the gyms table, a new
// tag after any write to gyms, their services or services, and shared caching allowed briefly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../../src/server/modules/gyms/conditional';
import { buildTestApp, type TestApp } from './helpers/app';
import { ALLGYMS, GYMBYID, MAPGYMS, SERVICES } from './helpers/catalogue';

let t: TestApp;
let gymId: string;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const first = await t.app.inject({ url: `${ALLGYMS}?limit=1` });
  gymId = (first.json() as { gyms: { _id: string }[] }).gyms[0]?._id ?? '';
});
afterAll(async () => {
  await t?.close();
});

const inject = (url: string, etag?: string) =>
  t.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });

describe('conditional GETs of the catalogue', () => {
  it('tags every catalogue answer and answers 304 to a repeat view', async () => {
    for (const url of [`${ALLGYMS}?name=club`, `${MAPGYMS}?limit=5`, SERVICES, `${GYMBYID}/${gymId}`]) {
      const first = await inject(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"catalogue-\d+-\d+"$/);

      const again = await inject(url, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    }
  });

  it('answers the 304 without reading the gyms table', async () => {
    const etag = String((await inject(ALLGYMS)).headers.etag);
    await t.handle.db.execute(sql`alter table gyms rename to gyms_away`);
    try {
      expect((await inject(`${ALLGYMS}?sort=price`, etag)).statusCode).toBe(304);
    } finally {
      await t.handle.db.execute(sql`alter table gyms_away rename to gyms`);
    }
  });

  it('changes the tag with any write to a gym, a service link or a service', async () => {
    const url = `${GYMBYID}/${gymId}`;
    let etag = String((await inject(url)).headers.etag);
    const writes = [
      sql`update gyms set phone = '1143210000' where id = ${gymId}`,
      sql`update gyms set favourite = favourite + 1 where id = ${gymId}`,
      sql`update gym_services set price = 1234.5 where gym_id = ${gymId}`,
      sql`update services set name = name`,
    ];
    for (const write of writes) {
      await t.handle.db.execute(write);
      const next = await inject(url, etag);
      expect(next.statusCode).toBe(200);
      expect(next.headers.etag).not.toBe(etag);
      etag = String(next.headers.etag);
    }
  });

  it('tags a list with the version its own statement read; a list that read no row is left untagged', async () => {
    const [row] = (await t.handle.query('select content_version as v from catalogue_stats where id = 1'))
      .rows as { v: string | number }[];
    const list = await inject(`${ALLGYMS}?sort=price`);
    expect(list.headers.etag).toMatch(new RegExp(`^W/"catalogue-${Number(row?.v)}-\\d+"$`));
    const pastTheEnd = await inject(`${ALLGYMS}?page=9999`);
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.headers.etag).toBeUndefined();
    expect(pastTheEnd.headers['cache-control']).toBe('no-store');
  });

  it('keeps refusals uncached and untagged', async () => {
    const bad = await inject(`${ALLGYMS}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
    const unknown = await inject(`${GYMBYID}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });

  it('sends the whole answer to a stale tag or a client that asks for no cache', async () => {
    const first = await inject(SERVICES);
    expect((await inject(SERVICES, 'W/"catalogue-0"')).statusCode).toBe(200);
    const noCache = await t.app.inject({
      url: SERVICES,
      headers: { 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' },
    });
    expect(noCache.statusCode).toBe(200);
  });
});
