import { describe, expect, it } from 'vitest';
import { formatArs, fromCentavos, lineTotal, splitCommission, sumCentavos, toCentavos } from './money';

describe('money in integer centavos', () => {
  it('parses and writes two-place ARS decimals exactly', () => {
    expect(toCentavos('1500')).toBe(150_000);
    expect(toCentavos('1500.5')).toBe(150_050);
    expect(toCentavos('0.01')).toBe(1);
    expect(toCentavos('-2.30')).toBe(-230);
    expect(fromCentavos(150_050)).toBe('1500.50');
    expect(fromCentavos(7)).toBe('0.07');
    expect(fromCentavos(-230)).toBe('-2.30');
    expect(fromCentavos(0)).toBe('0.00');
    for (const bad of ['', '1.234', 'abc', '1,50', '1e3']) expect(() => toCentavos(bad)).toThrow(RangeError);
    expect(() => fromCentavos(0.5)).toThrow(RangeError);
  });

  it('adds what floats cannot: 0.10 + 0.20 = 0.30, and 2000.50 × 3 = 6001.50', () => {
    expect(fromCentavos(sumCentavos([toCentavos('0.10'), toCentavos('0.20')]))).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCentavos(lineTotal(toCentavos('2000.50'), 3))).toBe('6001.50');
    expect(fromCentavos(lineTotal(toCentavos('9999999.99'), 99))).toBe('989999999.01');
  });
});

describe('commission rounded half up to the centavo (ADR 0008)', () => {
  it('splits gross into commission and net that add up', () => {
    expect(splitCommission(toCentavos('50000.00'), '7.50')).toEqual({ commission: 375_000, net: 4_625_000 });
    // 4001.00 × 7.5 % = 300.075 → 300.08 (half up)
    expect(splitCommission(toCentavos('4001.00'), '7.50')).toEqual({ commission: 30_008, net: 370_092 });
    // 0.10 × 15 % = 0.015 → 0.02; 0.03 × 15 % = 0.0045 → 0.00
    expect(splitCommission(10, '15.00').commission).toBe(2);
    expect(splitCommission(3, '15.00').commission).toBe(0);
    // 0.01 × 50 % = 0.005 → 0.01 (exactly half goes up)
    expect(splitCommission(1, '50')).toEqual({ commission: 1, net: 0 });
    expect(splitCommission(123_456, '0')).toEqual({ commission: 0, net: 123_456 });
    expect(splitCommission(123_456, '100')).toEqual({ commission: 123_456, net: 0 });
    for (let gross = 0; gross < 2000; gross += 7) {
      const { commission, net } = splitCommission(gross, '12.34');
      expect(commission + net).toBe(gross);
      expect(Math.abs(commission - (gross * 12.34) / 100)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses a negative gross or a percent outside 0–100', () => {
    expect(() => splitCommission(-1, '5')).toThrow(RangeError);
    expect(() => splitCommission(100, '100.01')).toThrow(RangeError);
    expect(() => splitCommission(100, '-1')).toThrow(RangeError);
  });
});

describe('formatArs', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it('shows whole pesos es-AR without centavos, exact for long decimal strings', () => {
    expect(plain(formatArs('25000.00'))).toBe('$ 25.000');
    expect(plain(formatArs('4000'))).toBe('$ 4.000');
    expect(plain(formatArs(5_000_000))).toBe('$ 5.000.000');
    expect(plain(formatArs('0.00'))).toBe('$ 0');
  });
  it('shows both centavos when there are any', () => {
    expect(plain(formatArs('25000.5'))).toBe('$ 25.000,50');
    expect(plain(formatArs('1500.05'))).toBe('$ 1.500,05');
    expect(plain(formatArs(30000.5))).toBe('$ 30.000,50');
    expect(plain(formatArs('90071992547409.93'))).toBe('$ 90.071.992.547.409,93');
  });
});
