// The texts of credits-partner.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  CANCEL_WINDOW_DEFAULT_HOURS,
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './credits-partner.web';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['partnerPase.costHint', [CREDIT_COST_MIN, CREDIT_COST_MAX]],
  ['partnerPase.cancelWindowHint', [CANCEL_WINDOW_MAX_HOURS, CANCEL_WINDOW_DEFAULT_HOURS]],
  ['partnerPase.rule', [CREDIT_COST_NOTICE_DAYS, CREDIT_COST_NOTICE_DAYS]],
];

describe('credits-partner.web: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
