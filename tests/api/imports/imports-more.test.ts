// Admin imports (ADR 0025), continued from imports.test.ts: OSM JSON (Overpass), duplicates with
// allowDuplicates and undo, bad files refused with a Spanish reason, and who may import.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Import, ImportListResponse } from '../../../src/shared/contract/imports';
import { auditRows, countOf, expectError } from '../admin/helpers';
import { rowsOf } from '../commerce/helpers';
import { CABA_SOURCE, IMPORTS, postImport } from './helpers';
import { commit, gymCount, preview, t, useImportApp } from './imports-fixture';

useImportApp();

describe('OSM JSON (Overpass)', () => {
  const overpass = {
    version: 0.6,
    elements: [
      {
        type: 'node',
        id: 101,
        lat: -31.4167,
        lon: -64.1833,
        tags: {
          leisure: 'fitness_centre',
          name: 'Gimnasio Córdoba Centro',
          sport: 'fitness;yoga',
          opening_hours: 'Mo-Fr 07:00-22:00',
          phone: '+54 351 555 0000',
        },
      },
      {
        type: 'way',
        id: 202,
        center: { lat: -34.6, lon: -58.45 },
        tags: {
          leisure: 'sports_centre',
          name: 'Club Norte',
          sport: 'swimming',
          opening_hours: 'cualquier cosa',
        },
      },
      { type: 'node', id: 303, lat: 0, lon: 0, tags: { name: 'En el mar', leisure: 'fitness_centre' } },
      { type: 'node', id: 404, lat: -34.6, lon: -58.4, tags: { leisure: 'fitness_centre' } },
      { type: 'node', id: 505, lat: -34.6, lon: -58.4 },
    ],
  };
  it('maps tags to services, keeps valid hours, drops invalid ones with a warning, skips with reasons', async () => {
    const found = await preview({
      file: JSON.stringify(overpass),
      format: 'osm-json',
      source: {
        name: 'OpenStreetMap',
        licence: 'ODbL 1.0',
        attribution: '© Colaboradores de OpenStreetMap',
        url: 'https://www.openstreetmap.org/copyright',
      },
      filename: 'export.json',
    });
    expect(found).toMatchObject({ rows: 4, valid: 2, skippedCount: 2, warningsCount: 1 });
    expect(found.skipped).toEqual([
      { row: 3, reason: 'Las coordenadas son (0, 0), en el mar.' },
      { row: 4, reason: 'La fila no tiene nombre.' },
    ]);
    expect(found.warnings[0]).toMatchObject({ row: 2 });
    expect(found.sample[0]).toMatchObject({
      sourceRef: 'osm:node/101',
      services: ['Musculación', 'Yoga'],
      openingHours: 'Mo-Fr 07:00-22:00',
    });
    expect(found.sample[1]).toMatchObject({
      sourceRef: 'osm:way/202',
      services: ['Gimnasia', 'Natación'],
      openingHours: null,
    });
    expect(await commit(found._id)).toEqual({ created: 2, updated: 0, skipped: 2 });
    const [cordoba] = await rowsOf<{
      time_zone: string;
      opening_hours: string;
      open_week: string | null;
      services: number;
    }>(
      t,
      sql`select time_zone, opening_hours, open_week::text as open_week,
                 (select count(*)::int from gym_services gs where gs.gym_id = g.id) as services
            from gyms g where source_ref = 'osm:node/101'`,
    );
    expect(cordoba).toMatchObject({
      time_zone: 'America/Argentina/Cordoba',
      opening_hours: 'Mo-Fr 07:00-22:00',
      services: 2,
    });
    expect(cordoba?.open_week).not.toBeNull();
  });
});

