// The texts of account that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_MAX_FAILURES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TTL_MS,
} from '../constants/account';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './account';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['accountField.passwordMin', [PASSWORD_MIN_LENGTH]],
  ['accountField.passwordMax', [PASSWORD_MAX_LENGTH]],
  ['accountField.nameMax', [NAME_MAX_LENGTH]],
  ['account.locked', [LOGIN_MAX_FAILURES]],
  ['accountMail.attackIntro', [LOGIN_ATTACK_FAILURES]],
  ['accountMail.resetExpiry', [`${RESET_TTL_MS / 60_000} minutos`]],
];

describe('account: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
