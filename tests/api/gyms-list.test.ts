// GET /api/partner/gyms/allgyms on the real seeded clubs plus deterministic fixtures: every filter,
// every sort in both directions (paging through all results), defaults, and page edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, DEFAULT_PAGE_SIZE } from '../../src/shared/constants/spec';
import { fromDecimal } from '../../src/shared/contract/common';
import type { Gym } from '../../src/shared/contract/gyms';
import { haversineKm } from '../../src/shared/domain/geo';
import { buildTestApp, type TestApp } from './helpers/app';
import { compareIds, countActive, listAll, listPage } from './helpers/catalogue';
import {
  FIXTURE_SERVICE,
  FIXTURE_SERVICE_GYMS,
  FIXTURE_WORD,
  INACTIVE_ID,
  LINE_GYMS,
  LINE_ORIGIN,
  TIE_IDS,
  TIE_POINT,
  fixtureId,
  insertFixtures,
  reviewsForRaitings,
} from './helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    prepare: async (handle) => {
      await insertFixtures(handle);
      await reviewsForRaitings(handle);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const position = (g: Gym) => ({ latitude: fromDecimal(g.latitude), longitude: fromDecimal(g.longitude) });
/**
 * The sort key of a gym: its price, or for raiting its reviews' score then their number (ADR 0024),
 * null for a gym without reviews (last in both directions, ADR 0012; more in gyms-unrated.test.ts).
 */
const keyOf = (g: Gym, sort: 'price' | 'raiting'): number | null => {
  if (sort === 'price') return g.price === null ? null : fromDecimal(g.price);
  return g.score === null ? null : g.score * 1e7 + g.reviewCount;
};

/** Asserts `gyms` are sorted by `sort` in `dir` (gyms without a key last), ties by `_id` in `dir`. */
function expectSorted(gyms: Gym[], sort: 'price' | 'raiting', dir: 'asc' | 'desc'): void {
  const sign = dir === 'asc' ? 1 : -1;
  for (let i = 1; i < gyms.length; i++) {
    const a = gyms[i - 1] as Gym;
    const b = gyms[i] as Gym;
    const [ka, kb] = [keyOf(a, sort), keyOf(b, sort)];
    expect(ka === null && kb !== null, `${a.name} (no reviews) before ${b.name}`).toBe(false);
    if (ka !== null && kb === null) continue; // the first gym without reviews
    const byKey = ka === null || kb === null ? 0 : Math.sign(kb - ka) * sign;
    expect(byKey >= 0, `${a.name} before ${b.name}`).toBe(true);
    if (byKey === 0) expect(compareIds(b._id, a._id) * sign).toBe(1);
  }
}

/** Asserts nearest-first from `origin` by haversine (1 mm tolerance), equal positions by `_id`. */
function expectNearestFirst(gyms: Gym[], origin: { latitude: number; longitude: number }, dir = 1): void {
  for (let i = 1; i < gyms.length; i++) {
    const a = gyms[i - 1] as Gym;
    const b = gyms[i] as Gym;
    const da = haversineKm(origin, position(a));
    const db = haversineKm(origin, position(b));
    expect((db - da) * dir, `${a.name} then ${b.name}`).toBeGreaterThan(-1e-6);
    expect(a.distance).toBeCloseTo(da, 9);
    if (
      a.latitude.$numberDecimal === b.latitude.$numberDecimal &&
      a.longitude.$numberDecimal === b.longitude.$numberDecimal
    )
      expect(compareIds(b._id, a._id) * dir).toBe(1);
  }
}

