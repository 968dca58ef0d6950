// The texts of commerce that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { CART_MAX_LINES, CART_MAX_QTY } from '../constants/commerce';
import { describeQuotes, type Quote } from './i18n/quotes';
import './commerce';

const QUOTES: Quote[] = [
  ['commerce.qtyTooHigh', [CART_MAX_QTY]],
  ['commerce.tooManyLines', [CART_MAX_LINES]],
  ['commerce.qtyInvalid', [CART_MAX_QTY]],
];

describeQuotes('commerce', QUOTES);
