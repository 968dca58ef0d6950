import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toQuery } from '../../db/prepared';
import { currenciesOf, currencyOfCountrySql } from './currencies';

describe('sales per currency (ADR 0053)', () => {
  it('lists the primary currency first, then the others found in the order of the countries', () => {
    expect(currenciesOf('MXN', [])).toEqual(['MXN']);
    expect(currenciesOf('ARS', [{ currency: 'BRL' }, { currency: 'MXN' }, { currency: 'ARS' }])).toEqual([
      'ARS',
      'MXN',
      'BRL',
    ]);
    expect(currenciesOf('BRL', [{ currency: null }, { currency: 'ARS' }])).toEqual(['BRL', 'ARS']);
  });

  it('writes the country table as one SQL expression of constants, the same text wherever it is used', () => {
    const { sql: text, params } = toQuery(currencyOfCountrySql(sql`g.country`));
    expect(text).toBe("(case g.country when 'ar' then 'ARS' when 'mx' then 'MXN' when 'br' then 'BRL' end)");
    expect(params).toEqual([]);
  });
});
