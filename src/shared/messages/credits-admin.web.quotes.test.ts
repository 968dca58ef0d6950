// The texts of credits-admin.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { CREDITS_PER_MONTH_MAX, CREDITS_PER_MONTH_MIN } from '../constants/credits';
import { describeQuotes, type Quote } from './i18n/quotes';
import './credits-admin.web';

const QUOTES: Quote[] = [['adminCreditPlan.creditsHint', [CREDITS_PER_MONTH_MIN, CREDITS_PER_MONTH_MAX]]];

describeQuotes('credits-admin.web', QUOTES);
