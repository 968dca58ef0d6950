// The texts of plans that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { PLAN_GRACE_DAYS } from '../constants/plans';
import { describeQuotes, type Quote } from './i18n/quotes';
import './plans';

const QUOTES: Quote[] = [['planMail.renewalFailed', [PLAN_GRACE_DAYS]]];

describeQuotes('plans', QUOTES);
