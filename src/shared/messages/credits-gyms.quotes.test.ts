// The texts of credits-gyms that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './credits-gyms';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['creditTerms.cost', [CREDIT_COST_MIN, CREDIT_COST_MAX]],
  ['creditTerms.cancelWindow', [CANCEL_WINDOW_MAX_HOURS]],
  ['creditTerms.tooSoon', [CREDIT_COST_NOTICE_DAYS]],
];

describe('credits-gyms: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
