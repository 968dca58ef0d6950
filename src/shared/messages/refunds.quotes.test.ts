// The texts of refunds that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  PARTNER_REFUND_DAYS,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
  WITHDRAWAL_DAYS,
} from '../constants/refunds';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './refunds';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['refund.reason', [REFUND_REASON_MIN_LENGTH, REFUND_REASON_MAX_LENGTH]],
  ['refund.partnerTooLate', [PARTNER_REFUND_DAYS]],
  ['withdrawal.notFound', [WITHDRAWAL_DAYS]],
];

describe('refunds: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
