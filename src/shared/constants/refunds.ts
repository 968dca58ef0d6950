/**
 * Business constants of refunds and of the consumer's legal buttons (ADR 0027 "Refunds and the
 * withdrawal button"), shared by server and web. The term of the withdrawal right is its country's law
 * (ADR 0056): the days and their unit per country are `WITHDRAWAL_LAWS` (../domain/withdrawal-laws.ts:
 * Ley 24.240 art. 34, 10 calendar days; CDC art. 49, 7 calendar days; LFPC art. 56, 5 business days).
 * @module
 */

/** Who asked for a refund: an administrator, the gym's partner, or the member's withdrawal (arrepentimiento). */
export const REFUND_ACTORS = ['admin', 'partner', 'withdrawal'] as const;
export type RefundActor = (typeof REFUND_ACTORS)[number];

/**
 * Where a refund stands: `requested` (written, the provider not yet answered: resumed by the job with
 * the same idempotency key), `pending` / `succeeded` (the provider took it: its effects are applied),
 * `failed` (the provider refused it: no effect).
 */
export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Days a partner may refund his own sale after its payment (ADR 0027). */
export const PARTNER_REFUND_DAYS = 30;

/** Length of a refund reason, characters. */
export const REFUND_REASON_MIN_LENGTH = 3;
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * A withdrawal request's state: `refunded` (its unused passes were refunded at once), `review` (some
 * pass was used or the provider could not refund yet: an administrator finishes it).
 */
export const WITHDRAWAL_STATUSES = ['refunded', 'review'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Prefix of a withdrawal request number (`AR-` + 8 Crockford base32 symbols). */
export const WITHDRAWAL_NUMBER_PREFIX = 'AR-';

/** Withdrawal requests per address in {@link WITHDRAWAL_RATE_WINDOW_MS} (a public form, like sign-up). */
export const WITHDRAWAL_RATE_MAX = 10;
export const WITHDRAWAL_RATE_WINDOW_MS = 15 * 60_000;
