// The open-data import (ADR 0025 "Import"): preview (nothing written to gyms), commit, re-import,
// duplicates, undo, every format, the EPSG:9498 GeoJSON against the WGS 84 CSV of the same centres,
// bad files (400, nothing written) and the audit entries.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import, ImportCommitResponse, ImportListResponse } from '../../../src/shared/contract/imports';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { auditRows, countOf, expectError, type AdminTestApp } from '../admin/helpers';
import { rowsOf } from '../commerce/helpers';
import { buildImportApp, CABA_SOURCE, IMPORTS, metres, openData, postImport } from './helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await buildImportApp();
});
afterAll(async () => {
  await t?.close();
});

const gymCount = () => countOf(t, sql`select count(*)::int as n from gyms`);

const preview = async (form: Parameters<typeof postImport>[1]): Promise<Import> => {
  const res = await postImport(t.admin, form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ import: Import }>().import;
};

const commit = async (id: string, body?: object): Promise<ImportCommitResponse> => {
  const res = await t.admin.post(IMPORTS.commit(id), body ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportCommitResponse>();
};

const POLI_CSV_MAPPING = { name: 'NOM_POLID', address: 'DOMICILIO', phone: 'TELEFONO', id: 'ID' };

describe('CSV of polideportivos (semicolons, decimal commas)', () => {
  let importId = '';
  it('previews without writing gyms, then commits, and a re-import creates nothing', async () => {
    const before = await gymCount();
    const file = await openData('caba_polideportivos_2019_wgs84.csv');
    const found = await preview({ file, format: 'csv', mapping: POLI_CSV_MAPPING });
    importId = found._id;
    expect(found).toMatchObject({
      status: 'preview',
      rows: 16,
      valid: 16,
      skippedCount: 0,
      duplicatesCount: 0,
    });
    expect(found.mapping).toMatchObject({ name: 'NOM_POLID', latitude: 'LAT', longitude: 'LON' });
    expect(found.sample[0]).toMatchObject({
      row: 1,
      sourceRef: 'polideportivos-buenos-aires-ciudad:1',
      name: 'Avellaneda',
      latitude: -34.646,
      longitude: -58.4744,
      address: '1257 LACARRA',
    });
    expect(await gymCount()).toBe(before);
    expect(
      await countOf(t, sql`select count(*)::int as n from import_rows where import_id = ${importId}::uuid`),
    ).toBe(16);

    expect(await commit(importId)).toEqual({ created: 16, updated: 0, skipped: 0 });
    expect(await gymCount()).toBe(before + 16);
    const [gym] = await rowsOf<Record<string, unknown>>(
      t,
      sql`select g.owner_id, g.price, g.time_zone, g.country, g.import_id, s.name as source
            from gyms g join data_sources s on s.id = g.source_id where g.source_ref = 'polideportivos-buenos-aires-ciudad:1'`,
    );
    expect(gym).toEqual({
      owner_id: null,
      price: null,
      time_zone: 'America/Argentina/Buenos_Aires',
      country: 'ar',
      import_id: importId,
      source: CABA_SOURCE.name,
    });

    // Committing twice is refused; the same file again creates nothing and updates nothing.
    const again = await t.admin.post(IMPORTS.commit(importId), {});
    expectError(again, 409, 'CONFLICT');
    const second = await preview({ file, format: 'csv', mapping: POLI_CSV_MAPPING });
    expect(second.duplicatesCount).toBe(0);
    expect(await commit(second._id)).toEqual({ created: 0, updated: 0, skipped: 16 });
    expect(await gymCount()).toBe(before + 16);
  });

  it('a changed row updates its gym; a gym a partner owns is left alone', async () => {
    await t.handle.db.execute(
      sql`update gyms set owner_id = ${t.partnerA}::uuid where source_ref = 'polideportivos-buenos-aires-ciudad:2'`,
    );
    const file = (await openData('caba_polideportivos_2019_wgs84.csv'))
      .toString('latin1')
      .replace('4671-5932', '4671-0000')
      .replace('4921-5776', '4921-0000');
    const found = await preview({
      file: Buffer.from(file, 'latin1'),
      format: 'csv',
      mapping: POLI_CSV_MAPPING,
    });
    expect(await commit(found._id)).toEqual({ created: 0, updated: 1, skipped: 15 });
    const phones = await rowsOf<{ ref: string; phone: string }>(
      t,
      sql`select source_ref as ref, phone from gyms where source_ref in ('polideportivos-buenos-aires-ciudad:1', 'polideportivos-buenos-aires-ciudad:2') order by source_ref`,
    );
    expect(phones.map((p) => p.phone)).toEqual(['4671-0000', '4921-5776']);
  });
});

describe('the clubs CSV of the seed (290 rows, quoted line breaks, a stray cp1252 byte)', () => {
  it('previews every club with its columns found by their usual names', async () => {
    const file = await readFile(path.join(PROJECT_ROOT, 'data', 'seed', 'caba_clubes.csv'));
    const found = await preview({
      file,
      format: 'csv',
      source: { ...CABA_SOURCE, name: 'Clubes de Barrio (prueba)' },
    });
    expect(found).toMatchObject({ rows: 290, valid: 290, skippedCount: 0 });
    expect(found.mapping).toMatchObject({
      name: 'nombre',
      latitude: 'lat',
      longitude: 'long',
      address: 'direccion',
      email: 'e_mail',
      website: 'web',
      services: 'actividade',
      id: 'id',
    });
    const texts = await rowsOf<{ data: string }>(
      t,
      sql`select data::text as data from import_rows where import_id = ${found._id}::uuid`,
    );
    expect(texts.some((r) => /[\u0080-\u009f\ufffd]/.test(r.data))).toBe(false);
  });
});

describe('GeoJSON in EPSG:9498', () => {
  it('reprojects the polideportivos onto the places the WGS 84 CSV gives (same centres)', async () => {
    const geo = await preview({
      file: await openData('caba_polideportivos_epsg9498.geojson'),
      format: 'geojson',
      source: { ...CABA_SOURCE, name: 'Polideportivos 2021 — Buenos Aires Ciudad' },
      filename: 'polideportivos.geojson',
    });
    expect(geo).toMatchObject({ rows: 16, valid: 16, skippedCount: 0 });
    expect(geo.mapping).toMatchObject({ name: 'fna', address: 'dir', phone: 'tel', services: 'act' });
    // Every staged row, matched by name with the 2019 CSV's centre (longitude;latitude with decimal commas).
    const csv = (await openData('caba_polideportivos_2019_wgs84.csv'))
      .toString('latin1')
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [lon, lat, , name] = line.split(';');
        return {
          name: name ?? '',
          longitude: Number(lon?.replace(',', '.')),
          latitude: Number(lat?.replace(',', '.')),
        };
      });
    const staged = await rowsOf<{ name: string; latitude: number; longitude: number }>(
      t,
      sql`select data->>'name' as name, (data->>'latitude')::float8 as latitude, (data->>'longitude')::float8 as longitude
            from import_rows where import_id = ${geo._id}::uuid`,
    );
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const distances: number[] = [];
    for (const row of staged) {
      const twin = csv.find((c) => fold(row.name).includes(fold(c.name)));
      if (twin) distances.push(metres(row, twin));
    }
    expect(distances.length).toBeGreaterThanOrEqual(10);
    distances.sort((a, b) => a - b);
    // The 2019 CSV keeps 2–6 decimals ("-58,50") and its points sit elsewhere in some centres (a park's
    // gate, not its building): offsets go every way, none systematic. Wrong parameters would put every
    // centre hundreds of metres to kilometres off.
    expect(distances[0]).toBeLessThan(10);
    expect(distances.filter((d) => d < 25).length).toBeGreaterThanOrEqual(5);
    expect(distances[Math.floor(distances.length / 2)]).toBeLessThan(50);
    expect(distances[distances.length - 1]).toBeLessThan(200);
    const created = await commit(geo._id);
    expect(created.created).toBe(16 - geo.duplicatesCount);
  });
});

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
