// Name search ranking (ADR 0047): accents and case ignored, any fragment of a word found, gyms whose name
// or one of its words starts with the text first, then the chosen sort (price, raiting, distance, both
// directions, nulls last), paging exact across the two groups; an unknown text finds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gym } from '../../src/shared/contract/gyms';
import { buildTestApp, type TestApp } from './helpers/app';
import { listAll, listPage } from './helpers/catalogue';

/** Gyms of an invented word ("quelmo") no seeded club has; `word`: the text starts the name or a word. */
const GYMS = [
  { name: 'Quelmo Norte', price: 30_000, score: 4.5, lat: -34.6, word: true },
  { name: 'Gimnasio Quelmo', price: 50_000, score: 3.0, lat: -34.61, word: true },
  { name: 'QUÉLMO Sur', price: 20_000, score: null, lat: -34.64, word: true },
  { name: 'Estudio Quelmoso', price: null, score: 4.0, lat: -34.62, word: true },
  { name: 'Club Aquelmo', price: 10_000, score: 4.9, lat: -34.6001, word: false },
  { name: 'Xquélmo Box', price: 15_000, score: 2.0, lat: -34.63, word: false },
  { name: 'Centro Boquelmo', price: null, score: null, lat: -34.605, word: false },
] as const;
const ORIGIN = { lat: -34.6, lon: -58.4 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const g of GYMS) {
    // Review figures as ten reviews of that score would leave them (ADR 0024); none for an unrated gym.
    const reviews = g.score === null ? 0 : 10;
    await t.handle.db.execute(sql`
      insert into gyms (name, price, raiting, review_count, rating_sum, score, latitude, longitude, address, demo_values)
      values (${g.name}, ${g.price}, ${g.score === null ? null : Math.round(g.score)}, ${reviews},
        ${Math.round((g.score ?? 0) * reviews)}, ${g.score}, ${g.lat}, ${ORIGIN.lon}, 'Calle 1', true)`);
  }
  await t.handle.db.execute(sql`
    insert into gyms (name, price, latitude, longitude, address, gym_active, demo_values)
    values ('Quelmo Cerrado', 1000, -34.6, -58.4, 'Calle 2', false, true)`);
});
afterAll(async () => {
  await t?.close();
});

type Sorted = { sort: 'price' | 'raiting' | 'distance'; order: 'asc' | 'desc' };
/** Nulls last in both directions, then the direction (ties do not occur among these gyms). */
const by =
  (key: (g: (typeof GYMS)[number]) => number | null, dir: 'asc' | 'desc') =>
  (a: (typeof GYMS)[number], b: (typeof GYMS)[number]): number => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0);
    return dir === 'asc' ? ka - kb : kb - ka;
  };
/** The expected names: word matches first, each group in the sort. */
function expected({ sort, order }: Sorted): string[] {
  const key = (g: (typeof GYMS)[number]) =>
    sort === 'price' ? g.price : sort === 'raiting' ? g.score : Math.abs(g.lat - ORIGIN.lat);
  const group = (word: boolean) =>
    GYMS.filter((g) => g.word === word)
      .sort(by(key, order))
      .map((g) => g.name);
  return [...group(true), ...group(false)];
}
const names = (gyms: Gym[]): string[] => gyms.map((g) => g.name);
const search = (name: string, s: Sorted) => listAll(t, { name, ...s, lat: ORIGIN.lat, lon: ORIGIN.lon });

describe('name search ranking', () => {
  it('puts word matches first, then the chosen sort, in every sort and direction', async () => {
    for (const sort of ['price', 'raiting', 'distance'] as const)
      for (const order of ['asc', 'desc'] as const) {
        // Distance descending: farthest first, the same two groups.
        expect(names(await search('quelmo', { sort, order })), `${sort} ${order}`).toEqual(
          expected({ sort, order }),
        );
      }
  });

  it('ignores accents and case in the text and in the names', async () => {
    const s: Sorted = { sort: 'price', order: 'asc' };
    const reference = names(await search('quelmo', s));
    for (const text of ['QUELMO', 'Quélmo', 'quÉlmÓ', '  quelmo  '])
      expect(names(await search(text, s)), text).toEqual(reference);
  });

  it('finds a fragment inside words; a word start ranks the gyms whose word it starts', async () => {
    // "uelmo" starts no word: every gym is a fragment match, nearest first.
    const fragment = names(await search('uelmo', { sort: 'distance', order: 'asc' }));
    expect(fragment).toEqual(
      [...GYMS].sort(by((g) => Math.abs(g.lat - ORIGIN.lat), 'asc')).map((g) => g.name),
    );
    // "quel" starts "Quelmo", "Quelmoso", "QUÉLMO"; inside "Aquelmo", "Xquélmo", "Boquelmo".
    expect(names(await search('quel', { sort: 'raiting', order: 'desc' }))).toEqual(
      expected({ sort: 'raiting', order: 'desc' }),
    );
  });

  it('pages exactly across the two groups and counts both', async () => {
    const s: Sorted = { sort: 'price', order: 'desc' };
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await listPage(t, { name: 'quelmo', ...s, limit: 2, page });
      expect(body).toMatchObject({ total: GYMS.length, totalIsEstimate: false, pages: 4, page });
      seen.push(...names(body.gyms));
    }
    expect(seen).toEqual(expected(s));
  });

  it('finds nothing for a text no name holds, and never an inactive gym', async () => {
    expect(await listPage(t, { name: 'zzquelmoxx' })).toMatchObject({ gyms: [], total: 0, pages: 0 });
    const all = await search('quelmo', { sort: 'price', order: 'asc' });
    expect(names(all)).not.toContain('Quelmo Cerrado');
  });
});
