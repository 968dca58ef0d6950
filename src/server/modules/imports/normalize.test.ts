import { describe, expect, it } from 'vitest';
import { coordinate, normalizeRecord, slugOf } from './normalize';

describe('normalizeRecord', () => {
  const columns = { name: 'nombre', latitude: 'lat', longitude: 'lon', openingHours: 'horario', id: 'id' };
  const record = (fields: Record<string, unknown>) => ({ row: 1, fields });

  it('reads decimal commas, title-cases capitals and builds the reference', () => {
    const out = normalizeRecord(
      record({ nombre: 'CLUB ATLETICO', lat: '-34,6', lon: '-58,4', id: '7' }),
      columns,
      'csv',
      'caba',
    );
    expect(out).toMatchObject({
      ok: true,
      sourceRef: 'caba:7',
      gym: {
        name: 'Club Atletico',
        latitude: -34.6,
        longitude: -58.4,
        address: '',
        timeZone: 'America/Argentina/Buenos_Aires',
        country: 'ar',
      },
    });
  });

  it.each([
    [{ nombre: '', lat: '1', lon: '1' }, 'La fila no tiene nombre.'],
    [{ nombre: 'A', lat: '', lon: '1' }, 'La fila no tiene coordenadas.'],
    [{ nombre: 'A', lat: '91', lon: '1' }, 'Las coordenadas están fuera de rango.'],
    [{ nombre: 'A', lat: '0', lon: '0' }, 'Las coordenadas son (0, 0), en el mar.'],
  ])('skips %j: %s', (fields, reason) => {
    expect(normalizeRecord(record(fields), columns, 'csv', 'x')).toEqual({ ok: false, reason });
  });

  it('keeps a row with invalid hours, without them, with a warning', () => {
    const out = normalizeRecord(
      record({ nombre: 'A', lat: '-34.6', lon: '-58.4', horario: 'de 8 a 20' }),
      columns,
      'csv',
      'x',
    );
    expect(out.ok && out.gym.openingHours).toBe(null);
    expect(out.ok && out.warnings[0]).toMatch(/horario no es válido/);
  });

  it('hashes rows without id the same whatever their line', () => {
    const a = normalizeRecord(
      { row: 1, fields: { nombre: 'A', lat: '-34.6', lon: '-58.4' } },
      columns,
      'csv',
      'x',
    );
    const b = normalizeRecord(
      { row: 9, fields: { nombre: 'A', lat: '-34.6', lon: '-58.4' } },
      columns,
      'csv',
      'x',
    );
    expect(a.ok && b.ok && a.sourceRef === b.sourceRef).toBe(true);
  });

  it('slugs and coordinates', () => {
    expect(slugOf('Clubes de Barrio — Buenos Aires Ciudad')).toBe('clubes-de-barrio-buenos-aires-ciudad');
    expect(coordinate('-58,474400')).toBe(-58.4744);
    expect(coordinate('1.5e1')).toBe(15);
    expect(coordinate('abc')).toBe(null);
  });
});
