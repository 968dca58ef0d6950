// The texts of credits-gyms that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';
import { describeQuotes, type Quote } from './i18n/quotes';
import './credits-gyms';

const QUOTES: Quote[] = [
  ['creditTerms.cost', [CREDIT_COST_MIN, CREDIT_COST_MAX]],
  ['creditTerms.cancelWindow', [CANCEL_WINDOW_MAX_HOURS]],
  ['creditTerms.tooSoon', [CREDIT_COST_NOTICE_DAYS]],
];

describeQuotes('credits-gyms', QUOTES);
