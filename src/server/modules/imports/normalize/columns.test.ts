import { describe, expect, it } from 'vitest';
import { findColumns, foldHeader } from './columns';

describe('findColumns (usual header names)', () => {
  it.each([
    [['nombre', 'latitud', 'longitud', 'dirección', 'teléfono', 'correo', 'web', 'horario', 'actividades']],
    [['NAME', 'LAT', 'LNG', 'ADDRESS', 'PHONE', 'EMAIL', 'WEBSITE', 'OPENING_HOURS', 'SPORT']],
    [
      [
        'nom',
        'latitude',
        'longitude',
        'adresse',
        'téléphone',
        'courriel',
        'site web',
        'horaires',
        'activités',
      ],
    ],
  ])('finds every field in Spanish, English and French headers: %j', (headers) => {
    const found = findColumns(headers, {}, false);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(Object.keys(found.columns).sort()).toEqual(
      [
        'address',
        'email',
        'latitude',
        'longitude',
        'name',
        'openingHours',
        'phone',
        'services',
        'website',
      ].sort(),
    );
    expect(found.columns.name).toBe(headers[0]);
  });

  it('reads OSM keys, street and number apart, case and accents aside', () => {
    const found = findColumns(
      ['name', 'addr:street', 'addr:housenumber', 'contact:phone', 'contact:email', 'sport'],
      {},
      true,
    );
    expect(found).toEqual({
      ok: true,
      columns: {
        name: 'name',
        street: 'addr:street',
        housenumber: 'addr:housenumber',
        phone: 'contact:phone',
        email: 'contact:email',
        services: 'sport',
      },
    });
    expect(foldHeader('  Dirección Postal ')).toBe('direccion_postal');
  });

  it('the mapping wins over the table and a column serves one field', () => {
    const found = findColumns(['NOM_POLID', 'LAT', 'LON', 'nombre'], { name: 'nom_polid' }, false);
    expect(found).toMatchObject({
      ok: true,
      columns: { name: 'NOM_POLID', latitude: 'LAT', longitude: 'LON' },
    });
  });

  it('says what is missing', () => {
    expect(findColumns(['a', 'lat', 'lon'], {}, false)).toEqual({ ok: false, problem: { kind: 'noName' } });
    expect(findColumns(['name', 'lat'], {}, false)).toEqual({
      ok: false,
      problem: { kind: 'noCoordinates' },
    });
    expect(findColumns(['name'], {}, true)).toMatchObject({ ok: true });
    expect(findColumns(['name', 'x', 'y'], { phone: 'tel' }, false)).toEqual({
      ok: false,
      problem: { kind: 'mappedColumnMissing', column: 'tel' },
    });
  });
});
