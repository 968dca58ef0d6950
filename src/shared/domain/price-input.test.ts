import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from './countries';
import {
  formatArsPriceInput,
  formatPriceInput,
  parseArsPrice,
  parsePrice,
  PRICE_WRITINGS,
} from './price-input';

describe('parseArsPrice', () => {
  it.each([
    ['30000', '30000'],
    ['30.000', '30000'],
    ['1.250.000', '1250000'],
    ['30.000,50', '30000.50'],
    ['30000,5', '30000.5'],
    ['$ 30.000', '30000'],
    ['$30.000', '30000'],
    ['ARS 30.000,00', '30000.00'],
    [' 30\u00a0000 ', '30000'],
    ['1500.50', '1500.50'],
    ['1500.5', '1500.5'],
    ['0', '0'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseArsPrice(input)).toBe(expected);
  });
  it.each(['', '$', 'abc', '30.00.0', '30,000,5', '30.000,505', '3.0000', '-30.000', '1e5', '30,'])(
    'refuses %j',
    (input) => {
      expect(parseArsPrice(input)).toBeNull();
    },
  );
});

describe('parsePrice per country', () => {
  it.each([
    ['AR', '25.000', '25000'],
    ['AR', '$ 25.000', '25000'],
    ['AR', '25.000,50', '25000.50'],
    ['AR', '1.500', '1500'],
    ['AR', '1,50', '1.50'],
    ['MX', '900', '900'],
    ['MX', '$900.00', '900.00'],
    ['MX', '1,250.50', '1250.50'],
    ['MX', '$ 1,250.50', '1250.50'],
    ['MX', 'MXN 1,250,000', '1250000'],
    ['MX', 'mx$1,500', '1500'],
    ['MX', '1,500', '1500'],
    ['MX', '1500.5', '1500.5'],
    ['BR', '150', '150'],
    ['BR', 'R$ 150,00', '150.00'],
    ['BR', 'R$\u00a01.250,50', '1250.50'],
    ['BR', 'BRL 1.250,50', '1250.50'],
    ['BR', '1.500', '1500'],
    ['BR', '1,50', '1.50'],
    ['BR', '1500.50', '1500.50'],
  ] as const)('%s reads %j as %s', (country, input, expected) => {
    expect(parsePrice(input, country)).toBe(expected);
  });

  it.each([
    // México: a comma groups exactly three digits, a dot marks at most two decimals.
    ['MX', '1,50'],
    ['MX', '1.500'],
    ['MX', '1.250,50'],
    ['MX', '1,2500'],
    ['MX', 'R$ 150'],
    ['MX', '-900'],
    // Argentina and Brasil: a comma marks at most two decimals, groups have three digits.
    ['AR', '1,500'],
    ['AR', '1,250.50'],
    ['AR', 'R$ 150'],
    ['BR', '1,500'],
    ['BR', '1,250.50'],
    ['BR', '$ 150'],
    ['BR', 'R$'],
    ['BR', '1.50.0'],
  ] as const)('%s refuses %j', (country, input) => {
    expect(parsePrice(input, country)).toBeNull();
  });

  it("reads Argentina's writing when no country is given", () => {
    expect(parsePrice('1.500')).toBe('1500');
    expect(parsePrice('1,500')).toBeNull();
  });
});

describe('PRICE_WRITINGS', () => {
  it.each(COUNTRY_CODES)("%s's separators are its locale's in Intl (CLDR)", (country) => {
    const parts = new Intl.NumberFormat(COUNTRIES[country].locale).formatToParts(1234567.5);
    expect(parts.find((p) => p.type === 'group')?.value).toBe(PRICE_WRITINGS[country].group);
    expect(parts.find((p) => p.type === 'decimal')?.value).toBe(PRICE_WRITINGS[country].decimal);
  });
});

describe('formatArsPriceInput', () => {
  it('groups thousands and shows centavos only when there are some', () => {
    expect(formatArsPriceInput(30000)).toBe('30.000');
    expect(formatArsPriceInput(30000.5)).toBe('30.000,50');
    expect(formatArsPriceInput(950)).toBe('950');
  });
});

describe('formatPriceInput per country', () => {
  it.each([
    ['AR', 25000, '25.000'],
    ['AR', 25000.5, '25.000,50'],
    ['MX', 900, '900.00'],
    ['MX', 1250.5, '1,250.50'],
    ['MX', 25000, '25,000.00'],
    ['BR', 150, '150,00'],
    ['BR', 1250.5, '1.250,50'],
  ] as const)('%s writes %d as %j', (country, amount, expected) => {
    expect(formatPriceInput(amount, country)).toBe(expected);
  });

  it.each(COUNTRY_CODES)('%s reads back what it writes', (country) => {
    for (const amount of [0, 950, 1250.5, 30000, 1250000.99])
      expect(Number(parsePrice(formatPriceInput(amount, country), country))).toBe(amount);
  });
});
