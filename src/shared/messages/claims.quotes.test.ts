// The texts of claims that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  CLAIM_CODE_DIGITS,
  CLAIM_CODE_TTL_MS,
  CLAIM_MESSAGE_MAX,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MIN,
} from '../constants/claims';
import { describeQuotes, type Quote } from './i18n/quotes';
import './claims';

/** How long a claim code lasts, in minutes, as the texts say it. */
const codeMinutes = Math.round(CLAIM_CODE_TTL_MS / 60_000);

const QUOTES: Quote[] = [
  ['claim.message', [CLAIM_MESSAGE_MAX]],
  ['claim.code', [CLAIM_CODE_DIGITS]],
  ['claim.reason', [CLAIM_REASON_MIN, CLAIM_REASON_MAX]],
  ['claim.codeExpired', [codeMinutes]],
  ['claimCodeMail.expiry', [codeMinutes]],
];

describeQuotes('claims', QUOTES);
