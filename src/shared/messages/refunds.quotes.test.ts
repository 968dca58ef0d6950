// The texts of refunds that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow. The
// withdrawal's days are each country's, given as values (refunds.countries.test.ts).
import {
  PARTNER_REFUND_DAYS,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MIN_LENGTH,
} from '../constants/refunds';
import { describeQuotes, type Quote } from './i18n/quotes';
import './refunds';

const QUOTES: Quote[] = [
  ['refund.reason', [REFUND_REASON_MIN_LENGTH, REFUND_REASON_MAX_LENGTH]],
  ['refund.partnerTooLate', [PARTNER_REFUND_DAYS]],
];

describeQuotes('refunds', QUOTES);