describe('duplicates, allowDuplicates and undo', () => {
  it('lists a near gym with a similar name, creates it only when allowed, and undo removes only untouched gyms', async () => {
    await t.handle.db.execute(
      sql`insert into gyms (name, address, latitude, longitude, source_ref) values ('Gimnasio Los Andes', 'Calle 1', -34.61, -58.40, 'test:andes')`,
    );
    const csv = [
      'nombre,latitud,longitud,direccion',
      'GIMNASIO LOS ANDES,-34.6102,-58.4001,Calle 1',
      'Otro Gym,-34.62,-58.41,Calle 2',
      'Tercer Gym,-34.63,-58.42,Calle 3',
      ',-34.64,-58.43,Sin nombre',
      'Lejos,95,-58.43,Fuera de rango',
    ].join('\n');
    const found = await preview({
      file: csv,
      format: 'csv',
      source: { ...CABA_SOURCE, name: 'Prueba duplicados' },
    });
    expect(found).toMatchObject({ rows: 5, valid: 3, skippedCount: 2, duplicatesCount: 1 });
    expect(found.duplicates[0]).toMatchObject({ row: 1, gymName: 'Gimnasio Los Andes' });
    expect(found.duplicates[0]?.distanceM).toBeLessThan(75);
    expect(found.duplicates[0]?.similarity).toBeGreaterThanOrEqual(0.4);
    expect(found.skipped.map((s) => s.row)).toEqual([4, 5]);

    expect(await commit(found._id, { allowDuplicates: [] })).toEqual({ created: 2, updated: 0, skipped: 3 });
    // Another source's file: every row now repeats a gym; accepted, they are created.
    const again = await preview({
      file: csv,
      format: 'csv',
      source: { ...CABA_SOURCE, name: 'Prueba duplicados 2' },
    });
    expect(again.duplicates.map((d) => d.row)).toEqual([1, 2, 3]);
    expect(await commit(again._id, { allowDuplicates: [1, 2, 3] })).toMatchObject({ created: 3 });

    // Undo: one gym claimed (owner), one edited since → kept; the other removed.
    const created = await rowsOf<{ id: string }>(
      t,
      sql`select id from gyms where import_id = ${again._id}::uuid order by name`,
    );
    expect(created).toHaveLength(3);
    await t.handle.db.execute(
      sql`update gyms set owner_id = ${t.partnerA}::uuid where id = ${created[0]?.id}::uuid`,
    );
    await t.handle.db.execute(
      sql`update gyms set updated_at = now() + interval '1 minute' where id = ${created[1]?.id}::uuid`,
    );
    const undo = await t.admin.post(IMPORTS.undo(again._id));
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ removed: 1, kept: 2 });
    expectError(await t.admin.post(IMPORTS.undo(again._id)), 409, 'CONFLICT');

    const list = (await t.admin.get(IMPORTS.list)).json<ImportListResponse>();
    expect(list.imports[0]).toMatchObject({ _id: again._id, status: 'undone', result: { created: 3 } });
    const one = await t.admin.get(IMPORTS.one(found._id));
    expect(one.json<{ import: Import }>().import).toMatchObject({
      status: 'committed',
      source: { name: 'Prueba duplicados' },
    });

    const audit = (await auditRows(t)).filter((a) => a.action.startsWith('import.'));
    expect(audit.filter((a) => a.target_id === again._id).map((a) => a.action)).toEqual([
      'import.preview',
      'import.commit',
      'import.undo',
    ]);
    expect(audit.every((a) => a.target_type === 'import' && a.actor_email === t.adminEmail)).toBe(true);
  });
});

describe('bad files: 400 with a Spanish reason, nothing written', () => {
  const cases: [string, Parameters<typeof postImport>[1], RegExp][] = [
    [
      'not a CSV (binary)',
      { file: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), format: 'csv' },
      /no es un CSV/,
    ],
    ['no name column', { file: 'foo,lat,lon\n1,-34.6,-58.4\n', format: 'csv' }, /columna del nombre/],
    ['no coordinate columns', { file: 'nombre,direccion\nA,B\n', format: 'csv' }, /latitud y longitud/],
    [
      'a mapped column that is not there',
      { file: 'nombre,lat,lon\nA,-34.6,-58.4\n', format: 'csv', mapping: { phone: 'tel' } },
      /«tel»/,
    ],
    ['not JSON', { file: '{"type": "FeatureCollection", "features": [', format: 'geojson' }, /JSON válido/],
    [
      'a GeoJSON that is not a FeatureCollection',
      { file: '{"type":"Feature","properties":{},"geometry":null}', format: 'geojson' },
      /FeatureCollection/,
    ],
    ['an unknown format', { file: 'a', format: 'xlsx' }, /formato/],
    [
      'a source without licence',
      { file: 'nombre,lat,lon\nA,-34.6,-58.4\n', format: 'csv', source: { name: 'X' } },
      /licencia/,
    ],
  ];
  it.each(cases)('%s', async (_label, form, message) => {
    const gyms = await gymCount();
    const importsBefore = await countOf(t, sql`select count(*)::int as n from imports`);
    const res = await postImport(t.admin, form);
    expectError(res, 400, 'VALIDATION');
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await gymCount()).toBe(gyms);
    expect(await countOf(t, sql`select count(*)::int as n from imports`)).toBe(importsBefore);
  });

  it('members and partners are refused; visitors get 401', async () => {
    expectError(
      await postImport(t.member, { file: 'nombre,lat,lon\nA,1,1\n', format: 'csv' }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.member.get(IMPORTS.list), 403, 'FORBIDDEN');
  });
});
