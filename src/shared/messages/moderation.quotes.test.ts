// The texts of moderation that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
} from '../constants/admin';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './moderation';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['moderation.search', [ADMIN_SEARCH_MAX_LENGTH]],
  ['moderation.reason', [MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH]],
];

describe('moderation: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
