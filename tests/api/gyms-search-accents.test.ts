// Name search that ignores accents and case (ADR 0012) on the real seeded clubs: list, totals, map
// counts, LIKE characters that unaccent produces, and the trigram index behind it (EXPLAIN).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymMapResponseSchema } from '../../src/shared/contract/gyms';
import { countGyms } from '../../src/server/modules/gyms/search/figures';
import { findNamePage } from '../../src/server/modules/gyms/page/name-page';
import { buildTestApp, type TestApp } from './helpers/app';
import { MAPGYMS, get, listAll, listPage } from './helpers/catalogue';
import { planOf } from './helpers/explain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Folds like the users expect, independently of SQL: no marks (NFD), lower case. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Names of the active gyms whose folded name contains the folded `text`, sorted. */
async function expectedNames(text: string): Promise<string[]> {
  const result = (await t.handle.db.execute(sql`select name from gyms where gym_active`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows
    .map((r) => r.name)
    .filter((name) => fold(name).includes(fold(text)))
    .sort();
}

describe('name search ignores accents and case', () => {
  it('finds the same clubs for atletico, atlético, ATLETICO and AtLéTiCo, with the same totals', async () => {
    const expected = await expectedNames('atletico');
    expect(expected.length).toBeGreaterThanOrEqual(28);
    expect(expected).toContain('Club Atlético Vélez Sarsfield');
    for (const name of ['atletico', 'atlético', 'ATLETICO', 'ATLÉTICO', 'AtLéTiCo']) {
      const all = await listAll(t, { name, sort: 'price' });
      expect(all.map((g) => g.name).sort(), name).toEqual(expected);
      const first = await listPage(t, { name, limit: 6 });
      expect(first.total, name).toBe(expected.length);
    }
  });

  it('counts the map pins the same way', async () => {
    const expected = (await expectedNames('union')).length;
    expect(expected).toBeGreaterThan(0);
    for (const name of ['union', 'Unión', 'UNIÓN']) {
      const res = await get(t, MAPGYMS, { name });
      expect(res.statusCode).toBe(200);
      expect(gymMapResponseSchema.parse(res.json()).total, name).toBe(expected);
    }
  });

  it('folds ñ, ü and accents inside words, in both the name and the text typed', async () => {
    const names = async (name: string) => (await listAll(t, { name })).map((g) => g.name).sort();
    expect(await names('nunez')).toEqual(await names('Núñez'));
    expect(await names('echague')).toEqual(['Pedro Echagüe']);
    expect(await names('ECHAGÜE')).toEqual(['Pedro Echagüe']);
    expect(await names('velez sars')).toEqual(await expectedNames('vélez sars'));
  });

  it('takes LIKE characters literally, also the full-width ones unaccent turns into them', async () => {
    for (const name of ['％', '＿', '＼', '%', '_', 'a％b']) {
      const body = await listPage(t, { name, limit: 6 });
      expect(body, name).toMatchObject({ total: 0, gyms: [] });
    }
  });
});

describe('index use (EXPLAIN of the real queries, sequential scans off)', () => {
  const filter = { country: 'AR', serviceId: null, name: 'Atlético' } as const;
  // Among 290 clubs a tenth match, and reading every active gym through a sort index is as cheap as the
  // trigram index; 50 000 more gyms (none an "Atlético") make the choice the one of a real catalogue.
  // Their review figures are written as ten 3★ reviews would leave them (ADR 0024).
  beforeAll(async () => {
    await t.handle.db.execute(sql`
      insert into gyms (name, price, raiting, review_count, rating_sum, score, latitude, longitude, address, demo_values)
      select 'Relleno ' || n, 1000, 3, 10, 30, 3, -34.6, -58.4, 'Calle ' || n, true from generate_series(1, 50000) n`);
  });

  it("counts a name search in its country's partition of the narrow name table (ADR 0058)", async () => {
    // countGyms calls gym_name_search_count (migration 0057), which plans its statement with sequential
    // scans off: its own body, explained with the arguments written in, must read the trigram index.
    const plan = await planOf(t, (db) => countGyms(db, filter, 1001));
    expect(plan).not.toMatch(/on gyms/);
    const [fn] = (
      (await t.handle.db.execute(sql`select pg_get_function_sqlbody(p.oid) as body, p.proconfig as config
        from pg_proc p where p.proname = 'gym_name_search_count'`)) as unknown as {
        rows: { body: string; config: string[] }[];
      }
    ).rows;
    expect(fn?.config).toContain('enable_seqscan=off');
    const body = (fn?.body ?? '')
      .replace(/^RETURN \(/, '')
      .replace(/\)$/, '')
      .replaceAll('gym_name_search_count.country', "'ar'")
      .replaceAll('gym_name_search_count.pattern', "'%atletico%'")
      .replaceAll('gym_name_search_count.cap', '1001');
    const bodyPlan = await planOf(t, (db) => db.execute(sql.raw(body)));
    // Only the country's partition, through its own trigram index (gym_name_search_trgm's partition).
    expect(bodyPlan).toContain('Bitmap Index Scan on gym_name_search_ar_name_fold_idx');
    expect(bodyPlan).toMatch(/Index Cond: \(name_fold ~~ '%atletico%'/);
    expect(bodyPlan).not.toMatch(/gym_name_search_(mx|br|other)/);
  });

  it('collects the page of a name with few matches through the same index (ADR 0047)', async () => {
    const order = { key: 'price', direction: 'asc' } as const;
    const origin = { latitude: -34.6, longitude: -58.4 };
    const plan = await planOf(t, (db) => findNamePage(db, filter, order, origin, 0, 6));
    expect(plan).toContain('gyms_name_trgm');
    // The word matches' part: exactly its rows from the GIN of the words' starts (migration 0051).
    expect(plan).toMatch(/Bitmap Index Scan on gyms_name_word_prefixes/);
    expect(plan).toMatch(/search_word_prefixes\(name_fold\) @> '\{atletico\}'/);
    expect(plan).not.toMatch(/Seq Scan on gyms/);
  });

  it('walks a sort index alone for a name search with many matches (index-only, ADR 0014)', async () => {
    const origin = { latitude: -34.6, longitude: -58.4 };
    for (const key of ['raiting', 'price'] as const) {
      const order = { key, direction: 'desc' } as const;
      const relleno = { country: 'AR', serviceId: null, name: 'relleno' } as const;
      const plan = await planOf(t, (db) => findNamePage(db, relleno, order, origin, 0, 6));
      const index = key === 'raiting' ? 'gyms_rating_rank_idx' : 'gyms_price_idx';
      expect(plan).toMatch(new RegExp(`Index Only Scan Backward using ${index} on gyms`));
      expect(plan).toMatch(/Filter: \(+name_fold ~~/);
    }
  });
});
