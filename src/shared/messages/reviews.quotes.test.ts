// The texts of the reviews rooms (answers and screens) that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { describe, expect, it } from 'vitest';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_REPORT_REASON_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_VISIT_WINDOW_DAYS,
} from '../constants/reviews';
import { REVIEW_NEW_BELOW } from '../constants/spec';
import { translator } from './i18n/active';
import { loadAllLocales } from './i18n/all-locales';
import { LOCALES } from './i18n/locales';
import './reviews';
import './reviews.web';

loadAllLocales();
const QUOTES: [id: string, values: (string | number)[]][] = [
  ['review.rating', [REVIEW_RATING_MIN, REVIEW_RATING_MAX]],
  ['review.text', [REVIEW_TEXT_MAX]],
  ['review.reply', [REVIEW_REPLY_MAX]],
  ['review.reportReason', [REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX]],
  ['review.hideReason', [REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX]],
  ['review.visitFirst', [REVIEW_VISIT_WINDOW_DAYS]],
  ['reviewSection.newHint', [REVIEW_NEW_BELOW]],
  ['reviewForm.textHint', [REVIEW_TEXT_MAX]],
];

describe('reviews: texts quoting a constant', () => {
  for (const locale of LOCALES) {
    it(`say its value in ${locale}`, () => {
      for (const [id, values] of QUOTES) {
        for (const value of values) expect(translator(locale)._(id), id).toContain(String(value));
      }
    });
  }
});
