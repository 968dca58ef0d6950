import { describe, expect, it } from 'vitest';
import { formatArsPriceInput, parseArsPrice } from './price-input';

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

describe('formatArsPriceInput', () => {
  it('groups thousands and shows centavos only when there are some', () => {
    expect(formatArsPriceInput(30000)).toBe('30.000');
    expect(formatArsPriceInput(30000.5)).toBe('30.000,50');
    expect(formatArsPriceInput(950)).toBe('950');
  });
});
