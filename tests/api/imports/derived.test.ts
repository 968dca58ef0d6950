// The columns a commit derives (ADR 0025 "Import", "Opening hours"; migration 0038): a written gym's
// `open_week` is the library's week of its hours for the window it names, and its `service_keys` are
// what the `gym_services` triggers compute from its links — on creation, and after a re-import that
// changes hours and services.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '../../../src/shared/contract/imports';
import { countOf, type AdminTestApp } from '../admin/helpers';
import { rowsOf } from '../commerce/helpers';
import { buildImportApp, IMPORTS, postImport } from './helpers';
import { openWeekText } from '../../../src/server/modules/opening-hours/index';

let t: AdminTestApp;

beforeAll(async () => {
  t = await buildImportApp();
});
afterAll(async () => {
  await t?.close();
});

const SOURCE = { name: 'Prueba derivados', licence: 'CC0', attribution: 'Prueba', url: null };

/** Previews and commits a CSV. @returns the commit's counts */
async function importCsv(lines: string[]): Promise<unknown> {
  const res = await postImport(t.admin, { file: lines.join('\n'), format: 'csv', source: SOURCE });
  expect(res.statusCode, res.body).toBe(201);
  const { _id } = res.json<{ import: Import }>().import;
  const done = await t.admin.post(IMPORTS.commit(_id), {});
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

/** Gyms of the source whose `service_keys` differ from the triggers' computation (migration 0038). */
const staleServiceKeys = () =>
  countOf(
    t,
    sql`select count(*)::int as n from gyms g join data_sources d on d.id = g.source_id
         where d.name = ${SOURCE.name} and g.service_keys is distinct from coalesce(
           (select array_agg(168 + s.search_key order by s.search_key)
              from gym_services gs join services s on s.id = gs.service_id
             where gs.gym_id = g.id and gs.plan_held_at is null), '{}'::int4[])`,
  );

/** Every gym of the source whose stored open week is not the library's week of its hours. */
async function staleWeeks(): Promise<string[]> {
  const rows = await rowsOf<{
    name: string;
    opening_hours: string | null;
    time_zone: string;
    country: string;
    open_week: string | null;
    open_week_from: string | null;
  }>(
    t,
    sql`select g.name, g.opening_hours, g.time_zone, g.country, g.open_week::text as open_week,
               g.open_week_from::text as open_week_from
          from gyms g join data_sources d on d.id = g.source_id where d.name = ${SOURCE.name}`,
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows
    .filter((g) => {
      if (g.opening_hours === null) return g.open_week !== null || g.open_week_from !== null;
      if (g.open_week_from === null) return true;
      const from = new Date(g.open_week_from);
      return (
        g.open_week !==
        openWeekText({ openingHours: g.opening_hours, timeZone: g.time_zone, country: g.country }, from)
      );
    })
    .map((g) => g.name);
}

describe('a commit writes each gym with its open week and search keys already right', () => {
  it('on creation and after a re-import that changes hours and services', async () => {
    const header = 'id,nombre,latitud,longitud,direccion,horario,actividades';
    expect(
      await importCsv([
        header,
        '1,Derivado Uno,-34.60,-58.40,Calle 1,Mo-Fr 07:00-22:00,"yoga, natación"',
        '2,Derivado Dos,-31.42,-64.18,Calle 2,24/7,crossfit',
        '3,Derivado Tres,-34.61,-58.41,Calle 3,,',
        '4,Derivado Cuatro,-34.62,-58.42,Calle 4,Sa 09:00-13:00; PH off,musculación',
      ]),
    ).toEqual({ created: 4, updated: 0, skipped: 0 });
    expect(await staleWeeks()).toEqual([]);
    expect(await staleServiceKeys()).toBe(0);

    expect(
      await importCsv([
        header,
        '1,Derivado Uno,-34.60,-58.40,Calle 1,Mo-Su 06:00-23:00,yoga',
        '2,Derivado Dos,-31.42,-64.18,Calle 2,,"crossfit, boxeo"',
        '3,Derivado Tres,-34.61,-58.41,Calle 3,Mo 10:00-12:00,',
        '4,Derivado Cuatro,-34.62,-58.42,Calle 4,Sa 09:00-13:00; PH off,musculación',
      ]),
    ).toEqual({ created: 0, updated: 3, skipped: 1 });
    expect(await staleWeeks()).toEqual([]);
    expect(await staleServiceKeys()).toBe(0);
  });
});
