// The texts of admin that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  ADMIN_MAX_PAGE,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  LOCK_REASON_MAX_LENGTH,
  LOCK_REASON_MIN_LENGTH,
  PAYOUT_REFERENCE_MAX_LENGTH,
} from '../constants/admin';
import { describeQuotes, type Quote } from './i18n/quotes';
import './admin';

const QUOTES: Quote[] = [
  ['admin.page', [ADMIN_MAX_PAGE]],
  ['admin.limit', [ADMIN_MAX_PAGE_SIZE]],
  ['admin.search', [ADMIN_SEARCH_MAX_LENGTH]],
  ['admin.reason', [LOCK_REASON_MIN_LENGTH, LOCK_REASON_MAX_LENGTH]],
  ['admin.payoutReference', [PAYOUT_REFERENCE_MAX_LENGTH]],
];

describeQuotes('admin', QUOTES);
