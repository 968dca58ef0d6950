// The texts of plans.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { DEMO_RENEWAL_DECLINE_CARD } from '../constants/plans';
import { describeQuotes, type Quote } from './i18n/quotes';
import './plans.web';

const QUOTES: Quote[] = [['planPayment.renewalDeclineHint', [DEMO_RENEWAL_DECLINE_CARD]]];

describeQuotes('plans.web', QUOTES);
