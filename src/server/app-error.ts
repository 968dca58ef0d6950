/**
 * The one error type that services throw for an expected failure (unknown id, bad input, …). It
 * carries the wire `code` and Spanish `message` of the error body (docs/architecture.md §4) but no HTTP
 * status: `plugins/errors.ts` maps the code to a status, so services stay free of HTTP.
 * @module
 */
import type { ApiError } from '../shared/contract/common';

/** Machine code of an error body (`errorSchema.code`). */
export type ErrorCode = ApiError['code'];

/** An expected failure with a user-facing Spanish message (from `src/shared/messages/index.ts`). */
export class AppError extends Error {
  /**
   * @param code - wire code; decides the HTTP status (VALIDATION → 400, NOT_FOUND → 404, …)
   * @param message - Spanish text shown to the user
   * @param fields - per-field Spanish texts, for VALIDATION
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** HTTP status of each error code. */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** An administrator's session before its second factor is verified (ADR 0019). */
  SECOND_FACTOR_REQUIRED: 403,
  /** Payouts and locks after the second factor's re-authentication window (ADR 0019). */
  REAUTHENTICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** What the request names is gone for good (an activation link of a deleted account; ADR 0021). */
  GONE: 410,
  /** A newer link or request replaced this one (a superseded activation link; ADR 0021). */
  SUPERSEDED: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A service we depend on (the payment provider) cannot be reached now: retry later. */
  UNAVAILABLE: 503,
};
