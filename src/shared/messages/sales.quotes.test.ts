// The texts of sales that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { SALES_MAX_PAGE_SIZE, SALES_MAX_RANGE_DAYS } from '../constants/sales';
import { describeQuotes, type Quote } from './i18n/quotes';
import './sales';

const QUOTES: Quote[] = [
  ['sales.limit', [SALES_MAX_PAGE_SIZE]],
  // The range in whole years, as the text has said it since SALES_MAX_RANGE_DAYS was written.
  ['sales.rangeTooLong', [Math.round(SALES_MAX_RANGE_DAYS / 365.25)]],
];

describeQuotes('sales', QUOTES);
