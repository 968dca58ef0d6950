// Real-world files that broke the import reader (ADR 0025 "Import"): a CSV with quotes inside an
// unquoted field (`Club "El Fuerte"`, common in open data) is read as the data means it; any other
// malformed CSV is a Spanish 400 naming its line; a GeoJSON whose coordinates nest thousands of levels
// deep is a Spanish 400 naming the feature, never a 500.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages as m } from '../../../src/shared/messages/imports';
import { countOf, expectError } from '../admin/helpers';
import { postImport } from './helpers';
import { gymCount, preview, t, useImportApp } from './imports-fixture';

useImportApp();

const importCount = () => countOf(t, sql`select count(*)::int as n from imports`);

describe('CSV quotes', () => {
  it('reads quotes inside an unquoted field as part of the value', async () => {
    const file = [
      'nombre,direccion,lat,lon',
      'Club "El Fuerte",Av. Rivadavia 5000,-34.6181,-58.4378',
      '"Gimnasio ""Titán""",Moreno 3682,-34.6149,-58.4183',
    ].join('\n');
    const found = await preview({ file, format: 'csv' });
    expect(found).toMatchObject({ rows: 2, valid: 2, skippedCount: 0 });
    expect(found.sample.map((s) => s.name)).toEqual(['Club "El Fuerte"', 'Gimnasio "Titán"']);
  });

  it('refuses a CSV it cannot read with a Spanish 400 naming the line, writing nothing', async () => {
    const gyms = await gymCount();
    const before = await importCount();
    const file = [
      'nombre,lat,lon',
      'Uno,-34.6,-58.4',
      'Dos,-34.6,-58.4',
      '"Tres sin cerrar,-34.6,-58.4',
    ].join('\n');
    const res = await postImport(t.admin, { file, format: 'csv' });
    expectError(res, 400, 'VALIDATION');
    expect(res.json<{ message: string }>().message).toBe(m.csvLine(4));
    expect(await gymCount()).toBe(gyms);
    expect(await importCount()).toBe(before);
  });
});

describe('GeoJSON geometry depth', () => {
  it('refuses coordinates nested 4,500 levels deep with a Spanish 400 naming the feature', async () => {
    const deep = `${'['.repeat(4_500)}-58.4,-34.6${']'.repeat(4_500)}`;
    const point = { type: 'Point', coordinates: [-58.41, -34.59] };
    const file = `{"type":"FeatureCollection","features":[${JSON.stringify({
      type: 'Feature',
      properties: { name: 'Bien' },
      geometry: point,
    })},{"type":"Feature","id":"hondo","properties":{"name":"Hondo"},"geometry":{"type":"Polygon","coordinates":${deep}}}]}`;
    const before = await importCount();
    const res = await postImport(t.admin, { file, format: 'geojson', filename: 'hondo.geojson' });
    expectError(res, 400, 'VALIDATION');
    expect(res.json<{ message: string }>().message).toBe(m.geometryTooDeep(2));
    expect(await importCount()).toBe(before);
  });
});
