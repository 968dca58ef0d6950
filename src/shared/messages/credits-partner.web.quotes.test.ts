// The texts of credits-partner.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  CANCEL_WINDOW_DEFAULT_HOURS,
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';
import { describeQuotes, type Quote } from './i18n/quotes';
import './credits-partner.web';

const QUOTES: Quote[] = [
  ['partnerPase.costHint', [CREDIT_COST_MIN, CREDIT_COST_MAX]],
  ['partnerPase.cancelWindowHint', [CANCEL_WINDOW_MAX_HOURS, CANCEL_WINDOW_DEFAULT_HOURS]],
  ['partnerPase.rule', [CREDIT_COST_NOTICE_DAYS, CREDIT_COST_NOTICE_DAYS]],
];

describeQuotes('credits-partner.web', QUOTES);
