// The texts of commerce that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_MAX_QTY } from '../constants/commerce';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './commerce';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['commerce.qtyTooHigh', [CART_MAX_QTY]],
  ['commerce.tooManyLines', [CART_MAX_LINES]],
  ['commerce.qtyInvalid', [CART_MAX_QTY]],
];

describe('commerce: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
