import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/messages/i18n/active';
import { loadAllLocales } from '../../../shared/messages/i18n/all-locales';
import { legalLinksOf } from './legal-links';

describe('the footer’s legal buttons per country (ADR 0027, ADR 0056)', () => {
  it('names Argentina’s buttons exactly as today (Res. SCI 424/2020, Disp. 954/2025)', () => {
    expect(legalLinksOf('AR')).toEqual([
      ['/arrepentimiento', 'Botón de arrepentimiento'],
      ['/baja', 'Botón de baja'],
    ]);
  });

  it('names México’s revocación with the LFPC (PROFECO) and Brasil’s right with CDC art. 49', () => {
    expect(legalLinksOf('MX')[0]).toEqual([
      '/arrepentimiento',
      'Revocación de compra (LFPC art. 56, PROFECO)',
    ]);
    expect(legalLinksOf('BR')[0]).toEqual(['/arrepentimiento', 'Derecho de arrepentimiento (CDC art. 49)']);
  });

  it('keeps the baja Argentina’s in every country (automatic charges are billed from Argentina)', () => {
    for (const country of ['AR', 'MX', 'BR'] as const)
      expect(legalLinksOf(country)[1]).toEqual(['/baja', 'Botón de baja']);
  });

  it('names each country’s right in pt-BR', () => {
    loadAllLocales();
    const t = translator('pt-BR');
    expect(t._('legalButtonLinks.withdrawal', { country: 'BR' })).toBe(
      'Direito de arrependimento (CDC art. 49)',
    );
    expect(t._('legalButtonLinks.withdrawal', { country: 'MX' })).toBe(
      'Revogação de compra (LFPC art. 56, PROFECO)',
    );
    expect(t._('legalButtonLinks.withdrawal', { country: 'AR' })).toBe('Botão de arrependimento');
  });
});
