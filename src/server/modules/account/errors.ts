/**
 * The account calls' refusals. Their bodies are the house error body plus the spec's flag of the
 * call (`created: false`, `login: false`, `active: false`, …; SPEC §3, §7), so services throw an
 * {@link AccountError} carrying those extra fields and the routes merge them into the answer.
 * @module
 */
import { AppError, type ErrorCode } from '../../app-error';

/** An {@link AppError} with extra answer fields (e.g. `{active: false}` or `{reason: 'expired'}`). */
export class AccountError extends AppError {
  /**
   * @param code - wire code (decides the status)
   * @param message - Spanish text (from `src/shared/messages/index.ts`)
   * @param extra - fields merged into the error body
   */
  constructor(
    code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code, message);
    this.name = 'AccountError';
  }
}
