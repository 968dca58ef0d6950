// The texts of account that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_MAX_FAILURES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TTL_MS,
} from '../constants/account';
import { describeQuotes, type Quote } from './i18n/quotes';
import './account';

const QUOTES: Quote[] = [
  ['accountField.passwordMin', [PASSWORD_MIN_LENGTH]],
  ['accountField.passwordMax', [PASSWORD_MAX_LENGTH]],
  ['accountField.nameMax', [NAME_MAX_LENGTH]],
  ['account.locked', [LOGIN_MAX_FAILURES]],
  ['accountMail.attackIntro', [LOGIN_ATTACK_FAILURES]],
  ['accountMail.resetExpiry', [`${RESET_TTL_MS / 60_000} minutos`]],
];

describeQuotes('account', QUOTES);
