// The withdrawal's refusal and mail speak of the order's country (ADR 0056): in every locale, the refusal
// and the mail's term give the country's days (business days for México), the mail's law line its
// citation (WITHDRAWAL_LAWS), and its subject, intro and footer the right's name (México's revocación);
// Argentina's es-AR texts stay those of the spec, word for word.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../domain/countries';
import { WITHDRAWAL_LAWS } from '../domain/withdrawal-laws';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './refunds';

loadAllLocales();

const BUSINESS_DAYS = { 'es-AR': 'días hábiles', 'es-MX': 'días hábiles', 'pt-BR': 'dias úteis' } as const;

describe('withdrawal refusal and mail per country', () => {
  for (const locale of LOCALES)
    it(`give each country's days and law in ${locale}`, () => {
      const t = translator(locale);
      for (const country of COUNTRY_CODES) {
        const { days, businessDays, citation } = WITHDRAWAL_LAWS[country];
        const term = { days, businessDays: String(businessDays) };
        for (const id of ['withdrawal.notFound', 'withdrawalMail.term']) {
          const text = t._(id, term);
          expect(text, `${id} ${country}`).toContain(` ${days} `);
          expect(text.includes(BUSINESS_DAYS[locale]), `${id} ${country}`).toBe(businessDays);
        }
        expect(t._('withdrawalMail.law', { country, law: citation }), country).toContain(citation);
      }
    });

  for (const locale of LOCALES)
    it(`name the right as the order's country does in the mail in ${locale}`, () => {
      const t = translator(locale);
      const textsOf = (country: string) => [
        t._('withdrawalMail.subject', { number: 'A-1', country }),
        t._('withdrawalMail.intro', { reference: 'BG-1', country }),
        t._('withdrawalMail.footer', { country }),
      ];
      for (const text of textsOf('MX')) {
        expect(text).toMatch(/revocación|revogação/);
        expect(text).not.toMatch(/arrepentimiento|arrependimento/i);
      }
      for (const country of ['AR', 'BR'])
        for (const text of textsOf(country)) expect(text, country).toMatch(/arrepentimiento|arrependimento/);
      expect(t._('withdrawalMail.footer', { country: 'AR' })).toContain('Botón de arrepentimiento');
      for (const country of ['MX', 'BR'])
        expect(t._('withdrawalMail.footer', { country }), country).not.toContain('Botón');
      expect(t._('withdrawalMail.subject', { number: 'A-1', country: 'MX' })).toMatch(/ · A-1$/);
    });

  it("keeps Argentina's es-AR texts verbatim", () => {
    const t = translator('es-AR');
    const { days, businessDays, citation } = WITHDRAWAL_LAWS.AR;
    expect(t._('withdrawal.notFound', { days, businessDays: String(businessDays) })).toBe(
      'No encontramos una compra con ese código y ese e-mail hecha en los últimos 10 días. Revisá los datos del comprobante.',
    );
    expect(t._('withdrawalMail.subject', { number: 'A-1', country: 'AR' })).toBe(
      'Recibimos tu arrepentimiento de compra · A-1',
    );
    expect(t._('withdrawalMail.intro', { reference: 'BG-1', country: 'AR' })).toBe(
      'Recibimos tu pedido de arrepentimiento de la compra BG-1.',
    );
    expect(t._('withdrawalMail.footer', { country: 'AR' })).toBe(
      'BuscaGym · Este mail se envió porque se usó el Botón de arrepentimiento con tu e-mail.',
    );
    expect(t._('withdrawalMail.law', { country: 'AR', law: citation })).toBe(
      'Derecho de arrepentimiento: Ley 24.240, art. 34, y Resolución 424/2020 de la Secretaría de Comercio Interior.',
    );
  });
});
