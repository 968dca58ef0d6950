/**
 * The administration refusals the screens act on (ADR 0019): 403 `SECOND_FACTOR_REQUIRED` (the session
 * has not verified its second factor: go to the second-factor screen) and 403
 * `REAUTHENTICATION_REQUIRED` (payouts and locks want a recent code: ask for one and try again once).
 * @module
 */
import { ApiRequestError } from '../../../lib/http';

const refusedWith = (error: unknown, code: string): boolean =>
  error instanceof ApiRequestError && error.status === 403 && error.code === code;

/** True when the session must verify its second factor before any administration call. */
export const isSecondFactorRequired = (error: unknown): boolean =>
  refusedWith(error, 'SECOND_FACTOR_REQUIRED');

/** True when the action wants the authenticator's current code first. */
export const isReauthenticationRequired = (error: unknown): boolean =>
  refusedWith(error, 'REAUTHENTICATION_REQUIRED');
