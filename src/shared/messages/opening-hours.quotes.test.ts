// The texts of opening-hours that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import { OPENING_HOURS_MAX } from '../constants/opening-hours';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './opening-hours';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [['openingHours.tooLong', [OPENING_HOURS_MAX]]];

describe('opening-hours: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
