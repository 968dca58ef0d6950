// The texts of withdrawals.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { WITHDRAWAL_DAYS } from '../constants/refunds';
import { describeQuotes, type Quote } from './i18n/quotes';
import './withdrawals.web';

const QUOTES: Quote[] = [['withdrawalPage.intro', [WITHDRAWAL_DAYS]]];

describeQuotes('withdrawals.web', QUOTES);
