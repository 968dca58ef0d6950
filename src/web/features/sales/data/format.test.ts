import { describe, expect, it } from 'vitest';
import { csvDecimal, formatMonth } from './format';
import { formatSaleTime, formatDay } from '../../../lib/format-dates';
import { inLocale } from '../../../lib/test-locale';

describe('sales formats', () => {
  it('writes instants in Buenos Aires time whatever the browser zone', () => {
    expect(formatSaleTime('2026-03-01T02:59:00Z')).toMatch(/^28\/02\/2026,? 23:59$/);
  });
  it('writes days, months and CSV decimals in es-AR', () => {
    expect(formatDay('2026-03-01')).toBe('01/03/2026');
    expect(formatMonth('2026-03')).toMatch(/^mar\.? 26$/);
    expect(csvDecimal('25000.5')).toBe('25000,50');
    expect(csvDecimal('0.10')).toBe('0,10');
  });
  it("writes months in the page's language (ADR 0055)", () => {
    expect(inLocale('es-MX', () => formatMonth('2026-01'))).toMatch(/^ene\.? 26$/);
    expect(inLocale('pt-BR', () => formatMonth('2026-02'))).toMatch(/^fev\.? de 26$/);
    expect(inLocale('pt-BR', () => formatMonth('2026-05'))).toMatch(/mai/);
    expect(inLocale('pt-BR', () => formatMonth('2026-05'))).not.toMatch(/may/);
    // Back in es-AR afterwards.
    expect(formatMonth('2026-05')).toMatch(/^may\.? 26$/);
  });
});
