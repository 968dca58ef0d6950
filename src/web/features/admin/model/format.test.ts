import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  centavos,
  decimalText,
  sumAmounts,
  auditValue,
  dayEnd,
  dayStart,
  formatDay,
  formatInstant,
  formatMonth,
  parseAmount,
  subtractAmount,
  todayInBuenosAires,
} from './format';
import { inLocale } from '../../../lib/test-locale';

const words = { yes: 'Sí', no: 'No', none: '—' };

describe('admin formatting', () => {
  it('writes instants and days in Buenos Aires', () => {
    expect(formatInstant('2026-11-24T12:30:00Z')).toBe('24/11/2026, 09:30');
    expect(formatDay('2026-01-05')).toBe('05/01/2026');
    // 01:00 UTC on the 25th is still the 24th in Buenos Aires.
    expect(todayInBuenosAires(new Date('2026-11-25T01:00:00Z'))).toBe('2026-11-24');
    expect(Date.parse(dayStart('2026-11-24'))).toBe(Date.parse('2026-11-24T03:00:00Z'));
    expect(Date.parse(dayEnd('2026-11-24'))).toBe(Date.parse('2026-11-25T02:59:59.999Z'));
  });

  it("writes months in es-AR as before, and in the page's language (ADR 0055)", () => {
    expect(formatMonth('2026-11')).toMatch(/^nov\.? 2026$/);
    expect(inLocale('es-MX', () => formatMonth('2026-01'))).toMatch(/^ene\.? 2026$/);
    expect(inLocale('pt-BR', () => formatMonth('2026-02'))).toMatch(/fev/);
    expect(inLocale('pt-BR', () => formatMonth('2026-05'))).not.toMatch(/may/);
  });

  it('reads amounts as people type them, exactly', () => {
    expect(parseAmount('15000.50')).toBe('15000.50');
    expect(parseAmount('15.000,5')).toBe('15000.50');
    expect(parseAmount('$ 5950')).toBe('5950.00');
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(subtractAmount('5950.00', '0.10')).toBe('5949.90');
  });

  it('shows audit values and lists both sides of a change', () => {
    expect(auditValue(true, words)).toBe('Sí');
    expect(auditValue(null, words)).toBe('—');
    expect(auditValue({ $numberDecimal: '10.00' }, words)).toBe('10.00');
    expect(auditValue(['a'], words)).toBe('["a"]');
    expect(auditChanges({ locked: false }, { locked: true, reason: 'spam' })).toEqual([
      { key: 'locked', before: false, after: true },
      { key: 'reason', before: undefined, after: 'spam' },
    ]);
  });
});

describe('admin centavos', () => {
  it('adds and subtracts exactly', () => {
    expect(sumAmounts(['0.10', '0.20', '1500'])).toBe('1500.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(centavos('-5.5')).toBe(-550n);
    expect(decimalText(-5n)).toBe('-0.05');
    expect(() => centavos('1.234')).toThrow(RangeError);
  });
});