describe('defaults', () => {
  it('answers the first page of 6 by raiting (best first), with exact totals', async () => {
    const body = await listPage(t, {});
    const active = await countActive(t);
    expect(body).toMatchObject({ page: 1, limit: DEFAULT_PAGE_SIZE, total: active });
    expect(body.pages).toBe(Math.ceil(active / DEFAULT_PAGE_SIZE));
    expect(body.gyms).toHaveLength(DEFAULT_PAGE_SIZE);
    expectSorted(body.gyms, 'raiting', 'desc');
  });

  it('gives every gym field of SPEC §3, decimals as $numberDecimal, distance from the default location', async () => {
    const body = await listPage(t, {
      name: FIXTURE_WORD,
      sort: 'distance',
      lat: LINE_ORIGIN.latitude,
      lon: LINE_ORIGIN.longitude,
    });
    const nearest = body.gyms[0] as Gym;
    expect(nearest).toMatchObject({
      _id: fixtureId(LINE_GYMS[0].n),
      name: LINE_GYMS[0].name,
      price: { $numberDecimal: LINE_GYMS[0].price },
      raiting: 4,
      image: ['/uploads/fixture.webp'],
      socialNetworks: { website: 'https://example.com/gym' },
      gymActive: true,
      favourite: 0,
      trainers: 0,
      clients: 0,
      uEnd: 0,
      address: 'Calle de prueba 123',
      demo: true,
    });
    expect(nearest.services.map((s) => s.name)).toEqual([FIXTURE_SERVICE]);
    expect(nearest.services[0]).toMatchObject({
      description: 'Clase de prueba',
      duration: 45,
      price: { $numberDecimal: '999.90' },
    });
    expect(nearest.distance).toBeCloseTo(haversineKm(LINE_ORIGIN, position(nearest)), 9);
    const fromDefault = await listPage(t, { limit: 1 });
    const g = fromDefault.gyms[0] as Gym;
    expect(g.distance).toBeCloseTo(haversineKm(DEFAULT_LOCATION, position(g)), 9);
  });

  it('uses the default direction of each sort key', async () => {
    const price = await listPage(t, { sort: 'price', limit: 50 });
    expectSorted(price.gyms, 'price', 'asc');
    const raiting = await listPage(t, { sort: 'raiting', limit: 50 });
    expectSorted(raiting.gyms, 'raiting', 'desc');
    const distance = await listPage(t, { sort: 'distance', limit: 50 });
    expectNearestFirst(distance.gyms, DEFAULT_LOCATION);
  });
});

describe('sorting and paging through every result', () => {
  for (const sort of ['price', 'raiting'] as const)
    for (const order of ['asc', 'desc'] as const)
      it(`${sort} ${order}: sorted, ties by _id, no repeat or skip`, async () => {
        const all = await listAll(t, { sort, order });
        expect(all).toHaveLength(await countActive(t));
        expectSorted(all, sort, order);
      });

  it('distance asc: nearest first by haversine, no repeat or skip', async () => {
    const all = await listAll(t, { sort: 'distance' });
    expectNearestFirst(all, DEFAULT_LOCATION);
  });

  it('distance desc: farthest first', async () => {
    const all = await listAll(t, { sort: 'distance', order: 'desc' });
    expectNearestFirst(all, DEFAULT_LOCATION, -1);
  });

  it('breaks exact distance ties by _id across pages (more ties than the KNN margin)', async () => {
    const at = { lat: TIE_POINT.latitude, lon: TIE_POINT.longitude, sort: 'distance' };
    const seen: string[] = [];
    for (let page = 1; page <= 8; page++)
      seen.push(...(await listPage(t, { ...at, page, limit: 6 })).gyms.map((g) => g._id));
    expect(seen.slice(0, TIE_IDS.length)).toEqual(TIE_IDS);
    expect(new Set(seen).size).toBe(48);
    const desc = await listPage(t, { ...at, order: 'desc', limit: 50, page: 1 });
    expect(desc.gyms.map((g) => g._id)).not.toContain(TIE_IDS[0]);
  });

  it('accepts the Spanish ascendente / descendente', async () => {
    for (const [es, en] of [
      ['ascendente', 'asc'],
      ['descendente', 'desc'],
    ] as const) {
      const a = await listPage(t, { sort: 'price', order: es, limit: 20 });
      const b = await listPage(t, { sort: 'price', order: en, limit: 20 });
      expect(a.gyms.map((g) => g._id)).toEqual(b.gyms.map((g) => g._id));
    }
  });

  it('answers a page past the end with no gyms and the right totals', async () => {
    const body = await listPage(t, { page: 1000, limit: 50 });
    expect(body.gyms).toEqual([]);
    expect(body.total).toBe(await countActive(t));
    expect(body.pages).toBe(Math.ceil(body.total / 50));
    const named = await listPage(t, { name: FIXTURE_WORD, page: 3, limit: 6 });
    expect(named).toMatchObject({ gyms: [], total: LINE_GYMS.length, pages: 2 });
  });
});

