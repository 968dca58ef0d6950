// The withdrawal page speaks of the page's country (ADR 0056): in every locale, its intro gives the
// country's days (business days for México) and its law line the country's citation (WITHDRAWAL_LAWS).
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../domain/countries';
import { WITHDRAWAL_LAWS } from '../domain/withdrawal-laws';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './withdrawals.web';

loadAllLocales();

const BUSINESS_DAYS = { 'es-AR': 'días hábiles', 'es-MX': 'días hábiles', 'pt-BR': 'dias úteis' } as const;

describe('withdrawal page per country', () => {
  for (const locale of LOCALES)
    it(`gives each country's days and law in ${locale}`, () => {
      const t = translator(locale);
      for (const country of COUNTRY_CODES) {
        const { days, businessDays, citation } = WITHDRAWAL_LAWS[country];
        const intro = t._('withdrawalPage.intro', { days, businessDays: String(businessDays) });
        expect(intro, country).toContain(` ${days} `);
        expect(intro.includes(BUSINESS_DAYS[locale]), country).toBe(businessDays);
        expect(t._('withdrawalPage.law', { country, law: citation }), country).toContain(citation);
      }
      expect(t._('withdrawalPage.intro', { days: 5, businessDays: 'true' })).toContain(
        `5 ${BUSINESS_DAYS[locale]}`,
      );
    });
});
