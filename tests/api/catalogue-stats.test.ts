// The trigger-maintained counters behind `total` (migration 0003) stay exact through every kind of
// write, and the catalogue version moves exactly when a search result can change, so cached
// name-search counts are never served stale.
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

const query = async <T>(q: SQL): Promise<T[]> =>
  ((await t.handle.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(q: SQL): Promise<T> => (await query<T>(q))[0] as T;

async function stats(): Promise<{ active: number; version: number; services: Record<string, number> }> {
  const cs = await one<{ active: number; version: string | number }>(
    sql`select active_gyms as active, version from catalogue_stats where id = 1`,
  );
  const rows = await query<{ name: string; n: number }>(
    sql`select s.name, st.active_gyms as n from service_stats st join services s on s.id = st.service_id where st.active_gyms <> 0`,
  );
  return {
    active: Number(cs.active),
    version: Number(cs.version),
    services: Object.fromEntries(rows.map((r) => [r.name, Number(r.n)])),
  };
}

/** Asserts the counters equal a full recount from the tables. */
async function expectExact(): Promise<void> {
  const actual = await stats();
  const active = await one<{ n: string | number }>(sql`select count(*) as n from gyms where gym_active`);
  const rows = await query<{ name: string; n: string | number }>(
    sql`select s.name, count(*) as n from gym_services gs join gyms g on g.id = gs.gym_id
          join services s on s.id = gs.service_id
         where g.gym_active and gs.plan_held_at is null group by s.name`,
  );
  expect(actual.active).toBe(Number(active.n));
  expect(actual.services).toEqual(Object.fromEntries(rows.map((r) => [r.name, Number(r.n)])));
}

const serviceId = async (name: string) =>
  (await one<{ id: string }>(sql`select id from services where name = ${name}`)).id;
const ID = {
  a: 'a0000000-0000-4000-8000-000000000001',
  b: 'a0000000-0000-4000-8000-000000000002',
  c: 'a0000000-0000-4000-8000-000000000003',
};

describe('catalogue counters', () => {
  it('are exact after the seed', async () => {
    await expectExact();
    expect((await stats()).active).toBeGreaterThan(250);
  });

  it('follow inserts, links, (de)activation, renames, unlinks, moves and deletes', async () => {
    const natacion = await serviceId('Natación');
    const yoga = await serviceId('Yoga');
    const before = await stats();
    await t.handle.db
      .execute(sql`insert into gyms (id, name, price, raiting, address, latitude, longitude, gym_active) values
      (${ID.a}, 'Zzstats Uno', 1000, 3, 'x', -34.6, -58.4, true),
      (${ID.b}, 'Zzstats Dos', 1000, 3, 'x', -34.6, -58.4, true),
      (${ID.c}, 'Zzstats Tres', 1000, 3, 'x', -34.6, -58.4, false)`);
    await expectExact();
    expect((await stats()).active).toBe(before.active + 2);

    await t.handle.db.execute(sql`insert into gym_services (gym_id, service_id) values
      (${ID.a}, ${natacion}), (${ID.b}, ${natacion}), (${ID.c}, ${natacion}), (${ID.a}, ${yoga})`);
    await expectExact();
    expect((await stats()).services['Natación']).toBe((before.services['Natación'] ?? 0) + 2);

    await t.handle.db.execute(
      sql`update gyms set gym_active = not gym_active where id in (${ID.a}, ${ID.c})`,
    );
    await expectExact();
    await t.handle.db.execute(sql`update gyms set gym_active = true where id = ${ID.a}`);
    await expectExact();

    const v1 = (await stats()).version;
    await t.handle.db.execute(sql`update gyms set favourite = favourite + 1, clients = 3 where id = ${ID.a}`);
    expect((await stats()).version).toBe(v1);
    await t.handle.db.execute(sql`update gyms set name = 'Zzstats Uno bis' where id = ${ID.a}`);
    expect((await stats()).version).toBeGreaterThan(v1);
    await expectExact();

    await t.handle.db.execute(
      sql`delete from gym_services where gym_id = ${ID.b} and service_id = ${natacion}`,
    );
    await expectExact();
    const pilates = await serviceId('Pilates');
    await t.handle.db.execute(
      sql`update gym_services set service_id = ${pilates} where gym_id = ${ID.a} and service_id = ${yoga}`,
    );
    await expectExact();
    await t.handle.db.execute(
      sql`update gym_services set service_id = ${yoga} where gym_id = ${ID.c} and service_id = ${natacion}`,
    );
    await expectExact();

    await t.handle.db.execute(sql`delete from gyms where id in (${ID.a}, ${ID.c})`);
    await expectExact();
    await t.handle.db.execute(sql`delete from gyms where id = ${ID.b}`);
    await expectExact();
    expect((await stats()).active).toBe(before.active);
    expect((await stats()).services).toEqual(before.services);
  });

  it('leave out links a lapsed plan holds, and move when a hold is set or cleared', async () => {
    const boxeo = await serviceId('Boxeo');
    const before = await stats();
    await t.handle.db
      .execute(sql`insert into gyms (id, name, price, raiting, address, latitude, longitude, gym_active) values
      (${ID.a}, 'Zzheld Uno', 1000, 3, 'x', -34.6, -58.4, true),
      (${ID.b}, 'Zzheld Dos', 1000, 3, 'x', -34.6, -58.4, true)`);
    await t.handle.db.execute(sql`insert into gym_services (gym_id, service_id, plan_held_at) values
      (${ID.a}, ${boxeo}, null), (${ID.b}, ${boxeo}, now())`);
    await expectExact();
    const boxeoBefore = before.services['Boxeo'] ?? 0;
    expect((await stats()).services['Boxeo']).toBe(boxeoBefore + 1);
    const filtered = async () => listPage(t, { service: 'Boxeo', name: 'Zzheld' });
    expect((await filtered()).total).toBe(1);

    const v1 = (await stats()).version;
    await t.handle.db.execute(sql`update gym_services set plan_held_at = now() where gym_id = ${ID.a}`);
    await expectExact();
    expect((await stats()).version).toBeGreaterThan(v1);
    expect((await stats()).services['Boxeo'] ?? 0).toBe(boxeoBefore);
    expect((await filtered()).total).toBe(0);
    // Holding a held link again changes nothing a search finds.
    const v2 = (await stats()).version;
    await t.handle.db.execute(sql`update gym_services set plan_held_at = now() where gym_id = ${ID.a}`);
    expect((await stats()).version).toBe(v2);

    await t.handle.db.execute(
      sql`update gym_services set plan_held_at = null where gym_id in (${ID.a}, ${ID.b})`,
    );
    await expectExact();
    expect((await filtered()).total).toBe(2);
    await t.handle.db.execute(sql`update gym_services set plan_held_at = now() where gym_id = ${ID.b}`);
    await t.handle.db.execute(sql`update gyms set gym_active = false where id in (${ID.a}, ${ID.b})`);
    await expectExact();
    await t.handle.db.execute(sql`update gyms set gym_active = true where id in (${ID.a}, ${ID.b})`);
    await expectExact();
    expect((await filtered()).total).toBe(1);
    await t.handle.db.execute(sql`delete from gym_services where gym_id = ${ID.b}`);
    await expectExact();
    await t.handle.db.execute(sql`update gym_services set plan_held_at = now() where gym_id = ${ID.a}`);
    await t.handle.db.execute(sql`delete from gyms where id in (${ID.a}, ${ID.b})`);
    await expectExact();
    expect((await stats()).services).toEqual(before.services);
  });

  it('drop cached name-search counts when a write changes the result', async () => {
    const count = async () => (await listPage(t, { name: 'Zzcache' })).total;
    expect(await count()).toBe(0);
    await t.handle.db.execute(
      sql`insert into gyms (name, price, raiting, address, latitude, longitude) values ('Zzcache', 1, 1, 'x', -34.6, -58.4)`,
    );
    expect(await count()).toBe(1);
    await t.handle.db.execute(sql`update gyms set gym_active = false where name = 'Zzcache'`);
    expect(await count()).toBe(0);
    await t.handle.db.execute(
      sql`update gyms set gym_active = true, name = 'Zzcache Zzcache' where name = 'Zzcache'`,
    );
    expect(await count()).toBe(1);
  });

  it('are rebuilt by TRUNCATE and by catalogue_stats_recount()', async () => {
    await t.handle.db.execute(sql`update service_stats set active_gyms = active_gyms + 7`);
    await t.handle.db.execute(sql`select catalogue_stats_recount()`);
    await expectExact();
    await t.handle.db.execute(
      sql`truncate sales, refund_lines, pass_visits, pass_rotation, push_pass_reminders, bookings, class_sessions, classes, passes, order_lines, gym_services`,
    );
    await expectExact();
    const [daily] = (
      (await t.handle.db.execute(sql`select count(*)::int as n from sales_daily`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(daily?.n).toBe(0);
    expect((await stats()).services).toEqual({});
    await t.handle.db.execute(sql`truncate gyms cascade`);
    await expectExact();
    expect((await stats()).active).toBe(0);
    expect((await listPage(t, {})).total).toBe(0);
  });
});
