import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from './countries';
import {
  countryOfCurrency,
  CURRENCIES,
  currencyOfCountry,
  DEFAULT_CURRENCY,
  formatAmount,
  isCurrency,
} from './currency';
import { formatArs } from './money';

/** Intl writes a no-break space (U+00A0) between a currency sign and the amount where the locale spaces them. */
const spaces = (text: string) => text.replace(/\u00a0/g, ' ');

describe('currencies (ADR 0053)', () => {
  it('lists the currency of each country, in the countries’ order, ARS by default', () => {
    expect(CURRENCIES).toEqual(COUNTRY_CODES.map((c) => COUNTRIES[c].currency));
    expect(DEFAULT_CURRENCY).toBe('ARS');
  });

  it('gives a gym’s currency from its stored country', () => {
    expect(currencyOfCountry('ar')).toBe('ARS');
    expect(currencyOfCountry('mx')).toBe('MXN');
    expect(currencyOfCountry('br')).toBe('BRL');
    expect(() => currencyOfCountry('uy')).toThrow(RangeError);
    expect(() => currencyOfCountry('AR')).toThrow(RangeError);
  });

  it('goes back from a currency to its country', () => {
    for (const code of COUNTRY_CODES) expect(countryOfCurrency(COUNTRIES[code].currency)).toBe(code);
  });

  it('tells an ISO 4217 code it knows', () => {
    expect(isCurrency('BRL')).toBe(true);
    expect(isCurrency('brl')).toBe(false);
    expect(isCurrency('USD')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});

describe('formatAmount: a decimal in its currency’s format', () => {
  it('writes each currency as its country does', () => {
    expect(spaces(formatAmount('30000.00', 'ARS'))).toBe('$ 30.000');
    expect(spaces(formatAmount('30000.00', 'MXN'))).toBe('$30,000.00');
    expect(spaces(formatAmount('150.00', 'BRL'))).toBe('R$ 150,00');
    expect(spaces(formatAmount('41500.5', 'ARS'))).toBe('$ 41.500,50');
  });

  it('writes every ARS amount exactly as formatArs does', () => {
    for (const amount of ['0.00', '41500.00', '25000.5', '1234567.89', '-100.00', '-0.50', '5000000', '0.01'])
      expect(formatAmount(amount, 'ARS')).toBe(formatArs(amount));
    for (const amount of [0, 41_500, 12_345.5, -7])
      expect(formatAmount(amount, 'ARS')).toBe(formatArs(amount));
  });

  it('takes a number of units for a chart axis', () => {
    expect(spaces(formatAmount(1250.5, 'BRL'))).toBe('R$ 1.250,50');
  });

  it('refuses text that is not an amount', () => {
    expect(() => formatAmount('12,50', 'ARS')).toThrow(RangeError);
  });
});