describe('filters', () => {
  it('never shows an inactive gym', async () => {
    const all = await listAll(t, { name: FIXTURE_WORD });
    expect(all.map((g) => g._id).sort()).toEqual(LINE_GYMS.map((g) => fixtureId(g.n)).sort());
    expect(all.map((g) => g._id)).not.toContain(INACTIVE_ID);
    expect(all.every((g) => g.gymActive)).toBe(true);
  });

  it('filters by service name (case-insensitive), counting active gyms only', async () => {
    for (const service of [FIXTURE_SERVICE, FIXTURE_SERVICE.toUpperCase()]) {
      const body = await listPage(t, { service, sort: 'price', limit: 50 });
      expect(body.total).toBe(FIXTURE_SERVICE_GYMS.length);
      expect(body.gyms.map((g) => g._id).sort()).toEqual([...FIXTURE_SERVICE_GYMS].sort());
      expect(body.gyms.every((g) => g.services.some((s) => s.name === FIXTURE_SERVICE))).toBe(true);
    }
  });

  it('filters by a real service as the database counts it, every sort', async () => {
    const expected = await countActive(t, 'Natación');
    expect(expected).toBeGreaterThan(0);
    for (const sort of ['distance', 'price', 'raiting'] as const) {
      const all = await listAll(t, { service: 'Natación', sort });
      expect(all).toHaveLength(expected);
      expect(all.every((g) => g.services.some((s) => s.name === 'Natación'))).toBe(true);
    }
  });

  it('treats "all" and an empty service as no filter, an unknown service as no match', async () => {
    const total = await countActive(t);
    expect((await listPage(t, { service: 'all' })).total).toBe(total);
    expect((await listPage(t, { service: '' })).total).toBe(total);
    expect(await listPage(t, { service: 'Quidditch' })).toMatchObject({ gyms: [], total: 0, pages: 0 });
  });

  it('searches names as a case-insensitive substring, LIKE wildcards and quotes taken literally', async () => {
    const only = async (name: string) => (await listPage(t, { name, limit: 50 })).gyms.map((g) => g.name);
    expect((await only(FIXTURE_WORD.toUpperCase())).length).toBe(LINE_GYMS.length);
    expect(await only('100%')).toEqual([`${FIXTURE_WORD} 100% Fit`]);
    expect(await only('%')).toEqual([`${FIXTURE_WORD} 100% Fit`]);
    expect(await only('fixture_alfa')).toEqual([]);
    expect(await only('under_score')).toEqual([`${FIXTURE_WORD} Under_Score`]);
    expect(await only(`o'brien "box"`)).toEqual([`${FIXTURE_WORD} O'Brien "Box"`]);
    expect(await only('back\\slash')).toEqual([`${FIXTURE_WORD} Back\\slash`]);
    expect(await only('ÑANDÚ ACCIÓN')).toEqual([`${FIXTURE_WORD} Ñandú Acción`]);
    expect(await only("'; drop table gyms; --")).toEqual([]);
  });

  it('treats a blank name as no filter and combines name, service and distance', async () => {
    expect((await listPage(t, { name: '   ' })).total).toBe(await countActive(t));
    const at = { lat: LINE_ORIGIN.latitude, lon: LINE_ORIGIN.longitude };
    const body = await listPage(t, {
      ...at,
      name: 'zzfix',
      service: FIXTURE_SERVICE,
      sort: 'distance',
      limit: 3,
    });
    expect(body).toMatchObject({ total: 4, pages: 2 });
    expect(body.gyms.map((g) => g._id)).toEqual(FIXTURE_SERVICE_GYMS.slice(0, 3));
    const real = await listAll(t, { name: 'club', sort: 'raiting', order: 'asc' });
    expect(real.length).toBeGreaterThan(50);
    expect(real.every((g) => g.name.toLowerCase().includes('club'))).toBe(true);
    expectSorted(real, 'raiting', 'asc');
  });
});
