// The name search's narrow table (ADR 0058, migration 0057): `gym_name_search` holds exactly the active gyms'
// (id, country, name_fold), kept by the triggers of `gyms` in the writer's transaction, so a name search's
// total (counted there, ADR 0014) follows every insert, rename, (de)activation, change of country and delete.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { listPage } from './helpers/catalogue';

let t: TestApp;

/** Runs a statement and returns its rows. */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.handle.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The table's rows and what they must be (every active gym), both sorted by id. */
async function tableAndTruth() {
  const table = await query<{ id: string; country: string; name_fold: string }>(
    sql`select id, country, name_fold from gym_name_search order by id`,
  );
  const truth = await query<{ id: string; country: string; name_fold: string }>(
    sql`select id, country, name_fold from gyms where gym_active order by id`,
  );
  return { table, truth };
}

/** The total of a name search in `country`. */
const totalOf = async (name: string, country = 'AR') => (await listPage(t, { name, country })).total;

beforeAll(async () => {
  t = await buildTestApp();
  await t.handle.db.execute(sql`
    insert into gyms (name, price, latitude, longitude, address, gym_active, country, time_zone)
    select 'Zorzalito ' || n, 1000, -34.6 + n * 0.0001, -58.4, 'Calle ' || n, n % 4 <> 0,
           case when n % 3 = 0 then 'mx' else 'ar' end,
           case when n % 3 = 0 then 'America/Mexico_City' else 'America/Argentina/Buenos_Aires' end
      from generate_series(1, 30) n`);
});
afterAll(async () => {
  await t?.close();
});

describe('gym_name_search', () => {
  it('holds exactly the active gyms after a bulk insert, and the totals count them per country', async () => {
    const { table, truth } = await tableAndTruth();
    expect(table).toEqual(truth);
    // n = 1…30 without multiples of 4 (inactive): 23 gyms; of them, multiples of 3 are Mexican (3, 6, 9, 15,
    // 18, 21, 27, 30: 8), the other 15 Argentine.
    expect(await totalOf('zorzalito', 'AR')).toBe(15);
    expect(await totalOf('ZORZALITO', 'MX')).toBe(8);
  });

  it('follows a rename (accents folded), and ignores writes that change nothing searchable', async () => {
    await t.handle.db.execute(sql`update gyms set name = 'Benteveo Ñandú' where name = 'Zorzalito 1'`);
    await t.handle.db.execute(sql`update gyms set price = price + 1 where name like 'Zorzalito%'`);
    expect(await totalOf('nandu')).toBe(1);
    expect(await totalOf('zorzalito')).toBe(14);
    const { table, truth } = await tableAndTruth();
    expect(table).toEqual(truth);
  });

  it('drops a deactivated gym, takes back a published one, and moves one that changes country', async () => {
    await t.handle.db.execute(sql`update gyms set gym_active = false where name = 'Zorzalito 2'`);
    await t.handle.db.execute(sql`update gyms set gym_active = true where name = 'Zorzalito 4'`);
    await t.handle.db.execute(
      sql`update gyms set country = 'mx', time_zone = 'America/Mexico_City' where name = 'Zorzalito 5'`,
    );
    // 14, less "Zorzalito 2" (deactivated) and 5 (moved to México), plus 4 (published, Argentine).
    expect(await totalOf('zorzalito', 'AR')).toBe(13);
    expect(await totalOf('zorzalito', 'MX')).toBe(9);
    const { table, truth } = await tableAndTruth();
    expect(table).toEqual(truth);
  });

  it('loses a deleted gym (foreign key, cascade) and can be rebuilt whole after a load without triggers', async () => {
    await t.handle.db.execute(sql`delete from gyms where name = 'Zorzalito 7'`);
    expect(await totalOf('zorzalito', 'AR')).toBe(12);
    await t.handle.db.execute(sql`delete from gym_name_search`);
    await t.handle.db.execute(sql`select gym_name_search_recount()`);
    const { table, truth } = await tableAndTruth();
    expect(table).toEqual(truth);
    expect(table.length).toBeGreaterThan(0);
  });
});
