// The per-country counters behind a country's `total` (migration 0053, ADR 0052) stay exact through every
// kind of write, a gym moved to another country included, and such a move grows the catalogue version.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const query = async <T>(q: SQL): Promise<T[]> =>
  ((await t.handle.db.execute(q)) as unknown as { rows: T[] }).rows;
const run = (q: SQL) => t.handle.db.execute(q);

/** `{country: n}` and `{"service/country": n}` of rows with n ≠ 0. */
const keyed = (rows: { k: string; n: string | number }[]) =>
  Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.k, Number(r.n)]));

/** Asserts the per-country counters equal a full recount of the tables. */
async function expectExact(): Promise<void> {
  const countries = await query<{ k: string; n: number }>(
    sql`select country as k, active_gyms as n from catalogue_country_stats`,
  );
  const countedCountries = await query<{ k: string; n: string }>(
    sql`select country as k, count(*) as n from gyms where gym_active group by country`,
  );
  expect(keyed(countries)).toEqual(keyed(countedCountries));
  const services = await query<{ k: string; n: number }>(
    sql`select s.name || '/' || st.country as k, st.active_gyms as n
          from service_country_stats st join services s on s.id = st.service_id`,
  );
  const countedServices = await query<{ k: string; n: string }>(
    sql`select s.name || '/' || g.country as k, count(*) as n
          from gym_services gs join gyms g on g.id = gs.gym_id join services s on s.id = gs.service_id
         where g.gym_active and gs.plan_held_at is null group by 1`,
  );
  expect(keyed(services)).toEqual(keyed(countedServices));
}

const version = async () =>
  Number((await query<{ v: string }>(sql`select version as v from catalogue_stats where id = 1`))[0]?.v);
const serviceId = async (name: string) =>
  (await query<{ id: string }>(sql`select id from services where name = ${name}`))[0]!.id;
const ID = {
  a: 'c0000000-0000-4000-8000-000000000001',
  b: 'c0000000-0000-4000-8000-000000000002',
  c: 'c0000000-0000-4000-8000-000000000003',
};

describe('catalogue counters per country (ADR 0052)', () => {
  it('are exact after the seed, every seeded club in Argentina', async () => {
    await expectExact();
    const rows = await query<{ country: string }>(sql`select country from catalogue_country_stats`);
    expect(rows.map((r) => r.country)).toEqual(['ar']);
  });

  it('follow inserts, links, (de)activation, moves between countries, holds, unlinks and deletes', async () => {
    const [natacion, yoga] = [await serviceId('Natación'), await serviceId('Yoga')];
    await run(sql`insert into gyms (id, name, price, address, latitude, longitude, gym_active, country) values
      (${ID.a}, 'Zzpais Uno', 1000, 'x', 19.43, -99.13, true, 'mx'),
      (${ID.b}, 'Zzpais Dos', 1000, 'x', -23.55, -46.63, true, 'br'),
      (${ID.c}, 'Zzpais Tres', 1000, 'x', 19.43, -99.13, false, 'mx')`);
    await expectExact();
    await run(sql`insert into gym_services (gym_id, service_id) values
      (${ID.a}, ${natacion}), (${ID.b}, ${natacion}), (${ID.c}, ${natacion}), (${ID.a}, ${yoga})`);
    await expectExact();

    await run(sql`update gyms set gym_active = not gym_active where id in (${ID.a}, ${ID.c})`);
    await expectExact();
    // A move alone grows the version (a search of either country finds other gyms).
    const before = await version();
    await run(sql`update gyms set country = 'br' where id = ${ID.c}`);
    expect(await version()).toBeGreaterThan(before);
    await expectExact();
    // A move and a (de)activation in one statement, of several gyms.
    await run(
      sql`update gyms set country = 'mx', gym_active = not gym_active where id in (${ID.b}, ${ID.c})`,
    );
    await expectExact();

    await run(sql`update gym_services set plan_held_at = now() where gym_id = ${ID.a}`);
    await expectExact();
    await run(
      sql`update gym_services set plan_held_at = null, gym_id = ${ID.c} where gym_id = ${ID.a} and service_id = ${yoga}`,
    );
    await expectExact();
    await run(sql`delete from gym_services where gym_id = ${ID.b}`);
    await expectExact();
    await run(sql`delete from gyms where id in (${ID.a}, ${ID.b}, ${ID.c})`);
    await expectExact();
  });

  it('are rebuilt by catalogue_stats_recount()', async () => {
    await run(sql`update service_country_stats set active_gyms = active_gyms + 7`);
    await run(sql`update catalogue_country_stats set active_gyms = active_gyms + 7`);
    await run(sql`select catalogue_stats_recount()`);
    await expectExact();
  });
});
