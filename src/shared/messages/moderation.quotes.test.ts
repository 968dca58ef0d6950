// The texts of moderation that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  ADMIN_SEARCH_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
} from '../constants/admin';
import { describeQuotes, type Quote } from './i18n/quotes';
import './moderation';

const QUOTES: Quote[] = [
  ['moderation.search', [ADMIN_SEARCH_MAX_LENGTH]],
  ['moderation.reason', [MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH]],
];

describeQuotes('moderation', QUOTES);
