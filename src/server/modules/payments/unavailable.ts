/**
 * The provider-unavailable answer, written once (docs/architecture.md §4, §5): when the payment provider
 * cannot be reached ({@link ProviderUnavailable}), a request that needs it is answered 503 UNAVAILABLE
 * with {@link commerceMessages.paymentUnavailable} (the caller, or MercadoPago's and Stripe's retries,
 * try again later) and the failure is logged as a warning.
 * @module
 */
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import { ProviderUnavailable } from './providers/provider';

/** What {@link answerProviderUnavailable} needs of a logger (Fastify's and pino's fit). */
export interface WarningLog {
  warn(details: object, note: string): void;
}

/** Options of {@link answerProviderUnavailable}. */
export interface UnavailableAnswer {
  /** Fields logged with the warning besides `err` (the order, the notification, …). */
  details?: Record<string, unknown>;
  /** The Spanish text of the answer; {@link commerceMessages.paymentUnavailable} unless given. */
  message?: string;
}

/** The 503 UNAVAILABLE error of a payment provider that cannot be reached now. */
export function paymentUnavailable(message: string = commerceMessages.paymentUnavailable): AppError {
  return new AppError('UNAVAILABLE', message);
}

/**
 * Turns `error` into the provider-unavailable answer when it is a {@link ProviderUnavailable}: logs
 * `note` as a warning and throws {@link paymentUnavailable}; any other error is thrown as it is.
 * For a `catch` block or a promise's `.catch`.
 */
export function answerProviderUnavailable(
  error: unknown,
  log: WarningLog,
  note: string,
  answer: UnavailableAnswer = {},
): never {
  if (!(error instanceof ProviderUnavailable)) throw error;
  log.warn({ err: error, ...answer.details }, note);
  throw paymentUnavailable(answer.message);
}
