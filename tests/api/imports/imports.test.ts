// The open-data import (ADR 0025 "Import"): preview (nothing written to gyms), commit, re-import and the
// audit entries, with CSV, the seed's clubs CSV and the EPSG:9498 GeoJSON against the WGS 84 CSV of the
// same centres (OSM JSON, duplicates, undo and bad files: imports-more.test.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { countOf, expectError } from '../admin/helpers';
import { rowsOf } from '../commerce/helpers';
import { CABA_SOURCE, IMPORTS, metres, openData } from './helpers';
import { commit, gymCount, POLI_CSV_MAPPING, preview, t, useImportApp } from './imports-fixture';

useImportApp();

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
