import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryOf, DEFAULT_COUNTRY, isCountryCode } from './countries';
import { formatMoney } from './money-format';
import { WITHDRAWAL_LAWS } from './withdrawal-laws';

/** Intl writes a no-break space (U+00A0) between a currency sign and the amount where the locale spaces them. */
const spaces = (text: string) => text.replace(/\u00a0/g, ' ');

describe('countries as data (ADR 0051)', () => {
  it('knows Argentina, México and Brasil, Argentina by default', () => {
    expect(COUNTRY_CODES).toEqual(['AR', 'MX', 'BR']);
    expect(DEFAULT_COUNTRY).toBe('AR');
    for (const code of COUNTRY_CODES) expect(COUNTRIES[code].code).toBe(code);
  });

  it('gives each country its currency, locale, zone and MercadoPago site', () => {
    expect(countryOf('AR')).toMatchObject({ currency: 'ARS', locale: 'es-AR', mercadoPagoSite: 'MLA' });
    expect(countryOf('MX')).toMatchObject({
      currency: 'MXN',
      locale: 'es-MX',
      timeZone: 'America/Mexico_City',
    });
    expect(countryOf('BR')).toMatchObject({
      currency: 'BRL',
      locale: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('names zones the platform knows', () => {
    for (const code of COUNTRY_CODES)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: COUNTRIES[code].timeZone })).not.toThrow();
  });

  it('refuses a country it does not sell in', () => {
    expect(isCountryCode('CL')).toBe(false);
    expect(isCountryCode('ar')).toBe(false);
    expect(() => countryOf('CL')).toThrow(RangeError);
  });

  it("cites each country's withdrawal law with its term", () => {
    expect(WITHDRAWAL_LAWS.AR).toMatchObject({ days: 10, businessDays: false });
    expect(WITHDRAWAL_LAWS.AR.citation).toContain('24.240');
    expect(WITHDRAWAL_LAWS.MX).toMatchObject({ days: 5, businessDays: true });
    expect(WITHDRAWAL_LAWS.BR).toMatchObject({ days: 7, businessDays: false });
    expect(WITHDRAWAL_LAWS.BR.citation).toContain('art. 49');
  });
});

describe('formatMoney: minor units as each country writes prices', () => {
  it('writes the issue’s three examples', () => {
    expect(spaces(formatMoney(3_000_000, 'AR'))).toBe('$ 30.000');
    expect(spaces(formatMoney(3_000_000, 'MX'))).toBe('$30,000.00');
    expect(spaces(formatMoney(15_000, 'BR'))).toBe('R$ 150,00');
  });

  it('shows the minor units of an amount that has them, in every country', () => {
    expect(spaces(formatMoney(3_000_050, 'AR'))).toBe('$ 30.000,50');
    expect(spaces(formatMoney(1_999, 'MX'))).toBe('$19.99');
    expect(spaces(formatMoney(1, 'BR'))).toBe('R$ 0,01');
  });

  it('is exact past what a float division would keep', () => {
    expect(spaces(formatMoney(90_071_992_547_409, 'MX'))).toBe('$900,719,925,474.09');
  });

  it('writes negative amounts and refuses fractions of a minor unit', () => {
    expect(spaces(formatMoney(-150, 'BR'))).toBe('-R$ 1,50');
    expect(() => formatMoney(1.5, 'AR')).toThrow(RangeError);
  });
});
