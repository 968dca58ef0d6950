// The texts of opening-hours that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { OPENING_HOURS_MAX } from '../constants/opening-hours';
import { describeQuotes, type Quote } from './i18n/quotes';
import './opening-hours';

const QUOTES: Quote[] = [['openingHours.tooLong', [OPENING_HOURS_MAX]]];

describeQuotes('opening-hours', QUOTES);
