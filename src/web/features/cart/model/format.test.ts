import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';
import { unitPriceLabel } from './price';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('commerce formatting', () => {
  it('writes a unit price with centavos and its unit', () => {
    expect(normalise(unitPriceLabel({ $numberDecimal: '25000.00' }, 'mes'))).toBe('$ 25.000 / mes');
    expect(normalise(unitPriceLabel({ $numberDecimal: '4000' }, 'clase'))).toBe('$ 4.000 / clase');
  });

  it('writes dates in Spanish and keeps unreadable input as it is', () => {
    const local = new Date(2026, 4, 3, 14, 5).toISOString();
    expect(formatDateTime(local)).toBe('3 de mayo de 2026, 14:05');
    expect(formatDay(local)).toBe('3 de mayo de 2026');
    expect(formatDay('pronto')).toBe('pronto');
  });
});
