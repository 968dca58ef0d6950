// The texts of product.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { DEMO_DECLINE_CARD } from '../constants/commerce';
import { describeQuotes, type Quote } from './i18n/quotes';
import './product.web';

const QUOTES: Quote[] = [['demoMode.declineHint', [DEMO_DECLINE_CARD]]];

describeQuotes('product.web', QUOTES);
