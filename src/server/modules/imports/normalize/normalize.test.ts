import { describe, expect, it } from 'vitest';
import { coordinate, normalizeRecord, slugOf } from './normalize';

describe('normalizeRecord', () => {
  const columns = { name: 'nombre', latitude: 'lat', longitude: 'lon', openingHours: 'horario', id: 'id' };
  /** `normalizeRecord` of a CSV row of `fields` at line `row`, from the source slugged `slug`. */
  const normalize = (fields: Record<string, unknown>, slug = 'x', row = 1) =>
    normalizeRecord({ row, fields }, columns, 'csv', slug);

  it('reads decimal commas, title-cases capitals and builds the reference', () => {
    const out = normalize({ nombre: 'CLUB ATLETICO', lat: '-34,6', lon: '-58,4', id: '7' }, 'caba');
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
    expect(normalize(fields)).toEqual({ ok: false, reason });
  });

  it('keeps a row with invalid hours, without them, with a warning', () => {
    const out = normalize({ nombre: 'A', lat: '-34.6', lon: '-58.4', horario: 'de 8 a 20' });
    expect(out.ok && out.gym.openingHours).toBe(null);
    expect(out.ok && out.warnings[0]).toMatch(/horario no es válido/);
  });

  it('hashes rows without id the same whatever their line', () => {
    const a = normalize({ nombre: 'A', lat: '-34.6', lon: '-58.4' }, 'x', 1);
    const b = normalize({ nombre: 'A', lat: '-34.6', lon: '-58.4' }, 'x', 9);
    expect(a.ok && b.ok && a.sourceRef === b.sourceRef).toBe(true);
  });

  it('slugs and coordinates', () => {
    expect(slugOf('Clubes de Barrio — Buenos Aires Ciudad')).toBe('clubes-de-barrio-buenos-aires-ciudad');
    expect(coordinate('-58,474400')).toBe(-58.4744);
    expect(coordinate('1.5e1')).toBe(15);
    expect(coordinate('abc')).toBe(null);
  });
});
