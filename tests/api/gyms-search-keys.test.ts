// The catalogue's search keys (migration 0038, ADR 0025 decision 19) stay exactly the services of each gym
// that no plan holds through every kind of write to gym_services, and their hour keys cover every minute
// of open_week, so the index tests they back (service + "abierto ahora") never drop a gym the exact
// filters keep. Their GIN leads with the country (ADR 0059).
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { listPage } from './helpers/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(q: SQL): Promise<T> =>
  ((await t.handle.db.execute(q)) as unknown as { rows: T[] }).rows[0] as T;
const serviceId = async (name: string) =>
  (await one<{ id: string }>(sql`select id from services where name = ${name}`)).id;

/** Gyms whose service_keys differ from a recount of their links that no plan holds. */
const staleGyms = async (): Promise<number> =>
  Number(
    (
      await one<{ n: number }>(sql`select count(*)::int as n from gyms g
        where g.service_keys is distinct from coalesce((select array_agg(168 + s.search_key order by s.search_key)
          from gym_services gs join services s on s.id = gs.service_id
         where gs.gym_id = g.id and gs.plan_held_at is null), '{}'::int4[])`)
    ).n,
  );

const ID = {
  a: 'a0000000-0000-4000-8000-00000000ee01',
  b: 'a0000000-0000-4000-8000-00000000ee02',
};

describe('search keys', () => {
  it('are exact after the seed, and every open minute has its hour key', async () => {
    expect(await staleGyms()).toBe(0);
    const keyed = await one<{ gyms: number; missing: number }>(sql`select
        (select count(*)::int from gyms where service_keys <> '{}') as gyms,
        (select count(*)::int from gyms g, unnest(g.open_week) r, generate_series(lower(r), upper(r) - 1, 15) m
          where not (g.search_keys @> array[m / 60])) as missing`);
    expect(keyed.gyms).toBeGreaterThan(250);
    expect(keyed.missing).toBe(0);
  });

  it("are indexed by country first, so a count reads one country's candidates (ADR 0059)", async () => {
    // The seed's few hundred gyms are too few for a plan to show it; the index's definition does.
    const { def } = await one<{ def: string }>(
      sql`select pg_get_indexdef('gyms_search_keys_gin'::regclass) as def`,
    );
    expect(def).toMatch(/USING gin \(country, search_keys gin__int_ops\) WHERE gym_active$/);
  });

  it('follow links added, held, released, moved to another service, removed and truncated', async () => {
    const [yoga, boxeo, pilates] = [
      await serviceId('Yoga'),
      await serviceId('Boxeo'),
      await serviceId('Pilates'),
    ];
    await t.handle.db
      .execute(sql`insert into gyms (id, name, price, raiting, address, latitude, longitude, gym_active)
      values (${ID.a}, 'Zzkeys Uno', 1000, 3, 'x', -34.6, -58.4, true), (${ID.b}, 'Zzkeys Dos', 1000, 3, 'x', -34.6, -58.4, true)`);
    const found = async (service: string) => (await listPage(t, { service, name: 'Zzkeys' })).total;
    const writes: SQL[] = [
      sql`insert into gym_services (gym_id, service_id) values (${ID.a}, ${yoga}), (${ID.b}, ${yoga}), (${ID.a}, ${boxeo})`,
      sql`update gym_services set plan_held_at = now() where gym_id = ${ID.b}`,
      sql`update gym_services set plan_held_at = null where gym_id = ${ID.b}`,
      sql`update gym_services set service_id = ${pilates} where gym_id = ${ID.a} and service_id = ${boxeo}`,
      sql`delete from gym_services where gym_id = ${ID.b}`,
    ];
    const expected = [
      { Yoga: 2, Boxeo: 1, Pilates: 0 },
      { Yoga: 1, Boxeo: 1, Pilates: 0 },
      { Yoga: 2, Boxeo: 1, Pilates: 0 },
      { Yoga: 2, Boxeo: 0, Pilates: 1 },
      { Yoga: 1, Boxeo: 0, Pilates: 1 },
    ];
    for (const [i, write] of writes.entries()) {
      await t.handle.db.execute(write);
      expect(await staleGyms(), `after write ${i}`).toBe(0);
      const totals = {
        Yoga: await found('Yoga'),
        Boxeo: await found('Boxeo'),
        Pilates: await found('Pilates'),
      };
      expect(totals, `after write ${i}`).toEqual(expected[i]);
    }
    await t.handle.db.execute(sql`delete from gyms where id in (${ID.a}, ${ID.b})`);
    expect(await staleGyms()).toBe(0);
    await t.handle.db.execute(sql`truncate gym_services cascade`);
    expect(await staleGyms()).toBe(0);
  });
});
