// The texts of sales that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import { SALES_MAX_PAGE_SIZE, SALES_MAX_RANGE_DAYS } from '../constants/sales';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './sales';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['sales.limit', [SALES_MAX_PAGE_SIZE]],
  // The range in whole years, as the text has said it since SALES_MAX_RANGE_DAYS was written.
  ['sales.rangeTooLong', [Math.round(SALES_MAX_RANGE_DAYS / 365.25)]],
];

describe('sales: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
