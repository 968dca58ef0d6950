/**
 * Constants of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the code mailed to the gym's own
 * address, how long it lives and how many wrong tries it takes, and the lengths of the texts.
 * @module
 */

/** Digits of the code mailed to the gym's address (a one-time code, like a bank's or an SMS's). */
export const CLAIM_CODE_DIGITS = 6;

/**
 * Lifetime of a claim code, ms (30 minutes: long enough to read the gym's mailbox, short enough that a
 * forgotten mail is worthless; OWASP ASVS 2.7.2 allows out-of-band codes up to 10 min for
 * authentication, a claim is a weaker, audited step).
 */
export const CLAIM_CODE_TTL_MS = 30 * 60_000;

/**
 * Wrong codes a claim takes; the one that reaches this number cancels it (OWASP ASVS 2.2.1: with 10⁶
 * codes, 5 tries succeed by chance once in 200 000 claims).
 */
export const CLAIM_MAX_ATTEMPTS = 5;

/** Longest message of the partner to the administrators, characters. */
export const CLAIM_MESSAGE_MAX = 1000;

/** Shortest and longest reason of an administrator's rejection, characters. */
export const CLAIM_REASON_MIN = 3;
export const CLAIM_REASON_MAX = 500;

/** Claims a partner may start per {@link CLAIM_RATE_WINDOW_MS} (each may mail a gym). */
export const CLAIM_RATE_MAX = 10;
/** Window of {@link CLAIM_RATE_MAX} and {@link CLAIM_VERIFY_RATE_MAX}, ms (one hour). */
export const CLAIM_RATE_WINDOW_MS = 60 * 60_000;
/** Code checks a partner may make per {@link CLAIM_RATE_WINDOW_MS}, over all of its claims. */
export const CLAIM_VERIFY_RATE_MAX = 30;

/** Claims the administrators' queue shows at once, oldest first. */
export const CLAIM_QUEUE_LIMIT = 100;

/** Statuses of a claim: code mailed, waiting for an administrator, and the three ends. */
export const CLAIM_STATUSES = ['code_sent', 'pending', 'approved', 'rejected', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
