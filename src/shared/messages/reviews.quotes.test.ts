// The texts of the reviews rooms (answers and screens) that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
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
import { describeQuotes, type Quote } from './i18n/quotes';
import './reviews';
import './reviews.web';

const QUOTES: Quote[] = [
  ['review.rating', [REVIEW_RATING_MIN, REVIEW_RATING_MAX]],
  ['review.text', [REVIEW_TEXT_MAX]],
  ['review.reply', [REVIEW_REPLY_MAX]],
  ['review.reportReason', [REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX]],
  ['review.hideReason', [REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX]],
  ['review.visitFirst', [REVIEW_VISIT_WINDOW_DAYS]],
  ['reviewSection.newHint', [REVIEW_NEW_BELOW]],
  ['reviewForm.textHint', [REVIEW_TEXT_MAX]],
];

describeQuotes('reviews', QUOTES);
