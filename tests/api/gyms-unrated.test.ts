// Gyms without rating (ADR 0012): `raiting: null` in every answer, after every rated gym when sorted
// by raiting in both directions, and paging across the rated/unrated boundary with no repeat or gap,
// on both plans (index walk and filter-first); gyms_rating_rank_idx serves the walk (EXPLAIN). A rated
// gym's raiting is the mean of its reviews (ADR 0024), so the rated ones here get reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymByIdResponseSchema, gymMapResponseSchema, type Gym } from '../../src/shared/contract/gyms';
import { gyms } from '../../src/server/db/schema';
import { findGymPage } from '../../src/server/modules/gyms/page/page-queries';
import { buildTestApp, type TestApp } from './helpers/app';
import { GYMBYID, MAPGYMS, compareIds, countActive, get, listPage } from './helpers/catalogue';
import { fixtureId, reviewsForRaitings } from './helpers/fixtures';
import { planOf } from './helpers/explain';

/** A word only this file's gyms carry in their name. */
const WORD = 'Zzsinpuntaje';
/** Unrated gyms (ids spread so that id order differs from insertion order). */
const UNRATED = [0x305, 0x301, 0x309, 0x303, 0x307, 0x302, 0x308, 0x304, 0x306].map(fixtureId);
/** Rated gyms carrying {@link WORD}, two of them tied. */
const RATED = [
  { id: fixtureId(0x311), raiting: '1.0' },
  { id: fixtureId(0x312), raiting: '4.5' },
  { id: fixtureId(0x313), raiting: '4.5' },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    prepare: async (handle) => {
      const base = { price: '20000.00', address: 'Calle de prueba 1', latitude: '-34.6100000' };
      await handle.db.insert(gyms).values([
        ...UNRATED.map((id, i) => ({
          ...base,
          id,
          name: `${WORD} nuevo ${i}`,
          raiting: null,
          longitude: (-58.4 - i / 1000).toFixed(7),
        })),
        ...RATED.map((g, i) => ({
          ...base,
          id: g.id,
          name: `${WORD} con puntaje ${i}`,
          raiting: g.raiting,
          longitude: (-58.5 - i / 1000).toFixed(7),
        })),
      ]);
      await reviewsForRaitings(handle);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** Every gym of a search, page by page with `limit`, checking totals on each page. */
async function pageThrough(params: Record<string, string | number>, limit: number): Promise<Gym[]> {
  const first = await listPage(t, { ...params, limit, page: 1 });
  const all = [...first.gyms];
  for (let page = 2; page <= first.pages; page++) {
    const next = await listPage(t, { ...params, limit, page });
    expect(next.total).toBe(first.total);
    expect(next.gyms.length, `page ${page}`).toBe(page < first.pages ? limit : first.total - all.length);
    all.push(...next.gyms);
  }
  expect(all).toHaveLength(first.total);
  expect(new Set(all.map((g) => g._id)).size, 'no gym twice').toBe(all.length);
  return all;
}

/** The raiting sort's key (ADR 0024): the reviews' score, then their number; null without reviews. */
const rankOf = (g: Gym): number | null => (g.score === null ? null : g.score * 1e7 + g.reviewCount);

/** Asserts: rated gyms first, by score, count, then id in `dir`; then the unrated ones by id in `dir`. */
function expectRatedFirst(list: Gym[], dir: 'asc' | 'desc'): void {
  const sign = dir === 'asc' ? 1 : -1;
  const firstUnrated = list.findIndex((g) => g.raiting === null);
  expect(firstUnrated).toBeGreaterThanOrEqual(0);
  expect(
    list.slice(firstUnrated).every((g) => g.raiting === null),
    'unrated gyms last',
  ).toBe(true);
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1] as Gym;
    const b = list[i] as Gym;
    const [ka, kb] = [rankOf(a), rankOf(b)];
    if (ka === null || kb === null || ka === kb) {
      if ((ka === null) === (kb === null))
        expect(compareIds(b._id, a._id) * sign, `${a.name} → ${b.name}`).toBe(1);
    } else expect(Math.sign(kb - ka) * sign, `${a.name} → ${b.name}`).toBe(1);
  }
}

describe('a gym without rating', () => {
  it('answers raiting null in the list, the detail and the map pins', async () => {
    const body = await listPage(t, { name: `${WORD} nuevo`, limit: 50 });
    expect(body.total).toBe(UNRATED.length);
    expect(body.gyms.every((g) => g.raiting === null)).toBe(true);
    const detail = gymByIdResponseSchema.parse((await get(t, `${GYMBYID}/${UNRATED[0]}`)).json());
    expect(detail.raiting).toBeNull();
    const pins = gymMapResponseSchema.parse((await get(t, MAPGYMS, { name: WORD })).json());
    expect(pins.gyms.filter((p) => p.raiting === null)).toHaveLength(UNRATED.length);
  });
});

describe('sorting by raiting puts unrated gyms last in both directions', () => {
  for (const order of ['desc', 'asc'] as const) {
    it(`${order}: the whole catalogue by pages of 7 (index walk), no repeat or gap`, async () => {
      const all = await pageThrough({ sort: 'raiting', order }, 7);
      expect(all).toHaveLength(await countActive(t));
      expectRatedFirst(all, order);
      // This file's unrated gyms, among any other gym without reviews (seeded clubs nobody reviewed).
      const unrated = all.filter((g) => g.raiting === null && UNRATED.includes(g._id)).map((g) => g._id);
      const byId = [...UNRATED].sort(compareIds);
      expect(unrated).toEqual(order === 'asc' ? byId : byId.reverse());
    });

    it(`${order}: a name search by pages of 2 (filter-first), no repeat or gap`, async () => {
      const all = await pageThrough({ name: WORD, sort: 'raiting', order }, 2);
      expect(all).toHaveLength(UNRATED.length + RATED.length);
      expectRatedFirst(all, order);
      expect(all.slice(0, RATED.length).map((g) => g.raiting)).toEqual(
        order === 'desc' ? [4.5, 4.5, 1] : [1, 4.5, 4.5],
      );
    });
  }

  it('uses "Mejor puntaje" (the default sort) with the unrated gyms on the last page', async () => {
    const total = await countActive(t);
    const last = await listPage(t, { limit: 6, page: Math.ceil(total / 6) });
    expect(last.gyms.length).toBeGreaterThan(0);
    expect(last.gyms.every((g) => g.raiting === null)).toBe(true);
    const first = await listPage(t, { limit: 6 });
    expect(first.gyms.every((g) => g.raiting !== null)).toBe(true);
  });
});

describe('index use (EXPLAIN of the real page query, sequential scans off)', () => {
  const origin = { latitude: -34.6, longitude: -58.4 };
  const everything = { country: 'AR', serviceId: null, name: null } as const;
  for (const direction of ['desc', 'asc'] as const)
    it(`${direction}: walks gyms_rating_rank_idx for the rated and the unrated part`, async () => {
      const candidates = { matching: 300, active: 300 };
      const order = { key: 'raiting', direction } as const;
      const plan = await planOf(t, (db) => findGymPage(db, everything, order, origin, 14, 7, candidates));
      expect(plan).toMatch(/using gyms_rating_rank_idx on gyms/);
      // Within the country (the index leads with it, ADR 0052), in order.
      expect(plan).toMatch(/Index Cond: \(\(country = '?[^)]+\) AND \(rating_rank IS NOT NULL\)\)/);
      expect(plan).toMatch(/Index Cond: \(\(country = '?[^)]+\) AND \(rating_rank IS NULL\)\)/);
      expect(plan).not.toMatch(/Seq Scan on gyms/);
    });
});
