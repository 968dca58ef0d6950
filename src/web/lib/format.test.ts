import { describe, expect, it } from 'vitest';
import {
  addressLine,
  formatDistance,
  formatMoney,
  shownRating,
  formatPrice,
  formatRating,
  hueOf,
  initialsOf,
  ratingLabel,
} from './format';
import { inLocale } from './test-locale';

// Intl uses a no-break space between "$" and the amount.
const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('format', () => {
  it('formats ARS prices for es-AR in the one money format (centavos only when there are any)', () => {
    expect(normalise(formatPrice({ $numberDecimal: '25000.00' }, 'AR'))).toBe('$ 25.000');
    expect(normalise(formatPrice(1234567.4, 'AR'))).toBe('$ 1.234.567,40');
    expect(normalise(formatPrice(null, 'AR'))).toBe('Precio a consultar');
    expect(normalise(formatPrice({ $numberDecimal: '25000.00' }, 'UY'))).toBe('$ 25.000');
  });

  it('formats a gym’s price in its country’s currency and format (ADR 0053)', () => {
    expect(normalise(formatPrice({ $numberDecimal: '25000.00' }, 'AR'))).toBe('$ 25.000');
    expect(normalise(formatPrice({ $numberDecimal: '25000.00' }, 'MX'))).toBe('$25,000.00');
    expect(normalise(formatPrice({ $numberDecimal: '150.00' }, 'BR'))).toBe('R$ 150,00');
    expect(normalise(formatPrice(null, 'BR'))).toBe('Precio a consultar');
  });

  it('formats money from the exact decimal string, in the currency beside it', () => {
    expect(normalise(formatMoney({ $numberDecimal: '25000.00' }, 'ARS'))).toBe('$ 25.000');
    expect(normalise(formatMoney({ $numberDecimal: '1500.5' }, 'ARS'))).toBe('$ 1.500,50');
    expect(normalise(formatMoney({ $numberDecimal: '90071992547409.91' }, 'ARS'))).toBe(
      '$ 90.071.992.547.409,91',
    );
    expect(normalise(formatMoney({ $numberDecimal: '41500.00' }, 'BRL'))).toBe('R$ 41.500,00');
    expect(normalise(formatMoney({ $numberDecimal: '41500.00' }, 'MXN'))).toBe('$41,500.00');
  });

  it('formats ratings with a decimal comma and an accessible label', () => {
    expect(formatRating(4.3)).toBe('4,3');
    expect(formatRating(5)).toBe('5,0');
    expect(ratingLabel(4.25)).toBe('Puntaje 4,3 de 5');
  });

  it('formats distances as "a 2,3 km"', () => {
    expect(formatDistance(2.345)).toBe('a 2,3 km');
    expect(formatDistance(0.04)).toBe('a 0,0 km');
    expect(formatDistance(12)).toBe('a 12,0 km');
  });

  it('takes up to two initials, ignoring punctuation', () => {
    expect(initialsOf('Club Atlético Ferro Carril Oeste')).toBe('CA');
    expect(initialsOf('  (Ñandú)  ')).toBe('Ñ');
    expect(initialsOf('')).toBe('');
  });

  it('appends the neighbourhood unless the address names it', () => {
    expect(addressLine('Moreno 3682', 'Almagro')).toBe('Moreno 3682 · Almagro');
    expect(addressLine('Quintino Bocayuva 1241, Boedo', 'Boedo')).toBe('Quintino Bocayuva 1241, Boedo');
    expect(addressLine('Moreno 3682', null)).toBe('Moreno 3682');
  });

  it('derives a stable hue', () => {
    expect(hueOf('Hebraica')).toBe(hueOf('Hebraica'));
    expect(hueOf('Hebraica')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Hebraica')).toBeLessThan(360);
  });
});

describe('ratings, distances and amounts on a page in each language (ADR 0055)', () => {
  it('writes ratings and distances with a comma in es-AR and pt-BR, a point in es-MX', () => {
    expect(inLocale('es-AR', () => [formatRating(4.25), formatDistance(2.345), ratingLabel(4.3)])).toEqual([
      '4,3',
      'a 2,3 km',
      'Puntaje 4,3 de 5',
    ]);
    expect(inLocale('es-MX', () => [formatRating(4.25), formatDistance(2.345), ratingLabel(4.3)])).toEqual([
      '4.3',
      'a 2.3 km',
      'Calificación 4.3 de 5',
    ]);
    expect(inLocale('pt-BR', () => [formatRating(4.25), formatDistance(2.345), ratingLabel(4.3)])).toEqual([
      '4,3',
      'a 2,3 km',
      'Nota 4,3 de 5',
    ]);
    // Back on es-AR after another locale: each locale has its own formatter.
    expect(formatDistance(12)).toBe('a 12,0 km');
  });

  it("keeps each amount in its currency's country format whatever the page's language", () => {
    for (const locale of ['es-AR', 'es-MX', 'pt-BR'] as const) {
      const [ars, mxn, brl] = inLocale(locale, () => [
        formatPrice({ $numberDecimal: '30000.00' }, 'AR'),
        formatMoney({ $numberDecimal: '30000.00' }, 'MXN'),
        formatMoney({ $numberDecimal: '150.00' }, 'BRL'),
      ]);
      expect([normalise(ars), normalise(mxn), normalise(brl)], locale).toEqual([
        '$ 30.000',
        '$30,000.00',
        'R$ 150,00',
      ]);
    }
  });

  it('compares an address with its neighbourhood in the page’s case rules', () => {
    expect(inLocale('pt-BR', () => addressLine('Rua Augusta 100, CONSOLAÇÃO', 'Consolação'))).toBe(
      'Rua Augusta 100, CONSOLAÇÃO',
    );
    expect(inLocale('es-MX', () => initialsOf('ñandú óptimo'))).toBe('ÑÓ');
  });
});

describe('shownRating', () => {
  it('shows the raiting from three reviews on and "Nuevo" (null) before', () => {
    expect(shownRating({ raiting: 5, reviewCount: 1 })).toBeNull();
    expect(shownRating({ raiting: 4.5, reviewCount: 2 })).toBeNull();
    expect(shownRating({ raiting: 4.3, reviewCount: 3 })).toBe(4.3);
    expect(shownRating({ raiting: null, reviewCount: 0 })).toBeNull();
  });
});
