// The texts of plans that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import { PLAN_GRACE_DAYS } from '../constants/plans';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './plans';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [['planMail.renewalFailed', [PLAN_GRACE_DAYS]]];

describe('plans: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
