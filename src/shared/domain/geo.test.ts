import { describe, expect, it } from 'vitest';
import { decimalPlaces, haversineKm, isStorableCoordinate } from './geo';

describe('decimalPlaces', () => {
  it.each([
    [0, 0],
    [-34, 0],
    [-34.6, 1],
    [-34.6155, 4],
    [-58.1234567, 7],
    [-34.12345678, 8],
    [1e-7, 7],
    [1.5e-8, 9],
    [1e-320, 320],
    [5e-324, 324],
    [1e21, 0],
    [0.1 + 0.2, 17],
  ])('%s has %s', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it('is infinite for values that are not finite', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(decimalPlaces(value)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('isStorableCoordinate (numeric(10,7))', () => {
  it('accepts up to 7 decimals and refuses finer values, tiny ones included', () => {
    for (const ok of [-34.6155, -58.5734, 90, -180, 1e-7, -0.0000001, 0])
      expect(isStorableCoordinate(ok)).toBe(true);
    for (const bad of [-34.12345678, 1e-8, 1e-320, Number.NaN]) expect(isStorableCoordinate(bad)).toBe(false);
  });
});

describe('haversineKm', () => {
  it('is 0 for one point and about 111.7 km per degree of latitude with R = 6400 km', () => {
    const p = { latitude: -34.6, longitude: -58.4 };
    expect(haversineKm(p, p)).toBe(0);
    expect(haversineKm(p, { latitude: -33.6, longitude: -58.4 })).toBeCloseTo(111.7, 1);
  });
});
