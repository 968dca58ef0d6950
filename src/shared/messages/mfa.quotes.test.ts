// The texts of mfa that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../constants/mfa';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './mfa';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['mfa.codeFormat', [TOTP_DIGITS]],
  ['mfa.secondFactorRequired', [TOTP_DIGITS]],
  ['mfa.codeOrRecoveryCode', [TOTP_DIGITS]],
  ['mfa.recoveryCodesHint', [RECOVERY_CODE_COUNT]],
];

describe('mfa: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
