// The list's hint names the point distances start from while the visitor shares no location: the
// `center` of the country being browsed (shared/domain/countries.ts, ADR 0052), in every locale. The
// es-AR text for Argentina stays the one ADR 0038 gives.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../domain/countries';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES, type Locale } from './i18n/locales';
import './catalogue.web';

loadAllLocales();

/** The reference point each locale names for each country (the one its `center` stands on). */
const POINTS: Record<Locale, Record<CountryCode, string>> = {
  'es-AR': { AR: 'el Obelisco', MX: 'el Zócalo de la Ciudad de México', BR: 'la Praça da Sé, en São Paulo' },
  'es-MX': {
    AR: 'el Obelisco de Buenos Aires',
    MX: 'el Zócalo de la Ciudad de México',
    BR: 'la Praça da Sé, en São Paulo',
  },
  'pt-BR': {
    AR: 'do Obelisco, em Buenos Aires',
    MX: 'do Zócalo, na Cidade do México',
    BR: 'da Praça da Sé, em São Paulo',
  },
};

describe("the list's default-location hint per country", () => {
  for (const locale of LOCALES)
    it(`names the browsed country's point of reference in ${locale}`, () => {
      const t = translator(locale);
      for (const country of COUNTRY_CODES) {
        const hint = t._('gymList.locationDefault', { country });
        expect(hint, country).toContain(` ${POINTS[locale][country]}. `);
        for (const other of COUNTRY_CODES.filter((c) => c !== country))
          expect(hint, `${country} names ${other}'s`).not.toContain(POINTS[locale][other]);
      }
    });

  it('keeps the es-AR text for Argentina', () => {
    expect(translator('es-AR')._('gymList.locationDefault', { country: 'AR' })).toBe(
      'Distancias medidas desde el Obelisco. Permití el acceso a tu ubicación para medirlas desde donde estás.',
    );
  });
});
