// The texts of claims-admin.web that quote a constant say its current value in every locale (ADR 0055):
// the catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { CLAIM_REASON_MAX, CLAIM_REASON_MIN } from '../constants/claims';
import { describeQuotes, type Quote } from './i18n/quotes';
import './claims-admin.web';

const QUOTES: Quote[] = [['adminClaims.reasonHint', [CLAIM_REASON_MIN, CLAIM_REASON_MAX]]];

describeQuotes('claims-admin.web', QUOTES);
