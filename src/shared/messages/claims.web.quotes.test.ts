// The texts of claims.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { CLAIM_CODE_DIGITS, CLAIM_CODE_TTL_MS, CLAIM_MESSAGE_MAX } from '../constants/claims';
import { describeQuotes, type Quote } from './i18n/quotes';
import './claims.web';

/** How long a claim code lasts, in minutes, as the texts say it. */
const codeMinutes = Math.round(CLAIM_CODE_TTL_MS / 60_000);

const QUOTES: Quote[] = [
  ['claimBanner.messageHint', [CLAIM_MESSAGE_MAX]],
  ['claimBanner.code', [CLAIM_CODE_DIGITS]],
  ['claimBanner.codeSentBody', [codeMinutes]],
];

describeQuotes('claims.web', QUOTES);
