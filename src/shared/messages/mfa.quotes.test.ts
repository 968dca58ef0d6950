// The texts of mfa that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../constants/mfa';
import { describeQuotes, type Quote } from './i18n/quotes';
import './mfa';

const QUOTES: Quote[] = [
  ['mfa.codeFormat', [TOTP_DIGITS]],
  ['mfa.secondFactorRequired', [TOTP_DIGITS]],
  ['mfa.codeOrRecoveryCode', [TOTP_DIGITS]],
  ['mfa.recoveryCodesHint', [RECOVERY_CODE_COUNT]],
];

describeQuotes('mfa', QUOTES);
