// The partner's "Mis ventas" names the partner's bank account as its country does (ADR 0054): the
// balance's note and the payouts' title say Argentina's CBU, México's CLABE, Brasil's chave Pix or account,
// in every locale; the es-AR texts for Argentina keep the spec's wording.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../domain/countries';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './sales.web';

loadAllLocales();

/** What each country's texts name, and what they must not. */
const NAMES: Record<CountryCode, RegExp> = { AR: /CBU/, MX: /CLABE/, BR: /chave Pix/ };

describe("the partner's bank account on the sales page", () => {
  for (const locale of LOCALES)
    it(`is named as the partner's country names it in ${locale}`, () => {
      const t = translator(locale);
      for (const country of COUNTRY_CODES)
        for (const id of ['salesPage.dueNote', 'salesPage.payouts']) {
          const text = t._(id, { country });
          expect(text, `${id} ${country}`).toMatch(NAMES[country]);
          for (const other of COUNTRY_CODES.filter((c) => c !== country))
            expect(text, `${id} ${country} names ${other}'s`).not.toMatch(NAMES[other]);
        }
    });

  it('keeps the es-AR wording for Argentina', () => {
    const t = translator('es-AR');
    expect(t._('salesPage.dueNote', { country: 'AR' })).toBe(
      'Neto de todas tus ventas menos las transferencias ya hechas a tu CBU.',
    );
    expect(t._('salesPage.payouts', { country: 'AR' })).toBe('Transferencias a tu CBU');
    expect(t._('salesPage.payouts', { country: 'MX' })).toBe('Transferencias a tu CLABE');
  });
});
