import { describe, expect, it } from 'vitest';
import {
  chosenCountry,
  countryCookie,
  countryCookieOf,
  keepCountry,
  searchWithCountry,
} from './country-choice';

describe('the country a page shows (ADR 0052)', () => {
  it('takes the address first, then the cookie, then Argentina', () => {
    expect(chosenCountry('mx', 'br')).toEqual({ country: 'MX', fromAddress: true });
    expect(chosenCountry(null, 'br')).toEqual({ country: 'BR', fromAddress: false });
    expect(chosenCountry(null, undefined)).toEqual({ country: 'AR', fromAddress: false });
  });

  it('ignores values that name no country, in the address or the cookie', () => {
    expect(chosenCountry('MX', 'uy')).toEqual({ country: 'AR', fromAddress: false });
    expect(chosenCountry('', 'br')).toEqual({ country: 'BR', fromAddress: false });
  });

  it('reads its cookie among others and writes it for the whole site, a year', () => {
    expect(countryCookieOf('session=abc; pais=mx; paisaje=1')).toBe('mx');
    expect(countryCookieOf('paisaje=1')).toBeUndefined();
    expect(countryCookieOf('')).toBeUndefined();
    expect(countryCookie('BR', false)).toBe('pais=br; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(countryCookie('MX', true)).toMatch(/; Secure$/);
  });

  it("sets the country in a page's query, dropping the page number only", () => {
    expect(searchWithCountry('?service=Yoga&page=3&pais=ar', 'MX')).toBe('?service=Yoga&pais=mx');
    expect(searchWithCountry('', 'BR')).toBe('?pais=br');
  });

  it("carries the address's country on to links, and leaves them alone otherwise", () => {
    const fromAddress = { country: 'MX', fromAddress: true } as const;
    expect(keepCountry('/maps', fromAddress)).toBe('/maps?pais=mx');
    expect(keepCountry('/?service=Yoga#gimnasios', fromAddress)).toBe('/?service=Yoga&pais=mx#gimnasios');
    expect(keepCountry('/maps', { country: 'MX', fromAddress: false })).toBe('/maps');
  });
});
