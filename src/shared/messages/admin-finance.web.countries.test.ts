// The administrators' balance and payout screens name a partner's bank account as its country does
// (ADR 0054): Argentina's CBU/CVU, México's CLABE, Brasil's chave Pix or conta, in every locale; the
// es-AR texts for Argentina keep their wording.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../domain/countries';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './admin-finance.web';

loadAllLocales();

/** What each country's texts name, and what they must not. */
const NAMES: Record<CountryCode, RegExp> = { AR: /CBU/, MX: /CLABE/, BR: /[Cc]have Pix/ };

describe("a partner's bank account per country", () => {
  for (const locale of LOCALES)
    it(`is named as the partner's country names it in ${locale}`, () => {
      const t = translator(locale);
      for (const country of COUNTRY_CODES) {
        const texts = [
          t._('adminFinance.cbu', { country }),
          t._('adminFinance.noCbu', { country }),
          t._('adminFinance.payoutLead', { country }),
          t._('adminFinance.payoutConsequence', {
            amount: '$ 1.000',
            partner: 'Ágora',
            country,
            cbu: '0123',
            dueAfter: '$ 0',
          }),
        ];
        for (const text of texts) {
          expect(text, `${country}: ${text}`).toMatch(NAMES[country]);
          for (const other of COUNTRY_CODES.filter((c) => c !== country))
            expect(text, `${country} names ${other}'s: ${text}`).not.toMatch(NAMES[other]);
        }
        expect(texts[3], country).toContain(' 0123)');
      }
      expect(t._('adminFinance.cbu', { country: 'MX' })).toBe('CLABE');
      expect(t._('adminFinance.cbu', { country: 'AR' })).toBe('CBU/CVU');
    });

  it('keeps the es-AR wording for Argentina', () => {
    const t = translator('es-AR');
    expect(t._('adminFinance.noCbu', { country: 'AR' })).toBe(
      'La empresa no cargó un CBU en el perfil: todavía no se le puede registrar un pago.',
    );
    expect(t._('adminFinance.payoutLead', { country: 'AR' })).toBe(
      'Anotá una transferencia ya hecha al CBU de la empresa. La empresa la ve en "Mis ventas".',
    );
    expect(
      t._('adminFinance.payoutConsequence', {
        amount: '$ 1.000',
        partner: 'Ágora',
        country: 'AR',
        cbu: '2850590940090418135201',
        dueAfter: '$ 0',
      }),
    ).toBe(
      'Registrar un pago de $ 1.000 a Ágora (CBU 2850590940090418135201) deja el saldo a pagar en $ 0. ' +
        'Queda en el registro de auditoría y no se puede deshacer.',
    );
  });
});
