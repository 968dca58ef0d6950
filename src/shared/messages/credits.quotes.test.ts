// The texts of credits that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { CREDITS_PER_MONTH_MAX, CREDITS_PER_MONTH_MIN, PAUSE_MONTHS_PER_YEAR } from '../constants/credits';
import { describeQuotes, type Quote } from './i18n/quotes';
import './credits';

const QUOTES: Quote[] = [
  ['credit.creditsPerMonth', [CREDITS_PER_MONTH_MIN, CREDITS_PER_MONTH_MAX]],
  ['credit.pauseMonths', [PAUSE_MONTHS_PER_YEAR]],
];

describeQuotes('credits', QUOTES);
