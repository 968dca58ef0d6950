// The texts of reviews-admin.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_REASON_MIN } from '../constants/reviews';
import { describeQuotes, type Quote } from './i18n/quotes';
import './reviews-admin.web';

const QUOTES: Quote[] = [['adminReviews.reasonHint', [REVIEW_REPORT_REASON_MIN, REVIEW_REPORT_REASON_MAX]]];

describeQuotes('reviews-admin.web', QUOTES);
