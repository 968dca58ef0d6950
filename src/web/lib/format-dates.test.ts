import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from './format-dates';
import { inLocale } from './test-locale';

// Noon UTC: the same calendar day in every zone from UTC−11 to UTC+11 (the day is the browser's zone's).
const MAY_3 = '2026-05-03T12:00:00Z';

describe("counts and days in the page's language (ADR 0055)", () => {
  it('writes counts and percentages in es-AR as toLocaleString did', () => {
    for (const value of [0, 7, 1234, 1_234_567, 12.5, 7.25, 33.3333]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('es-AR'));
    }
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(12.5)).toBe('12,5');
  });

  it('writes them with the grouping and the decimal of es-MX and pt-BR pages', () => {
    expect(inLocale('es-MX', () => [formatNumber(1234), formatNumber(12.5)])).toEqual(['1,234', '12.5']);
    expect(inLocale('pt-BR', () => [formatNumber(1234), formatNumber(12.5)])).toEqual(['1.234', '12,5']);
    expect(formatNumber(12.5)).toBe('12,5');
  });

  it('writes a long day in each language, es-AR as Intl.DateTimeFormat(es-AR) did', () => {
    expect(formatLongDate(MAY_3)).toBe(
      new Intl.DateTimeFormat('es-AR', { dateStyle: 'long' }).format(new Date(MAY_3)),
    );
    expect(formatLongDate(MAY_3)).toBe('3 de mayo de 2026');
    expect(inLocale('es-MX', () => formatLongDate(MAY_3))).toBe('3 de mayo de 2026');
    expect(inLocale('pt-BR', () => formatLongDate(MAY_3))).toBe('3 de maio de 2026');
  });
});
