import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { countryOfLower, isoCountry, lowerCountry } from './country-case';

describe('country codes in their two cases (ADR 0052)', () => {
  it('writes each country in lower case and reads it back', () => {
    expect(COUNTRY_CODES.map(lowerCountry)).toEqual(['ar', 'mx', 'br']);
    for (const code of COUNTRY_CODES) expect(countryOfLower(lowerCountry(code))).toBe(code);
  });

  it('reads nothing else as a country: upper case, other countries, blanks', () => {
    for (const value of ['MX', 'Mx', 'uy', 'mex', '', ' mx', null, undefined])
      expect(countryOfLower(value)).toBeNull();
  });

  it('gives any stored country in ISO upper case, one BuscaGym does not sell in too', () => {
    expect(isoCountry('ar')).toBe('AR');
    expect(isoCountry('uy')).toBe('UY');
  });
});
