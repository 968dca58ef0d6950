// A name search counts at most a capped number of matches (ADR 0014): `total` is exact up to
// NAME_COUNT_EXACT_MAX, past it the answer says `totalIsEstimate` with `total` = that number, and paging
// stays exact (no repeats, no gaps, the database's order) on every page up to `total`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countGyms } from '../../src/server/modules/gyms/search/figures';
import { nameCountCap } from '../../src/server/modules/gyms/service';
import { NAME_COUNT_EXACT_MAX } from '../../src/shared/constants/spec';
import { gymMapResponseSchema } from '../../src/shared/contract/gyms';
import { buildTestApp, type TestApp } from './helpers/app';
import { get, listPage, MAPGYMS } from './helpers/catalogue';

/** Gyms named "Tapecap <n>", n = 1 … MANY (one more than the exact range and then some). */
const MANY = 1_300;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Prices repeat every 7 gyms and raitings every 5, so the sorts need their id tie-break.
  await t.handle.db.execute(sql`
    insert into gyms (name, price, raiting, latitude, longitude, address, demo_values)
    select 'Tapecap ' || n, 1000 + (n % 7) * 100, 1 + (n % 5), -34.6 + n * 0.0001, -58.4, 'Calle ' || n, true
      from generate_series(1, ${MANY}) n`);
});
afterAll(async () => {
  await t?.close();
});

/** Ids of the active gyms named like `pattern`, in the order a sort by price asc with id asc gives. */
async function expectedByPrice(pattern: string): Promise<string[]> {
  const result = (await t.handle.db.execute(
    sql`select id from gyms where gym_active and name like ${pattern} order by price asc, id asc`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

describe('capped name-search counts', () => {
  it('says "more than" past the exact range, with the cap as a lower bound', async () => {
    const body = await listPage(t, { name: 'tapecap', limit: 6 });
    expect(body).toMatchObject({
      total: NAME_COUNT_EXACT_MAX,
      totalIsEstimate: true,
      pages: Math.ceil(NAME_COUNT_EXACT_MAX / 6),
    });
    expect(body.gyms).toHaveLength(6);
  });

  it('stays exact below the cap (accents and case ignored)', async () => {
    // "Tapecap 1", "Tapecap 10…19", "Tapecap 100…199", "Tapecap 1000…1300": 1 + 10 + 100 + 301.
    const body = await listPage(t, { name: 'TAPÉCAP 1', limit: 6 });
    expect(body).toMatchObject({ total: 412, totalIsEstimate: false, pages: 69 });
  });

  it('pages exactly through every page a person can reach, by price', async () => {
    const expected = (await expectedByPrice('Tapecap %')).slice(0, NAME_COUNT_EXACT_MAX);
    const seen: string[] = [];
    for (let page = 1; page <= NAME_COUNT_EXACT_MAX / 50; page++) {
      const body = await listPage(t, { name: 'tapecap', sort: 'price', order: 'asc', limit: 50, page });
      expect(body).toMatchObject({ total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true, page });
      seen.push(...body.gyms.map((g) => g._id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers the map with the lower bound and truncated pins', async () => {
    const res = await get(t, MAPGYMS, { name: 'tapecap', limit: 100, lat: -34.6, lon: -58.4 });
    expect(res.statusCode).toBe(200);
    const body = gymMapResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true, truncated: true });
    expect(body.gyms).toHaveLength(100);
    // The nearest first: the gyms closest to n = 0 along the line.
    expect(body.gyms[0]?.name).toBe('Tapecap 1');
  });

  it('counts no further than the cap', async () => {
    const filter = { country: 'AR', serviceId: null, name: 'tapecap' } as const;
    expect(await countGyms(t.handle.db, filter, 1_001)).toMatchObject({ count: 1_001, complete: false });
    expect(await countGyms(t.handle.db, filter, 5_000)).toMatchObject({ count: MANY, complete: true });
  });

  it('caps just past the exact range for index-only walks, at √(rows × active) for walks of the table', () => {
    expect(nameCountCap({ rows: 6, indexOnly: true }, 1_000_000)).toBe(NAME_COUNT_EXACT_MAX + 1);
    expect(nameCountCap({ rows: 10, indexOnly: false }, 290)).toBe(NAME_COUNT_EXACT_MAX + 1);
    expect(nameCountCap({ rows: 10, indexOnly: false }, 1_000_000)).toBe(3_163);
    expect(nameCountCap({ rows: 1_000, indexOnly: false }, 1_000_000)).toBe(31_623);
  });

  it('pages exactly nearest first too (a walk of the table with a capped count)', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await listPage(t, {
        name: 'tapecap',
        sort: 'distance',
        lat: -34.6,
        lon: -58.4,
        limit: 50,
        page,
      });
      expect(body).toMatchObject({ total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true });
      seen.push(...body.gyms.map((g) => g.name));
    }
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => `Tapecap ${i + 1}`));
  });
});
