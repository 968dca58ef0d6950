import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';
import { unitPriceLabel } from './price';
import { inLocale } from '../../../lib/test-locale';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('commerce formatting', () => {
  it('writes a unit price in its currency with its unit', () => {
    expect(normalise(unitPriceLabel({ $numberDecimal: '25000.00' }, 'ARS', 'mes'))).toBe('$ 25.000 / mes');
    expect(normalise(unitPriceLabel({ $numberDecimal: '4000' }, 'ARS', 'clase'))).toBe('$ 4.000 / clase');
    expect(normalise(unitPriceLabel({ $numberDecimal: '150.00' }, 'BRL', 'clase'))).toBe('R$ 150,00 / clase');
  });

  it('writes dates in Spanish and keeps unreadable input as it is', () => {
    const local = new Date(2026, 4, 3, 14, 5).toISOString();
    expect(formatDateTime(local)).toBe('3 de mayo de 2026, 14:05');
    expect(formatDay(local)).toBe('3 de mayo de 2026');
    expect(formatDay('pronto')).toBe('pronto');
  });

  it("writes dates in the page's language (ADR 0055)", () => {
    const local = new Date(2026, 4, 3, 14, 5).toISOString();
    expect(inLocale('es-MX', () => formatDateTime(local))).toBe('3 de mayo de 2026, 14:05');
    expect(inLocale('pt-BR', () => formatDateTime(local))).toBe('3 de maio de 2026, 14:05');
    expect(inLocale('pt-BR', () => formatDay(new Date(2026, 1, 10).toISOString()))).toBe(
      '10 de fevereiro de 2026',
    );
    expect(inLocale('pt-BR', () => formatDay('pronto'))).toBe('pronto');
  });
});
