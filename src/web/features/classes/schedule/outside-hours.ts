/**
 * Recognises the server's 409 for a class outside the gym's opening hours (ADR 0022; ADR 0025): the
 * answer of a new class or a session edit that the partner may confirm with `confirmOutsideHours: true`.
 * @module
 */
import { ApiRequestError } from '../../../lib/http';

/** @returns the server's warning text when `error` is that 409 (field `confirmOutsideHours`), else null */
export const outsideHoursWarning = (error: unknown): string | null =>
  error instanceof ApiRequestError && error.status === 409 && error.fields?.confirmOutsideHours
    ? error.message
    : null;
