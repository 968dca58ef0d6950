import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Sale } from '../../../../shared/contract/sales';
import { salesCsv } from './csv';

const sale: Sale = {
  _id: '00000000-0000-4000-8000-000000000001',
  date: '2026-03-01T02:59:00.000Z',
  reference: 'BG-ABC123',
  gym: { _id: '00000000-0000-4000-8000-000000000002', name: 'Club "El Ñandú"; Boedo' },
  product: { kind: 'service', name: 'Yoga', gymServiceId: null },
  qty: 2,
  unitPrice: { $numberDecimal: '2000.50' },
  currency: 'ARS',
  gross: { $numberDecimal: '4001.00' },
  commissionPercent: 7.5,
  commission: { $numberDecimal: '300.08' },
  net: { $numberDecimal: '3700.92' },
  buyer: 'Lucía G.',
  orderId: '00000000-0000-4000-8000-000000000003',
  refundedAmount: { $numberDecimal: '0.00' },
  refunds: [],
};

describe('salesCsv', () => {
  it('writes ; separated es-AR decimals that a CSV parser reads back, quotes included', () => {
    const text = salesCsv([sale]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const rows = parse(text.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]?.[0]).toBe('Fecha');
    expect(rows[1]).toEqual([
      '28/02/2026, 23:59',
      'BG-ABC123',
      'Club "El Ñandú"; Boedo',
      'Yoga',
      'Clase',
      '2',
      '2000,50',
      '4001,00',
      '7,50',
      '300,08',
      '3700,92',
      'Lucía G.',
      'ARS',
    ]);
  });

  it('escapes names a spreadsheet would run as a formula (OWASP "CSV Injection")', () => {
    const hostile: Sale = {
      ...sale,
      gym: { ...sale.gym, name: '=HYPERLINK("https://example.com";"Club")' },
      product: { ...sale.product, name: '@SUM(1;2)' },
    };
    const rows = parse(salesCsv([hostile]).slice(1), { delimiter: ';' }) as string[][];
    expect(rows[1]?.slice(2, 4)).toEqual(['\'=HYPERLINK("https://example.com";"Club")', "'@SUM(1;2)"]);
    // Amounts are never negative (docs/architecture.md §5), so no figure is touched.
    expect(rows[1]?.slice(6, 11)).toEqual(['2000,50', '4001,00', '7,50', '300,08', '3700,92']);
  });
});
