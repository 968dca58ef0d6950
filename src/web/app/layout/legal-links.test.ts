import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/messages/i18n/active';
import { loadAllLocales } from '../../../shared/messages/i18n/all-locales';
import { legalLinksOf } from './legal-links';

describe('the footer’s legal links per country (ADR 0027, ADR 0056)', () => {
  it('names Argentina’s buttons and law as today', () => {
    expect(legalLinksOf('AR')).toEqual({
      buttons: [
        ['/arrepentimiento', 'Botón de arrepentimiento'],
        ['/baja', 'Botón de baja'],
      ],
      law: {
        lead: 'Tus derechos como consumidor:',
        citation: 'Ley 24.240, art. 34, y Resolución 424/2020',
        url: 'https://servicios.infoleg.gob.ar/infolegInternet/anexos/0-4999/638/texact.htm',
      },
    });
  });

  it('names México’s revocación and the LFPC (PROFECO) with its official text', () => {
    const { buttons, law } = legalLinksOf('MX');
    expect(buttons[0]).toEqual(['/arrepentimiento', 'Revocación de compra']);
    expect(law.citation).toBe('Ley Federal de Protección al Consumidor (PROFECO), art. 56');
    expect(law.url).toBe('https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPC.pdf');
  });

  it('names Brasil’s direito de arrependimento and CDC art. 49 with its official text', () => {
    const { buttons, law } = legalLinksOf('BR');
    expect(buttons[0]).toEqual(['/arrepentimiento', 'Derecho de arrepentimiento']);
    expect(law.citation).toBe('Código de Defesa do Consumidor (Lei 8.078/1990), art. 49');
    expect(law.url).toBe('https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm');
  });

  it('keeps the baja Argentina’s in every country (automatic charges are billed from Argentina)', () => {
    for (const country of ['AR', 'MX', 'BR'] as const)
      expect(legalLinksOf(country).buttons[1]).toEqual(['/baja', 'Botón de baja']);
  });

  it('names each country’s right in pt-BR', () => {
    loadAllLocales();
    const t = translator('pt-BR');
    expect(t._('legalButtonLinks.withdrawal', { country: 'BR' })).toBe('Direito de arrependimento');
    expect(t._('legalButtonLinks.withdrawal', { country: 'MX' })).toBe('Revogação de compra');
    expect(t._('legalButtonLinks.rights')).toBe('Seus direitos como consumidor:');
  });
});
